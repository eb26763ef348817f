/* global window */
// Stand-in for Meta's fbevents.js: replays the fbq queue, then reports each call.
(function () {
  var host = 'connect.facebook.net';
  var queued = (window.fbq && window.fbq.queue) || [];
  function call() {
    window.__lfReport(host, 'meta-pixel', Array.prototype.slice.call(arguments));
  }
  for (var i = 0; i < queued.length; i++) call.apply(null, queued[i]);
  window.fbq = window._fbq = call;
})();
