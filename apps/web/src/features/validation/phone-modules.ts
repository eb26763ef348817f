/** The phone module, fetched on first use as its own chunk (libphonenumber-js, ~29 KB gzip). */
export function loadPhoneNumberModule() {
  return import('./phone-number');
}

/** The mobile module: the phone module plus the metadata that tells mobiles from landlines. */
export function loadMobilePhoneNumberModule() {
  return import('./mobile-phone-number');
}
