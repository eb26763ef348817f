import type { Browser, Page } from '@playwright/test';
import * as z from 'zod/mini';
import { againIfDropped } from './api-faults';
import { API_ORIGIN, expect, freshBrowser, WEB_ORIGIN } from './fixtures';

/** The page's words, in the brand's language (`continueLink>…`). */
interface FreshLinkTexts {
  title: string;
  byEmail: RegExp;
  send: string;
  sent: string;
}

const SPANISH: FreshLinkTexts = {
  title: 'Continúa tu solicitud',
  byEmail: /^Por correo electrónico a /,
  send: 'Enviarme un enlace nuevo',
  sent: 'Te hemos enviado un enlace nuevo',
};

export const ROMANIAN: FreshLinkTexts = {
  title: 'Continuați cererea',
  byEmail: /^Pe e-mail la /,
  send: 'Trimiteți-mi un link nou',
  sent: 'V-am trimis un link nou',
};

export const POLISH: FreshLinkTexts = {
  title: 'Kontynuuj wniosek',
  byEmail: /^E-mailem na /,
  send: 'Wyślij mi nowy link',
  sent: 'Wysłaliśmy Ci nowy link',
};

export const COLOMBIAN: FreshLinkTexts = {
  title: 'Continúe su solicitud',
  byEmail: /^Por correo electrónico a /,
  send: 'Enviarme un enlace nuevo',
  sent: 'Le enviamos un enlace nuevo',
};

const OutboxSchema = z.object({ messages: z.array(z.object({ link: z.string() })) });

/**
 * On a returning link this browser holds no credential for (decision 0033): nothing of the lead
 * shows, the applicant asks for a fresh link by e-mail, and the sandbox's outbox (its stand-in
 * for the mail provider) gives the link sent, as the applicant's inbox would. Returns it as an
 * address of the app, for `page.goto`.
 */
export async function freshLinkByEmail(
  page: Page,
  id: string,
  texts: FreshLinkTexts = SPANISH,
): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await page.getByRole('radio', { name: texts.byEmail }).check();
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.sent })).toBeVisible();
  const outbox = await againIfDropped(() =>
    page.request.get(`${API_ORIGIN}/test/outbox?leadId=${id}`),
  );
  const sent = OutboxSchema.parse(await outbox.json()).messages.at(-1);
  if (!sent) throw new Error(`No link was sent for lead ${id}`);
  expect(sent.link.startsWith(`${WEB_ORIGIN}/application-frontend/continue/${id}?`)).toBe(true);
  return sent.link;
}

/**
 * Lead `id` opened in another browser as its applicant would there: its continue link, which
 * offers a fresh link, then the link e-mailed to them. The browser is the caller's to close.
 */
export async function continuedInAnotherBrowser(
  browser: Browser,
  baseURL: string | undefined,
  id: string,
) {
  const other = await freshBrowser(browser, baseURL);
  await other.page.goto(`./continue/${id}`);
  await other.page.goto(await freshLinkByEmail(other.page, id));
  return other;
}
