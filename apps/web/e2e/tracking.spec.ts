import { createHash } from 'node:crypto';
import {
  continueTo,
  fillContactDetails,
  fillPersonalDetails,
  spanishApplicant as ana,
} from './application-flow';
import { expect, expectAccessible, test, type VendorCall } from './fixtures';
import {
  ApplicationState,
  openAtState,
  seededContactDetails,
  seededPhilippinePersonalDetails,
} from './seeded-lead';
import { aboveBanner, keepConsentChoice, settingsClosed, storedConsent } from './tracking-consent';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const calls = (all: VendorCall[], vendor: string) =>
  all.filter((call) => call.vendor === vendor).map((call) => call.call);

test.describe('tracking', () => {
  // A first visit: nothing chosen yet (the EU brands' banner asks).
  test.use({ trackingConsent: null });
  // PostHog drops events from a user agent that looks like a bot (HeadlessChrome): an applicant's.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('in an EU brand, ticked marketing-contact boxes start no vendor: only the tracking consent does', async ({
    page,
    context,
    vendorCalls,
    vendorRequests,
  }) => {
    // The applicant rejected tracking on an earlier visit, and ticks every marketing-contact
    // channel in the form: channels to contact them, nothing more (decision 0037).
    await keepConsentChoice(context, storedConsent(['necessary']));
    await page.goto('./');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await fillPersonalDetails(page, ana);
    await continueTo(page, /contact-details$/);
    await fillContactDetails(page, ana);
    for (const channel of await page
      .locator('input[id^="contactDetails-marketingConsents-"]')
      .all()) {
      await channel.check();
    }
    await continueTo(page, /income-details$/);
    await page.waitForTimeout(1500);
    expect(vendorCalls).toEqual([]);
    expect(vendorRequests).toEqual([]);
  });

  test('a link with a lead id in its address starts no vendor; the page after it does, and none learns the id (issue 36)', async ({
    page,
    vendorCalls,
    vendorRequests,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404|Failed to continue lead/);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    const id = '6b1f3d2c-8a4e-4f5b-9c7d-2e1a0b9c8d7f';
    // Mexico: no consent wait, so vendors start as soon as the page is idle.
    await page.goto(`./continue/${id}?brand=presta-ya-mx`);
    await expect(page.getByRole('img', { name: 'PrestaYa' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/continue/${id}`));
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))),
    );
    expect(vendorCalls, 'no vendor while the id is in the address').toEqual([]);
    expect(vendorRequests).toEqual([]);
    await page.getByRole('button', { name: /nueva solicitud/ }).click();
    await expect(page).toHaveURL(/\/application-frontend\/(loan-information)?$/);
    await expect.poll(() => vendorCalls.length).toBeGreaterThan(0);
    expect(JSON.stringify(vendorCalls)).not.toContain(id);
    expect(JSON.stringify(vendorRequests)).not.toContain(id);
  });

  test('after the tracking consent every vendor gets its events, and none gets a personal value unhashed', async ({
    page,
    vendorCalls,
    vendorRequests,
  }) => {
    // A first visit: the banner asks; the applicant accepts all on the contact details page.
    // …and from a browser driven by automation (navigator.webdriver): an applicant's is not.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    await page.goto('./?utm_source=newsletter&utm_campaign=spring&gclid=abc123');
    const banner = page.getByRole('dialog', { name: 'Consentimiento de cookies' });
    await expect(banner).toBeVisible();
    await aboveBanner(page, page.getByRole('button', { name: 'Continuar' }));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    const sessionId = await page.evaluate(() => {
      const raw = sessionStorage.getItem('sessionId') ?? '';
      try {
        return JSON.parse(raw) as string;
      } catch {
        return raw;
      }
    });
    // Personal details, then contact details with the e-mail channel ticked.
    await page.locator('#personalDetails-firstName').fill(ana.firstName);
    await page.locator('#personalDetails-lastName').fill(ana.lastName);
    await page.locator('#personalDetails-dateOfBirth').fill('17');
    await page.locator('#personalDetails-dateOfBirth-month').fill('5');
    await page.locator('#personalDetails-dateOfBirth-year').fill('1990');
    await page.locator('#personalDetails-personalCode').fill(ana.personalCode);
    await page.locator('input[name="personalDetails-gender"][value="female"]').check();
    await aboveBanner(page, page.getByRole('button', { name: 'Continuar' }));
    await continueTo(page, /contact-details$/);
    await page.locator('#contactDetails-email').fill(ana.email);
    await page.locator('#contactDetails-phoneNumber').fill(ana.phone);
    await page.locator('#contactDetails-postalCode').fill(ana.postalCode);
    await page.locator('#contactDetails-city').fill(ana.city);
    await page.locator('#contactDetails-province').fill(ana.province);
    await page.locator('#contactDetails-street').fill(ana.street);
    await page.locator('#contactDetails-houseNumber').fill(ana.houseNumber);
    await page.locator('#generalPolicies').check();
    await aboveBanner(page, page.getByRole('button', { name: 'Continuar' }));
    await continueTo(page, /income-details$/);
    expect(vendorCalls, 'nothing before consent').toEqual([]);
    // Accepted here: the events held since the first page go, with what is known of the
    // applicant by now (TikTok's hashes of the e-mail and phone).
    await banner.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(banner).toBeHidden();

    // The tag manager: the container, the held step views, the lead, campaign fields. The last
    // page's view is the last of the held events to arrive: waited for, not counted to.
    await expect
      .poll(() => calls(vendorCalls, 'tag-manager'))
      .toContainEqual(expect.objectContaining({ event: 'lf_step_view', step: 'income-details' }));
    const layer = calls(vendorCalls, 'tag-manager');
    expect(layer).toContainEqual(
      expect.objectContaining({
        event: 'gtm.js',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
      }),
    );
    expect(layer).toContainEqual(
      expect.objectContaining({
        event: 'lf_step_view',
        step: 'loan-information',
        flow: 'classic',
        brand: 'default-es',
        country: 'ES',
      }),
    );
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'lf_step_view', step: 'income-details' }),
    );
    // Each lead event with the id derived from the lead (sha256 of "<lead id>:<event>", issue 39).
    expect(layer).toContainEqual({
      event: 'lf_lead_created',
      event_id: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // Meta: init with the pixel id, then Lead (standard event), with the same event id.
    await expect
      .poll(() => calls(vendorCalls, 'meta-pixel'))
      .toContainEqual(['track', 'Lead', {}, { eventID: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(calls(vendorCalls, 'meta-pixel')[0]).toEqual(['init', '100000000000001']);

    // TikTok: identify with hashes only (the e-mail and the E.164 phone known by now), then Lead.
    // Waited for by what is awaited (the Lead), not by a count: the calls come one by one.
    const tiktokCalls = () => calls(vendorCalls, 'tiktok-pixel') as unknown[][];
    await expect
      .poll(() => tiktokCalls().some((call) => call[0] === 'track' && call[1] === 'Lead'))
      .toBe(true);
    const tiktok = tiktokCalls();
    const identify = tiktok.find((call) => call[0] === 'identify');
    expect(identify?.[1]).toEqual({
      external_id: sha256(sessionId),
      email: sha256(ana.email),
      phone_number: sha256('+34612345678'),
    });
    const track = tiktok.find((call) => call[0] === 'track');
    expect(track?.[1]).toBe('Lead');
    expect(track?.[3]).toEqual({ event_id: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // PostHog: its batches reach the brand's host.
    await expect
      .poll(
        () =>
          vendorRequests
            .map((request) => request.url)
            .filter((url) => url.includes('posthog'))
            .join(' '),
        { timeout: 15_000 },
      )
      .toContain('https://eu.i.posthog.com/');
    // Its requests are read (unpacked) by the scan below: the page views (batched) and the lead
    // (sent at once, in a request of its own) are in them.
    await expect
      .poll(
        () =>
          vendorRequests
            .filter((request) => request.url.startsWith('https://eu.i.posthog.com/'))
            .map((request) => request.body)
            .join(' '),
        { timeout: 15_000 },
      )
      .toMatch(/(?=[\s\S]*"lead_created")(?=[\s\S]*"\$pageview"[\s\S]*"step":"personal-details")/);
    const batches = vendorRequests
      .filter((request) => request.url.startsWith('https://eu.i.posthog.com/'))
      .map((request) => request.body)
      .join(' ');
    expect(batches).toContain('"$pageview"');
    expect(batches).toContain('"utm_source":"newsletter"');
    expect(batches).toContain(sessionId);

    // No personal value leaves for a vendor unhashed: URL, headers or body.
    const personal = [
      ana.email,
      ana.phone,
      '612 345 678',
      '+34612345678',
      ana.firstName,
      ana.lastName,
      ana.personalCode,
      ana.street,
    ];
    for (const request of vendorRequests) {
      const text = `${request.url}\n${request.headers}\n${request.body}`;
      for (const value of personal) {
        expect(
          text.includes(value) || text.includes(encodeURIComponent(value)),
          `${value} in ${request.url}`,
        ).toBe(false);
      }
    }

    // Withdrawn in the footer's cookie settings: nothing more is sent.
    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await settings.getByRole('button', { name: 'Rechazar todas' }).click();
    await settingsClosed(page);
    const before = vendorCalls.length;
    await page.locator('#incomeDetails-incomeSource').selectOption('employed');
    await page.locator('#incomeDetails-monthlyIncome').fill(ana.monthlyIncome);
    await continueTo(page, /other-information$/);
    await page.waitForTimeout(500);
    const after = vendorCalls
      .slice(before)
      .filter((call) => !JSON.stringify(call.call).includes('consent'));
    expect(after.filter((call) => JSON.stringify(call.call).includes('other-information'))).toEqual(
      [],
    );
  });
});

test.describe('session recording', () => {
  // The applicant accepted analytics on an earlier visit (session recording's category).
  test.use({ trackingConsent: ['necessary', 'analytics'] });
  test('in production, after the analytics consent, LogRocket records the session id only, every input masked', async ({
    page,
    vendorCalls,
  }) => {
    // This deployment says production: only there does recording start (spec section 4).
    // (The page's own configuration block, rewritten once parsed and before the app reads it.)
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const block = document.getElementById('lf-runtime-config');
        if (document.readyState !== 'interactive' || !block?.textContent) return;
        block.textContent = JSON.stringify({
          ...(JSON.parse(block.textContent) as object),
          environment: 'production',
        });
      });
    });
    await page.goto('./');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.locator('#personalDetails-firstName').fill(ana.firstName);
    await page.locator('#personalDetails-lastName').fill(ana.lastName);
    await page.locator('#personalDetails-dateOfBirth').fill('17');
    await page.locator('#personalDetails-dateOfBirth-month').fill('5');
    await page.locator('#personalDetails-dateOfBirth-year').fill('1990');
    await page.locator('#personalDetails-personalCode').fill(ana.personalCode);
    await page.locator('input[name="personalDetails-gender"][value="female"]').check();
    await continueTo(page, /contact-details$/);
    await page.locator('#contactDetails-email').fill(ana.email);
    await page.locator('#contactDetails-phoneNumber').fill(ana.phone);
    await page.locator('#contactDetails-postalCode').fill(ana.postalCode);
    await page.locator('#contactDetails-city').fill(ana.city);
    await page.locator('#contactDetails-province').fill(ana.province);
    await page.locator('#contactDetails-street').fill(ana.street);
    await page.locator('#contactDetails-houseNumber').fill(ana.houseNumber);
    await page.locator('#generalPolicies').check();
    await continueTo(page, /income-details$/);
    await expect
      .poll(() => (calls(vendorCalls, 'session-recording') as unknown[][]).map((call) => call[0]))
      .toEqual(expect.arrayContaining(['init', 'identify']));
    const recorded = calls(vendorCalls, 'session-recording') as unknown[][];
    const init = recorded.find((call) => call[0] === 'init');
    expect(init?.[1]).toBe('prestamo-claro/application-form');
    expect(init?.[2]).toMatchObject({ dom: { inputSanitizer: true, textSanitizer: true } });
    const identify = recorded.find((call) => call[0] === 'identify');
    expect(identify?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    // It sees the lead's saves as requests, but never their bodies (its sanitizers drop them).
    const leadSaves = recorded.filter(
      (call) =>
        call[0] === 'addEvent' &&
        call[1] === 'lr.network.RequestEvent' &&
        /\/v[23]\/lead\b/.test(JSON.stringify(call[2])),
    );
    expect(leadSaves.length).toBeGreaterThan(0);
    expect(leadSaves.map((call) => (call[2] as { body?: unknown }).body)).toEqual(
      leadSaves.map(() => undefined),
    );
    expect(JSON.stringify(recorded)).not.toContain(ana.email);
  });
});

test.describe('blocked vendors', () => {
  test.use({ blockVendors: true, trackingConsent: ['necessary', 'analytics', 'marketing'] });

  test('every vendor blocked: the whole form goes on, looks the same and passes axe', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_BLOCKED_BY_CLIENT|Failed to load resource/);
    await page.goto('./');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    await page.locator('#personalDetails-firstName').fill(ana.firstName);
    await page.locator('#personalDetails-lastName').fill(ana.lastName);
    await page.locator('#personalDetails-dateOfBirth').fill('17');
    await page.locator('#personalDetails-dateOfBirth-month').fill('5');
    await page.locator('#personalDetails-dateOfBirth-year').fill('1990');
    await page.locator('#personalDetails-personalCode').fill(ana.personalCode);
    await page.locator('input[name="personalDetails-gender"][value="female"]').check();
    await continueTo(page, /contact-details$/);
    await page.locator('#contactDetails-email').fill(ana.email);
    await page.locator('#contactDetails-phoneNumber').fill(ana.phone);
    await page.locator('#contactDetails-postalCode').fill(ana.postalCode);
    await page.locator('#contactDetails-city').fill(ana.city);
    await page.locator('#contactDetails-province').fill(ana.province);
    await page.locator('#contactDetails-street').fill(ana.street);
    await page.locator('#contactDetails-houseNumber').fill(ana.houseNumber);
    await page.locator('#generalPolicies').check();
    await continueTo(page, /income-details$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('page-leave at the end (spec section 4)', () => {
  // PostHog drops events from a user agent that looks like a bot (HeadlessChrome): an applicant's.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('where the brand asks for it, PostHog gets one $pageleave once the applicant reaches thank-you, none before', async ({
    page,
    vendorRequests,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    const postHog = () =>
      vendorRequests
        .filter((request) => request.url.startsWith('https://us.i.posthog.com/'))
        .map((request) => request.body)
        .join(' ');
    // pesolend-ph: outside the EU (no consent wait), `pageLeaveAtEnd` on. Checking decides
    // "thank you" for this e-mail's tag.
    await openAtState(page, {
      brand: 'pesolend-ph',
      product: 'pesolend-ph',
      state: ApplicationState.CHECKING,
      data: {
        amount: 5000,
        personalDetails: seededPhilippinePersonalDetails,
        contactDetails: { ...seededContactDetails, email: 'juan+thankyou@example.com' },
      },
    });
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
    await expect.poll(postHog, { timeout: 15_000 }).toContain('"$pageleave"');
    const batches = postHog();
    expect(batches.split('"$pageleave"')).toHaveLength(2);
    // After the end's page view, not before it.
    expect(batches.indexOf('"$pageleave"')).toBeGreaterThan(batches.indexOf('thank-you'));
    expect(batches.indexOf('thank-you')).toBeGreaterThan(-1);
  });

  test('not before the end, nor on leaving the page', async ({ page, vendorRequests }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    await page.goto('./?brand=pesolend-ph');
    await expect
      .poll(
        () =>
          vendorRequests
            .filter((request) => request.url.startsWith('https://us.i.posthog.com/'))
            .map((request) => request.body)
            .join(' '),
        { timeout: 15_000 },
      )
      .toContain('"$pageview"');
    await page.goto('about:blank');
    const batches = vendorRequests
      .filter((request) => request.url.startsWith('https://us.i.posthog.com/'))
      .map((request) => request.body)
      .join(' ');
    expect(batches).not.toContain('"$pageleave"');
  });
});
