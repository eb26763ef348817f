/* global window */
// Stand-in for TikTok's events.js: replays the ttq queue, then reports each method call.
(function () {
  var host = 'analytics.tiktok.com';
  var ttq = window.ttq || [];
  var queued = ttq.slice ? ttq.slice() : [];
  function report(method, args) {
    window.__lfReport(host, 'tiktok-pixel', [method].concat(args));
  }
  var methods = [
    'identify',
    'track',
    'grantConsent',
    'revokeConsent',
    'holdConsent',
    'load',
    'page',
  ];
  methods.forEach(function (method) {
    ttq[method] = function () {
      report(method, Array.prototype.slice.call(arguments));
    };
  });
  for (var i = 0; i < queued.length; i++) report(queued[i][0], queued[i].slice(1));
  ttq.length = 0;
})();
