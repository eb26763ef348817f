/**
 * The tracking consent's banner and settings (decision record 0037): vanilla-cookieconsent 3,
 * loaded only where the brand requires consent and the applicant has to choose, or opens the
 * settings from the footer. A bar at the bottom of the screen, whose height the page gains at its
 * end and as scroll padding so that nothing (Continue on a phone) stays under it, or on a wide
 * screen a box beside the page's column; "Reject all" beside "Accept all", of
 * the same weight; the settings list the categories. The choice is kept by the library in local
 * storage `trackingConsent` with its date and the banner's version (`revision`): another version
 * asks again.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { isEmbedded } from '../../lib/frame';
import { loadIntlData } from '../../lib/intl-data';
import './consent-banner.css';
// Types only: the tracking chunk's own modules stay out of this chunk (and it out of theirs).
import type { ConsentCategory } from './tracking-consent';
import type { VendorName } from './vendor-categories';

/** How long a choice holds before it is asked again: six months, the library's default. */
const CHOICE_KEPT_DAYS = 182;

/** The texts, in the page's language (public/locales/<lng>/cookie-consent.json). */
export type ConsentTexts = (key: string, values?: Record<string, string>) => string;

export interface ConsentBannerOptions {
  /** The banner's version (tracking-consent.ts's CONSENT_BANNER_VERSION). */
  revision: number;
  /**
   * The categories asked about, "necessary" first: those of the brand's vendors
   * (vendor-categories.ts's consentCategoriesOf).
   */
  categories: readonly ConsentCategory[];
  /** The brand's vendors by category, each named in its category's description. */
  vendors: Readonly<Partial<Record<ConsentCategory, readonly VendorName[]>>>;
  locale: string;
  texts: ConsentTexts;
  /**
   * The texts in another of the brand's languages (`locales`), loaded when the applicant chooses
   * it in the page's language select (`setConsentLanguage`): the banner and the settings follow.
   */
  locales: readonly string[];
  textsIn: (locale: string) => Promise<ConsentTexts>;
  privacyUrl: string;
  /** Called with the accepted categories when the applicant chooses, and each time they change. */
  onChoice: (categories: ConsentCategory[]) => void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * What the applicant is told, for this brand: the banner names the purposes of its categories
 * only, and each category in the settings names the services the brand runs in it (GDPR's
 * informed consent: no vendor named that the brand does not run, none run that is not named).
 */
function translation({
  texts,
  privacyUrl,
  categories,
  vendors,
  locale,
}: ConsentBannerOptions): CookieConsent.Translation {
  const text = (key: string, values?: Record<string, string>) => escapeHtml(texts(key, values));
  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
  const services = (category: ConsentCategory) => {
    const names = (vendors[category] ?? []).map((vendor) => texts(`vendors>${vendor}`));
    return names.length === 0 ? '' : `<br>${text('services', { list: list(names) })}`;
  };
  const section = (category: ConsentCategory): CookieConsent.Section => ({
    title: text(`${category}>title`),
    description: text(`${category}>description`) + services(category),
    linkedCategory: category,
  });
  const purposes = categories
    .filter((category) => category !== 'necessary')
    .map((category) =>
      texts(
        category === 'analytics' && vendors.analytics?.includes('session-recording')
          ? 'analytics>purposeWithRecording'
          : `${category}>purpose`,
      ),
    );
  return {
    consentModal: {
      label: text('banner>label'),
      title: text('banner>title'),
      description:
        purposes.length === 0
          ? text('banner>description')
          : `${text('banner>description')} ${text('banner>purposes', { list: list(purposes) })}`,
      acceptAllBtn: text('acceptAll'),
      acceptNecessaryBtn: text('rejectAll'),
      showPreferencesBtn: text('banner>settings'),
      // In a new tab, as the form's own policy links, with the form's own words saying so: in a
      // partner's frame the policy page, which refuses to be framed, took the frame's place and
      // the form was gone (walker wB r2).
      footer: `<a href="${escapeHtml(privacyUrl)}" target="_blank" rel="noopener noreferrer">${text('privacy')} ${text('common>opensInNewTab', { ns: 'translation' })}</a>`,
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
 * While the bar shows, the page gains its height at its end, so that it can be scrolled past, and
 * as scroll padding, so that whatever is scrolled into view (a focused field or button, Continue
 * reached with Tab, the error summary) stops above the bar, not under it (WCAG 2.2, 2.4.11 Focus
 * Not Obscured). The bar is given as the library makes it (before it is in the page). The box
 * beside the page's column (wide screens) covers nothing of it: no padding.
 *
 * The height comes from a ResizeObserver, which the browser calls after its own layout of the
 * frame: reading the bar's `offsetHeight` as the banner is added laid the whole page out inside
 * the banner's script task (decision 0034, last addendum).
 */
function padPageUnderBanner(bar: HTMLElement): void {
  let barHeight = 0;
  // In a partner's frame, the bar is at the top, and the page gains its height there.
  const edge = bar.classList.contains('cm--top') ? 'Top' : 'Bottom';
  const pad = () => {
    const shown = document.documentElement.classList.contains('show--consent');
    const height =
      shown && bar.classList.contains('cm--bar') && barHeight > 0 ? `${barHeight}px` : '';
    document.body.style[`padding${edge}`] = height;
    document.documentElement.style[`scrollPadding${edge}`] = height;
  };
  // Every browser the product serves has it; a test's DOM may not (and lays nothing out).
  if (typeof ResizeObserver === 'function')
    new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      barHeight = Math.round(box ? box.blockSize : (entry?.contentRect.height ?? 0));
      pad();
    }).observe(bar);
  new MutationObserver(pad).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class'],
  });
}

