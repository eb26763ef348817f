/* global window */
// Stand-in for LogRocket's recorder script: the npm package hands it its calls (init, identify,
// captureException …); each is reported.
(function () {
  var host = 'r.logr-in.com';
  window._LRLogger = function () {
    return new Proxy(
      {},
      {
        get: function (_target, name) {
          if (name === 'then') return undefined;
          return function () {
            window.__lfReport(
              host,
              'session-recording',
              [String(name)].concat(
                Array.prototype.slice.call(arguments).map(function (value) {
                  try {
                    return JSON.parse(JSON.stringify(value));
                  } catch {
                    return String(value);
                  }
                }),
              ),
            );
          };
        },
      },
    );
  };
})();
