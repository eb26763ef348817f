/**
 * The tracking consent's banner and settings (decision record 0037): vanilla-cookieconsent 3,
 * loaded only where the brand requires consent and the applicant has to choose, or opens the
 * settings from the footer. A bar at the bottom of the screen, whose height the page gains at its
 * end so that nothing (Continue on a phone) stays under it; "Reject all" beside "Accept all", of
 * the same weight; the settings list the categories. The choice is kept by the library in local
 * storage `trackingConsent` with its date and the banner's version (`revision`): another version
 * asks again.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-banner.css';
// Types only: the tracking chunk's own modules stay out of this chunk (and it out of theirs).
import type { ConsentCategory } from './tracking-consent';

/** How long a choice holds before it is asked again: six months, the library's default. */
const CHOICE_KEPT_DAYS = 182;

/** The texts, in the page's language (public/locales/<lng>/cookie-consent.json). */
export type ConsentTexts = (key: string) => string;

export interface ConsentBannerOptions {
  /** The banner's version (tracking-consent.ts's CONSENT_BANNER_VERSION). */
  revision: number;
  /** Every category, "necessary" first (tracking-consent.ts's ConsentCategories). */
  categories: readonly ConsentCategory[];
  locale: string;
  texts: ConsentTexts;
  privacyUrl: string;
  /** Called with the accepted categories when the applicant chooses, and each time they change. */
  onChoice: (categories: ConsentCategory[]) => void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function translation(
  texts: ConsentTexts,
  privacyUrl: string,
  categories: readonly ConsentCategory[],
): CookieConsent.Translation {
  const text = (key: string) => escapeHtml(texts(key));
  const section = (category: ConsentCategory): CookieConsent.Section => ({
    title: text(`${category}>title`),
    description: text(`${category}>description`),
    linkedCategory: category,
  });
  return {
    consentModal: {
      label: text('banner>label'),
      title: text('banner>title'),
      description: text('banner>description'),
      acceptAllBtn: text('acceptAll'),
      acceptNecessaryBtn: text('rejectAll'),
      showPreferencesBtn: text('banner>settings'),
      footer: `<a href="${escapeHtml(privacyUrl)}">${text('privacy')}</a>`,
    },
    preferencesModal: {
      title: text('settings>title'),
      acceptAllBtn: text('acceptAll'),
      acceptNecessaryBtn: text('rejectAll'),
      savePreferencesBtn: text('settings>save'),
      closeIconLabel: text('settings>close'),
      sections: [{ description: text('settings>description') }, ...categories.map(section)],
    },
  };
}

/**
 * The page gains the banner's height at its end while it shows: it can be scrolled past. The bar
 * is given as the library makes it (before it is in the page).
 */
function padPageUnderBanner(bar: HTMLElement): void {
  const pad = () => {
    const shown = document.documentElement.classList.contains('show--consent');
    document.body.style.paddingBottom = shown ? `${bar.offsetHeight}px` : '';
  };
  // Every browser the product serves has it; a test's DOM may not.
  if (typeof ResizeObserver === 'function') new ResizeObserver(pad).observe(bar);
  new MutationObserver(pad).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class'],
  });
  pad();
}

const accepted = (cookie: CookieConsent.CookieValue, categories: readonly ConsentCategory[]) =>
  categories.filter((category) => cookie.categories.includes(category));

/**
 * Where the banner is drawn: first in the page, so that the first Tab reaches it, before the
 * form. While the bar is shown (not the settings, a true modal), Tab leaves it as it leaves any
 * part of the page: the library would keep the focus inside until a choice.
 */
function bannerRoot(): HTMLElement {
  const root = document.createElement('div');
  root.className = 'lf-consent';
  root.addEventListener(
    'keydown',
    (event) => {
      const { classList } = document.documentElement;
      if (event.key === 'Tab' && !classList.contains('show--preferences')) event.stopPropagation();
    },
    { capture: true },
  );
  document.body.prepend(root);
  return root;
}

let running: Promise<void> | null = null;

/**
 * Runs the library once: shows the banner when the applicant has no valid choice (none, expired
 * or of another version), and reports each choice.
 */
export function runConsentBanner(options: ConsentBannerOptions): Promise<void> {
  running ??= CookieConsent.run({
    root: bannerRoot(),
    revision: options.revision,
    // The applicant's own choice is the one cookie-like thing kept, in local storage.
    cookie: { name: 'trackingConsent', useLocalStorage: true, expiresAfterDays: CHOICE_KEPT_DAYS },
    // An automated browser (the e2e tests, a monitoring probe) sees the banner as a person does.
    hideFromBots: false,
    // The vendors' scripts are the runner's to start: none is written into the page.
    manageScriptTags: false,
    autoClearCookies: false,
    disablePageInteraction: false,
    guiOptions: {
      consentModal: { layout: 'bar', position: 'bottom', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    // "necessary" is always on; the others only once accepted.
    categories: Object.fromEntries(
      options.categories.map((category) => [
        category,
        category === 'necessary' ? { enabled: true, readOnly: true } : {},
      ]),
    ),
    language: {
      default: options.locale,
      translations: {
        [options.locale]: translation(options.texts, options.privacyUrl, options.categories),
      },
    },
    onFirstConsent: ({ cookie }) => options.onChoice(accepted(cookie, options.categories)),
    onChange: ({ cookie }) => options.onChoice(accepted(cookie, options.categories)),
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'consentModal') padPageUnderBanner(modal);
    },
  });
  return running;
}

/** Opens the settings (the footer's "Cookie settings"). */
export function showConsentSettings(): void {
  CookieConsent.showPreferences();
}
