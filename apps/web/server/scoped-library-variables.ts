import type { Plugin } from 'vite';

/**
 * Libraries whose stylesheet declares its custom properties on `:root`, and the element their
 * own elements sit in. Applying such a stylesheet changes what every element of the page
 * inherits, and the browser styles the whole page again:
 *
 * - the toasts (react-toastify), loaded once the first page is idle: 24 ms on this machine's
 *   unthrottled Lighthouse trace, four times that on its simulated phone (issue 13);
 * - the tracking consent banner (vanilla-cookieconsent), shown on the first page of a brand whose
 *   country asks for consent: its stylesheet restyled all 83 elements of default-es's first page
 *   and laid it out again, 12 ms of the banner's 4.7 at 1x (decision 0034's evening addendum).
 *
 * Declared on that element instead, only the library's elements inherit them; `:where` keeps the
 * rule's specificity at nothing, so the app's theme (its toast and banner stylesheets) still sets
 * them over the library's.
 */
export const SCOPED_LIBRARIES = [
  {
    stylesheet: /react-toastify\/dist\/ReactToastify\.css$/,
    scope: '.Toastify',
    variablePrefix: '--toastify-',
  },
  {
    stylesheet: /vanilla-cookieconsent\/dist\/cookieconsent\.css$/,
    scope: '#cc-main',
    variablePrefix: '--cc-',
  },
] as const;

/** Whether a built stylesheet still declares one of those libraries' properties on `:root`. */
export function declaresLibraryVariablesOnRoot(css: string): boolean {
  return SCOPED_LIBRARIES.some(({ variablePrefix }) =>
    new RegExp(`:root\\s*\\{[^}]*${variablePrefix}`).test(css),
  );
}

/** The library's stylesheet with its `:root` declarations moved to the element it draws in. */
export function scopeLibraryVariables(css: string, scope: string): string {
  return css.replace(/:root\s*\{/g, `:where(${scope}){`);
}

/** The build's and the dev server's plugin for the above. */
export function scopedLibraryVariables(): Plugin {
  return {
    name: 'scoped-library-variables',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const library = SCOPED_LIBRARIES.find(({ stylesheet }) => stylesheet.test(file));
      if (!library) return null;
      return { code: scopeLibraryVariables(code, library.scope), map: null };
    },
  };
}
