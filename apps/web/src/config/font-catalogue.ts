/**
 * The fonts a brand may name: OFL-licensed variable fonts from Fontsource packages, whose woff2
 * files the build copies and the app serves from its own origin (CSP `font-src 'self'`; no font
 * host). Each is one file per subset covering every weight. The files themselves are listed in
 * app/brand-font-files.ts: configuration stays data that Node can load.
 */
export const FontCatalogue = {
  /** @fontsource-variable/source-sans-3 */
  'source-sans-3': { family: 'Source Sans 3', weight: '200 900' },
} as const;
export type FontName = keyof typeof FontCatalogue;
