import {
  SAMPLE_LEADS_PATH,
  SampleLeadsAnswerSchema,
  type ApplicationState,
  type LeadAnswer,
  type LeadData,
} from '@lf/contract';
import { initialValue } from '../config/clamp-to-bounds';
import type { BrandConfig } from '../config/brand-config-schema';
import { initialApplicationState, type ApplicationData } from '../features/application';
import { logger } from '../lib/logger';
import type { BrandBookPage } from './brand-book-pages';

/** The id a page's lead has when the sandbox holds no sample leads: no lead it knows. */
export const SAMPLE_LEAD_ID = '00000000-0000-4000-8000-00000000b00c';

/** The sample applicant's first answers, in the brand's loan and phone prefix: no real person. */
export function sampleAnswers(brand: BrandConfig) {
  return {
    amount: initialValue(brand.loan.amount),
    period: initialValue(brand.loan.period),
    contactDetails: {
      email: 'sample.applicant@example.com',
      phoneNumber: `${brand.phonePrefix}600000000`,
    },
    personalDetails: { firstName: 'Alex', lastName: 'Sample' },
  } satisfies LeadData & Partial<ApplicationData>;
}

/**
 * The sandbox's sample lead of the page's state for the brand (`POST /test/sample-leads`, there
 * only with SANDBOX_TEST_ROUTES=1): put back in that state by the call, with the sample answers,
 * under the same id and write secret every time. Null where the sandbox has no such route (any
 * deployment but a test one): the page then shows what it shows for a lead it cannot read.
 */
export async function seedSampleLead(
  apiBaseUrl: string,
  brand: BrandConfig,
  page: Pick<BrandBookPage, 'state'>,
): Promise<LeadAnswer | null> {
  try {
    const response = await fetch(`${apiBaseUrl}${SAMPLE_LEADS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        product: brand.id,
        applicationState: page.state,
        data: sampleAnswers(brand),
      }),
    });
    const parsed = response.ok
      ? SampleLeadsAnswerSchema.safeParse(await response.json())
      : undefined;
    const lead = parsed?.success ? parsed.data.leads[0] : undefined;
    if (lead) return lead;
    logger.warn(
      `The lead API holds no sample leads (${response.status}): pages that read their lead show that they cannot (the sandbox opens ${SAMPLE_LEADS_PATH} with SANDBOX_TEST_ROUTES=1)`,
    );
  } catch (error) {
    logger.warn('The sample lead could not be seeded', error);
  }
  return null;
}

/**
 * An application at `page`, every page before it visited and the first answers given, holding
 * the sandbox's sample lead of that state (its id, write secret and revision) when there is one.
 */
export function sampleApplication(
  brand: BrandConfig,
  page: Pick<BrandBookPage, 'state'>,
  visited: readonly string[],
  lead: LeadAnswer | null = null,
) {
  const data: ApplicationData = {
    ...sampleAnswers(brand),
    id: lead?.id ?? SAMPLE_LEAD_ID,
    leadStatus: lead?.leadStatus ?? 1,
    ...(lead ? { expiresAt: lead.expiresAt } : {}),
  };
  return {
    ...initialApplicationState(data),
    progressState: page.state satisfies ApplicationState,
    visited: [...visited],
    writeSecret: lead?.writeSecret ?? null,
    leadRevision: lead?.revision ?? null,
  };
}
