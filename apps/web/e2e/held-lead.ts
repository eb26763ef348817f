import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The lead as this tab keeps it (session storage `state`): its id, write secret and revision. */
export interface HeldLead {
  id: string;
  writeSecret: string;
  revision: number;
}

async function readHeldLead(page: Page): Promise<HeldLead> {
  return page.evaluate(() => {
    const state = JSON.parse(window.sessionStorage.getItem('state') ?? '{}') as {
      applicationData?: { id?: string };
      writeSecret?: string | null;
      leadRevision?: number | null;
    };
    return {
      id: state.applicationData?.id ?? '',
      writeSecret: state.writeSecret ?? '',
      revision: state.leadRevision ?? 0,
    };
  });
}

/**
 * The lead this tab holds, once it has written what `written` asks (by default, any lead).
 * A move's changes are written once the page it leads to is drawn, so a test that reads the
 * tab's state as soon as that page shows can come before the write on a busy machine.
 */
export async function heldLead(
  page: Page,
  written: (lead: HeldLead) => boolean = (lead) => lead.id !== '',
): Promise<HeldLead> {
  let lead = await readHeldLead(page);
  await expect
    .poll(async () => written((lead = await readHeldLead(page))), {
      message: 'the tab writes the lead it holds',
    })
    .toBe(true);
  return lead;
}
