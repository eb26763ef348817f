import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { againIfDropped } from './api-faults';
import { API_ORIGIN, expect, WEB_ORIGIN } from './fixtures';

const OutboxSchema = z.object({
  messages: z.array(z.object({ link: z.string(), unsubscribeLink: z.optional(z.string()) })),
});

/** A marketing mail's two links, as the customer's inbox shows them. */
export interface MarketingMail {
  /** `{app}/application-frontend/{id}/consents?token=…` */
  consents: string;
  /** `{app}/application-frontend/unsubscribe?email=…&token=…` */
  unsubscribe: string;
}

/**
 * The lender's mailer sends the lead's address a marketing mail (the sandbox's stand-in,
 * `POST /test/marketing-mail`), and the outbox gives its links, each with a token of its own
 * (issue 36): the consents link reads until it is used for a change, the unsubscribe link
 * unsubscribes once. Nothing else opens those pages.
 */
export async function marketingMail(page: Page, leadId: string): Promise<MarketingMail> {
  const sent = await againIfDropped(() =>
    page.request.post(`${API_ORIGIN}/test/marketing-mail`, {
      headers: { origin: WEB_ORIGIN },
      data: { leadId },
    }),
  );
  expect(sent.status()).toBe(202);
  const outbox = await againIfDropped(() =>
    page.request.get(`${API_ORIGIN}/test/outbox?leadId=${leadId}`),
  );
  const mail = OutboxSchema.parse(await outbox.json()).messages.at(-1);
  if (!mail?.unsubscribeLink) throw new Error(`No marketing mail was sent for lead ${leadId}`);
  expect(mail.link).toMatch(
    new RegExp(`^${WEB_ORIGIN}/application-frontend/${leadId}/consents\\?token=[\\w-]{43}$`),
  );
  return { consents: mail.link, unsubscribe: mail.unsubscribeLink };
}