/** The page's focus ring beyond a control's box (global.css: a 3 px outline 2 px off it). */
const FOCUS_RING_PX = 5;

/**
 * The scroll padding stops what the browser brings into view at the bar's edge, but not what goes
 * with it: a checkbox's label running on below the box and the focus ring were under the bar
 * (lei-rapid-ro at 320 × 640: 32 of the row's 68 px), and a box taller than the room the bar
 * leaves (the error summary in a partner's 600 px frame) was centred in that room, its heading
 * under a bar at the top. Once the browser (or the page's own code) has scrolled, the page moves
 * by what the bar still covers of the focused element with its labels and ring, as far as keeps
 * the element's own start on the screen, and its end where it can. A page that cannot scroll (a
 * partner's frame as tall as the page) stays as it is.
 */
function keepFocusClearOf(bar: HTMLElement): void {
  document.addEventListener('focusin', ({ target }) => {
    if (!(target instanceof HTMLElement) || target.closest('#cc-main')) return;
    requestAnimationFrame(() => {
      const shown = document.documentElement.classList.contains('show--consent');
      const drawn = bar.isConnected && bar.classList.contains('cm--bar');
      if (!shown || !drawn || document.activeElement !== target) return;
      const own = target.getBoundingClientRect();
      const labels = target instanceof HTMLInputElement ? [...(target.labels ?? [])] : [];
      const boxes = [own, ...labels.map((label) => label.getBoundingClientRect())];
      const top = Math.min(...boxes.map((box) => box.top)) - FOCUS_RING_PX;
      const bottom = Math.max(...boxes.map((box) => box.bottom)) + FOCUS_RING_PX;
      // Where the bar rests, not where its slide in has it now (in whole pixels: one more).
      const covering = { top: bar.offsetTop - 1, bottom: bar.offsetTop + bar.offsetHeight + 1 };
      if (bar.classList.contains('cm--top')) {
        // A bar at the top (a partner's frame): the page moves down until the element's start is
        // clear of the bar, and its labels' too while its end stays on the screen.
        const down = Math.max(
          covering.bottom - (own.top - FOCUS_RING_PX),
          Math.min(covering.bottom - top, window.innerHeight - (own.bottom + FOCUS_RING_PX)),
        );
        if (down > 0.5) window.scrollBy(0, -down);
      } else {
        // A bar at the bottom: the page moves up until all of it is clear, its start kept.
        const up = Math.min(bottom - covering.top, own.top - FOCUS_RING_PX);
        if (up > 0.5) window.scrollBy(0, up);
      }
    });
  });
}

