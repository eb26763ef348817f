import { randomUUID } from 'node:crypto';
import {
  PARTNER_LINK_LIFETIME_MS,
  PartnerStages,
  type PartnerPageAnswer,
  type PartnerPurpose,
} from '@lf/contract';
import type { Database } from '../db/database.js';
import { mintResumeToken } from '../leads/resume-tokens.js';
import { newWriteSecret } from '../leads/write-secret.js';
import { requireLeadAt } from '../stages/require-lead-at.js';
import {
  endPartnerLink,
  findPartnerLink,
  hasEnded,
  insertPartnerLink,
  type PartnerLink,
} from './partner-link-repository.js';

/** The partner links' address on the sandbox: `/partners/{secret}`. */
export const PARTNER_PAGE_PATH = '/partners';

/** What pressing Approve or Cancel came to. */
export type PartnerLinkEnd =
  /** The link ended now; `resumeToken` for the way back when it has a front end to go to. */
  | { ended: true; link: PartnerLink; resumeToken?: string }
  /** Refused, nothing written: it had ended before, or its time was over. */
  | { ended: false; link: PartnerLink; because: 'ended' | 'expired' };

/**
 * The partners' pages (README, "Partners' pages"): a lead at a partner's state gets a link to the
 * sandbox's stand-in for that partner; the stand-in records how it ended. Ending it does not move
 * the lead: `POST /lead/continue/{id}` does, once the partner finished. A link's address is a
 * credential (issue 36): a random secret, stored hashed, used once, for PARTNER_LINK_LIFETIME_MS.
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
  link(secret: string): Promise<PartnerLink | undefined>;
  /** Whether the link's time is over (and it had not ended before). */
  expired(link: PartnerLink): boolean;
  /**
   * Records that the applicant finished (Approve) or left (Cancel), and mints the way back's
   * token, together; undefined for no such link. An ended or expired link is refused as such.
   */
  end(secret: string, ended: 'finished' | 'cancelled'): Promise<PartnerLinkEnd | undefined>;
}

export function createPartnerService(
  db: Database,
  now: () => Date = () => new Date(),
): PartnerService {
  const expired = (link: PartnerLink, at = now()) =>
    !hasEnded(link) && link.expiresAt.getTime() <= at.getTime();
  return {
    async open(leadId, purpose, { ownOrigin, returnOrigin }) {
      const moment = now();
      return db.transaction(async (tx) => {
        const lead = await requireLeadAt(tx, leadId, [PartnerStages[purpose]], moment);
        const secret = newWriteSecret();
        await insertPartnerLink(
          tx,
          {
            linkId: randomUUID(),
            leadId,
            purpose,
            returnOrigin: returnOrigin ?? null,
            // Never past the lead's own expiry (issue 36): an expired lead takes no write, and
            // Approve would record the partner's end and mint a way back for it.
            expiresAt: new Date(
              Math.min(moment.getTime() + PARTNER_LINK_LIFETIME_MS, lead.expiresAt.getTime()),
            ),
          },
          secret,
          moment,
        );
        return { redirectUrl: `${ownOrigin}${PARTNER_PAGE_PATH}/${secret}` };
      });
    },
    link: (secret) => findPartnerLink(db, secret),
    expired: (link) => expired(link),
    end(secret, ended) {
      const moment = now();
      return db.transaction(async (tx): Promise<PartnerLinkEnd | undefined> => {
        const link = await endPartnerLink(tx, secret, ended, moment);
        if (link) {
          if (!link.returnOrigin) return { ended: true, link };
          const resumeToken = await mintResumeToken(tx, link.leadId, moment);
          return { ended: true, link, resumeToken };
        }
        const found = await findPartnerLink(tx, secret);
        if (!found) return undefined;
        return { ended: false, link: found, because: hasEnded(found) ? 'ended' : 'expired' };
      });
    },
  };
}
