/* global window */
// Stand-in for LogRocket's recorder script: the npm package hands it its calls (init, identify,
// captureException …); each is reported.
(function () {
  var host = 'r.logr-in.com';
  // As the real recorder: the network options given to init (its sanitizers) build each event.
  var network = {};
  window._LRLogger = function () {
    return new Proxy(
      {},
      {
        get: function (_target, name) {
          if (name === 'then') return undefined;
          return function () {
            if (name === 'init' && arguments[1] && arguments[1].network) {
              network = arguments[1].network;
            }
            // An event may come as a function that builds it (the SDK's network events): built here
            // with the init's sanitizers, as the recorder does.
            var args = Array.prototype.slice.call(arguments).map(function (value) {
              var built = typeof value === 'function' ? value(network) : value;
              try {
                return JSON.parse(JSON.stringify(built));
              } catch {
                return String(built);
              }
            });
            // The SDK records every fetch, this stand-in's reports too: those are not reported
            // again (each would make another).
            if (JSON.stringify(args).indexOf('/__stand-in') !== -1) return undefined;
            window.__lfReport(host, 'session-recording', [String(name)].concat(args));
            return undefined;
          };
        },
      },
    );
  };
})();
