/* global window */
// Shared by the stand-ins: every call a vendor's SDK receives is posted to its own host's
// /__stand-in path, which the e2e fixture records and answers 204. The host is in the CSP.
window.__lfReport = function (host, vendor, call) {
  try {
    fetch('https://' + host + '/__stand-in', {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
      body: JSON.stringify({ vendor: vendor, call: call }),
    });
  } catch {
    // A stand-in never breaks the page.
  }
};
