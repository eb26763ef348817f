import type { BrandConfig } from '../config/brand-config-schema';
import type { NumberPattern } from '../config/number-pattern';

/** A brand's first page as the build renders it (render-first-page.tsx), before it is written. */
export interface FirstPage {
  html: string;
  /** The notice the page shows if its code cannot load (load-failed-notice.tsx). */
  loadFailed: string;
  /** What the page says where JavaScript is off, before it (no-script-notice.tsx). */
  noScript: string;
  /** What the document around the page says of the brand (as apply-brand-to-document does). */
  document: {
    lang: string;
    title: string;
    description: string;
    keywords: string;
    themeColor: string;
    favicon: string;
    /** The brand's tokens and font faces (config/theme-properties.ts themeStylesheet). */
    themeStylesheet: string;
    /** The font files the page preloads (config/theme-properties.ts preloadedFontFiles). */
    fontPreloads: string[];
  };
  /** The build's modules the page needs at once: the brand's page and its styles. */
  modules: string[];
  /** The brand as the page was rendered with it (the browser reads it from the page). */
  brand: BrandConfig;
  /**
   * How the page wrote its numbers, by formatter key (config/number-format.ts): the browser
   * writes the same numbers without making an Intl.NumberFormat (decision 0034).
   */
  numberPatterns: Record<string, NumberPattern>;
}

/** Which of a brand's first pages: the one outside a frame (the default), or the framed one. */
export interface FirstPageVariant {
  embedded?: boolean;
}

/** Reads a translation file of the build by its path (e.g. /locales/es/translation.json). */
export type ReadTexts = (file: string) => Record<string, unknown>;

/** The SSR build's module (dist-ssr/render-first-page.js), as the prerender script uses it. */
export interface FirstPageRenderer {
  Brands: readonly { id: string }[];
  renderFirstPage: (
    brandId: string,
    readTexts: ReadTexts,
    variant?: FirstPageVariant,
  ) => Promise<FirstPage>;
}
