/* global window */
// Stand-in for Google Tag Manager's gtm.js: reports every dataLayer entry (gtag's Arguments as
// arrays) and answers a conversion's event_callback, as the real tag does.
(function () {
  var host = 'www.googletagmanager.com';
  var layer = (window.dataLayer = window.dataLayer || []);
  function plain(entry) {
    return entry && typeof entry === 'object' && !Array.isArray(entry) && 'length' in entry
      ? Array.prototype.slice.call(entry)
      : entry;
  }
  function take(entry) {
    var value = plain(entry);
    window.__lfReport(host, 'tag-manager', value);
    if (Array.isArray(value) && value[0] === 'event' && value[2] && value[2].event_callback) {
      setTimeout(value[2].event_callback, 10);
    }
  }
  for (var i = 0; i < layer.length; i++) take(layer[i]);
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) take(arguments[j]);
    return Array.prototype.push.apply(layer, arguments);
  };
})();
