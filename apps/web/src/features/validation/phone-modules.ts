import type { parseApplicantPhoneNumber } from './phone-number';

interface PhoneParser {
  parseApplicantPhoneNumber: typeof parseApplicantPhoneNumber;
}

/** The phone parser of whichever phone module a page has loaded first. */
let loadedParser: PhoneParser | undefined;

function keepParser<Module extends PhoneParser>(module: Module): Module {
  loadedParser ??= module;
  return module;
}

/** The phone module, fetched on first use as its own chunk (libphonenumber-js, ~29 KB gzip). */
export function loadPhoneNumberModule() {
  return import('./phone-number').then(keepParser);
}

/** The mobile module: the phone module plus the metadata that tells mobiles from landlines. */
export function loadMobilePhoneNumberModule() {
  return import('./mobile-phone-number').then(keepParser);
}

/**
 * The phone parser if a page has loaded either phone module already, else undefined: for a caller
 * that must not wait (a pixel's event, sent in the task that decides it, so a page left at once
 * still has it).
 */
export const loadedPhoneParser = (): PhoneParser | undefined => loadedParser;
