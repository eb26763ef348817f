import { randomUUID } from 'node:crypto';
import { PartnerStages, type PartnerPageAnswer, type PartnerPurpose } from '@lf/contract';
import type { Database } from '../db/database.js';
import { requireLeadAt } from '../stages/require-lead-at.js';
import {
  endPartnerLink,
  findPartnerLink,
  insertPartnerLink,
  type PartnerLink,
} from './partner-link-repository.js';

/** The partner links' address on the sandbox: `/partners/{linkId}`. */
export const PARTNER_PAGE_PATH = '/partners';

/**
 * The partners' pages (README, "Partners' pages"): a lead at a partner's state gets a link to the
 * sandbox's stand-in for that partner; the stand-in records how it ended. Ending it does not move
 * the lead: `POST /lead/continue/{id}` does, once the partner finished.
 */
export interface PartnerService {
  /**
   * A new link for the lead at the partner's state (else 404, 410 or 409 `wrong_state`), to the
   * stand-in on `ownOrigin`, sending the applicant back to `returnOrigin`.
   */
  open(
    leadId: string,
    purpose: PartnerPurpose,
    origins: { ownOrigin: string; returnOrigin: string | undefined },
  ): Promise<PartnerPageAnswer>;
  link(linkId: string): Promise<PartnerLink | undefined>;
  /** Records that the applicant finished (Approve) or left (Cancel); undefined for no such link. */
  end(linkId: string, ended: 'finished' | 'cancelled'): Promise<PartnerLink | undefined>;
}

export function createPartnerService(
  db: Database,
  now: () => Date = () => new Date(),
): PartnerService {
  return {
    async open(leadId, purpose, { ownOrigin, returnOrigin }) {
      const moment = now();
      return db.transaction(async (tx) => {
        await requireLeadAt(tx, leadId, [PartnerStages[purpose]], moment);
        const linkId = randomUUID();
        await insertPartnerLink(
          tx,
          { linkId, leadId, purpose, returnOrigin: returnOrigin ?? null },
          moment,
        );
        return { redirectUrl: `${ownOrigin}${PARTNER_PAGE_PATH}/${linkId}` };
      });
    },
    link: (linkId) => findPartnerLink(db, linkId),
    end: (linkId, ended) => endPartnerLink(db, linkId, ended, now()),
  };
}
