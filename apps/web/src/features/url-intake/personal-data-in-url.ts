import { PersonalUrlParameters } from './url-parameters';

/** The address without the personal prefill parameters, or null when it has none. */
export function withoutPersonalData(href: string): string | null {
  const url = new URL(href);
  const present = PersonalUrlParameters.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return null;
  for (const name of present) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Once read, names, e-mail and phone number leave the address bar: the history entry is
 * replaced (not pushed), so neither Back nor a shared link carries them.
 */
export function removePersonalDataFromAddressBar(win: Window = window): void {
  const next = withoutPersonalData(win.location.href);
  if (next !== null) win.history.replaceState(win.history.state, '', next);
}