/**
 * The bar is not modal: the form stays usable while it shows. The library says it is
 * (`aria-modal`, which has screen readers leave the rest of the page alone) and takes the focus
 * into it, 100 ms after showing it and again when its fade ends, through an empty element
 * focusable by script at its start: on the first page that moved an applicant's typing from the
 * field they were in to the banner. Like GOV.UK's cookie banner, the bar is first in the page and
 * waits for the first Tab; without its `tabindex` that element takes no focus. The settings, a
 * true modal the applicant opens, keep the library's focus.
 */
function leaveFocusToPage(bar: HTMLElement): void {
  bar.removeAttribute('aria-modal');
  bar.querySelector(':scope > [tabindex="-1"]:empty')?.removeAttribute('tabindex');
}

/**
 * Where the page's column (40rem, global.css's .lf-main) leaves a margin wide enough for it, the
 * banner is a box in the bottom right corner, beside the column: nothing of the page is under it
 * (a laptop's first page shows Continue at the bottom of its first screen). Narrower, a bar at the
 * bottom, kept short (consent-banner.css), with the page padded under it.
 */
const BOX_BESIDE_COLUMN = '(min-width: 80rem)';

/**
 * In a partner's frame, a bar at the top of the page, which gains its height there: the partner
 * makes the frame as tall as the page (FORM_HEIGHT), so the bottom of the frame is the end of
 * the form, below Continue and off the screen as the page opens (walker A3), where the top is
 * what the partner's page shows of the form first.
 */
function bannerLayout(): NonNullable<CookieConsent.GuiOptions['consentModal']> {
  if (isEmbedded()) return { layout: 'bar', position: 'top', equalWeightButtons: true };
  const wide = typeof matchMedia === 'function' && matchMedia(BOX_BESIDE_COLUMN).matches;
  return wide
    ? { layout: 'box', position: 'bottom right', equalWeightButtons: true }
    : { layout: 'bar', position: 'bottom', equalWeightButtons: true };
}

/**
 * The bar goes with the button pressed in it, and the library gives the focus back to what had it
 * when the bar came: on a first visit, nothing, so a keyboard user's next Tab started the page
 * over from its top. The focus goes to the page's heading instead, where the skip link leads
 * (without scrolling: the applicant may be further down the form).
 */
function keepFocusOnPage(): void {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('.lf-consent')) return;
  const main = document.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1[tabindex]') ?? main;
  target?.focus({ preventScroll: true });
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
  root.className = isEmbedded() ? 'lf-consent lf-consent--framed' : 'lf-consent';
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

/**
 * In a partner's frame, where in the frame the applicant last pressed: the partner makes the
 * frame as tall as the page, so what its page shows of the frame is unknown here, but the control
 * just pressed ("Choose" in the bar, the "Cookie settings" link below the form) is on it.
 */
let pressedAt = 0;

function notePresses(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element) pressedAt = event.target.getBoundingClientRect().top;
    },
    { capture: true },
  );
}

/**
 * The settings (a box of their own height: consent-banner.css) around that place, and the
 * partner's page scrolled as little as shows them whole: near the frame's end they are held
 * above it, and a link pressed in the middle of the partner's screen left their buttons below it
 * (walker w6, a partner's footer under the frame).
 */
function placeSettingsWherePressed(): void {
  const settings = document.querySelector<HTMLElement>('#cc-main .pm');
  if (!settings) return;
  const room = document.documentElement.clientHeight - settings.offsetHeight;
  const top = Math.max(0, Math.min(pressedAt - settings.offsetHeight / 2, room));
  settings.style.setProperty('--lf-settings-top', `${Math.round(top)}px`);
  // Their place, not their box: it still slides in (a transform) as they open.
  const place = document.createElement('div');
  place.style.cssText = `position:fixed;left:0;width:1px;top:${Math.round(top)}px;height:${settings.offsetHeight}px`;
  document.body.append(place);
  place.scrollIntoView({ block: 'nearest' });
  place.remove();
}

let running: Promise<void> | null = null;

/**
 * The cookies the marketing vendors write (Meta's `_fbp`/`_fbc`, TikTok's `_ttp`, Google Ads'
 * `_gcl_*`), on the page's host and on each domain above it, where the pixels write them to reach
 * every subdomain: a withdrawal leaves none to go on the lead or to the platforms (decision 0037).
 */
export function adCookies(hostname: string): { name: RegExp; domain?: string }[] {
  const labels = hostname.split('.');
  const above = /^[\d.]+$/.test(hostname)
    ? []
    : labels.slice(1, -1).map((_, index) => labels.slice(index + 1).join('.'));
  return [undefined, ...above].map((domain) => ({
    name: /^(?:_fbp|_fbc|_ttp|_gcl_\w+)$/,
    ...(domain ? { domain } : {}),
  }));
}

/**
 * Runs the library once: shows the banner when the applicant has no valid choice (none, expired
 * or of another version), and reports each choice.
 *
 * The texts join their purposes and services with the page's list format, the page's first
 * `Intl` format before the applicant acts: it would load ICU's data in the banner's task (18–25 ms
 * of its 30 at 1x, 120 ms at Lighthouse's 4x). The data comes first, in short tasks of its own.
 */
export function runConsentBanner(options: ConsentBannerOptions): Promise<void> {
  running ??= loadIntlData(options.locale).then(() => runLibrary(options));
  return running;
}

function runLibrary(options: ConsentBannerOptions): Promise<void> {
  if (isEmbedded()) notePresses();
  return CookieConsent.run({
    root: bannerRoot(),
    revision: options.revision,
    // The applicant's own choice is the one cookie-like thing kept, in local storage.
    cookie: { name: 'trackingConsent', useLocalStorage: true, expiresAfterDays: CHOICE_KEPT_DAYS },
    // An automated browser (the e2e tests, a monitoring probe) sees the banner as a person does.
    hideFromBots: false,
    // The vendors' scripts are the runner's to start: none is written into the page.
    manageScriptTags: false,
    // Marketing withdrawn or rejected clears the cookies its pixels left (`adCookies`).
    autoClearCookies: true,
    disablePageInteraction: false,
    guiOptions: {
      consentModal: bannerLayout(),
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    // "necessary" is always on; the others only once accepted.
    categories: Object.fromEntries(
      options.categories.map((category) => [
        category,
        category === 'necessary'
          ? { enabled: true, readOnly: true }
          : category === 'marketing'
            ? { autoClear: { cookies: adCookies(window.location.hostname) } }
            : {},
      ]),
    ),
    language: {
      default: options.locale,
      translations: Object.fromEntries(
        options.locales.map((locale) => [
          locale,
          locale === options.locale
            ? translation(options)
            : async () => {
                const [texts] = await Promise.all([options.textsIn(locale), loadIntlData(locale)]);
                const made = translation({ ...options, locale, texts });
                labels.set(locale, made.consentModal.label ?? '');
                return made;
              },
        ]),
      ),
    },
    onFirstConsent: ({ cookie }) => options.onChoice(accepted(cookie, options.categories)),
    onChange: ({ cookie }) => options.onChoice(accepted(cookie, options.categories)),
    // In a partner's frame as tall as the page, the settings open where the applicant pressed
    // (walker D3: centred in the frame, their buttons were 1,600 px below the partner's screen).
    onModalShow: ({ modalName }) => {
      if (modalName === 'preferencesModal' && isEmbedded()) placeSettingsWherePressed();
    },
    onModalHide: ({ modalName }) => {
      if (modalName === 'consentModal') keepFocusOnPage();
    },
    onModalReady: ({ modalName, modal }) => {
      if (modalName !== 'consentModal') return;
      leaveFocusToPage(modal);
      padPageUnderBanner(modal);
      keepFocusClearOf(modal);
    },
  });
}

/**
 * The banner and the settings in the page's new language, drawn again if shown (the library
 * keeps the applicant's ticks in the settings). A language the brand lacks changes nothing.
 */
export async function setConsentLanguage(locale: string): Promise<void> {
  await running;
  if (!(await CookieConsent.setLanguage(locale))) return;
  // The library draws the bar's texts again, not its name (`aria-label`, set once).
  const label = labels.get(locale);
  if (label)
    document.querySelector('#cc-main .cm[role="dialog"]')?.setAttribute('aria-label', label);
}

/** The bar's name in each language loaded after the first. */
const labels = new Map<string, string>();

/** Opens the settings (the footer's "Cookie settings"). */
export function showConsentSettings(): void {
  CookieConsent.showPreferences();
}
