/**
 * The id a lead event carries to every vendor, the same in every tab, after every reload and on
 * a server's copy of the event, so the platforms de-duplicate (Meta's `eventID`, the data layer's
 * `event_id`, Google Ads' `transaction_id`, TikTok's `event_id`): the lower-case hex SHA-256 of
 * `<lead id>:<event>` (decision record 0013, issue 39). The lead id is a key to the lead and never
 * goes to a vendor itself; its hash tells nothing of it. Synchronous, so the one tracking decision
 * stays a pure function (Web Crypto's digest is asynchronous).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export type LeadEventName = 'lead_created' | 'application_completed' | 'application_rejected';

export function leadEventId(leadId: string, event: LeadEventName): string {
  return sha256HexSync(`${leadId}:${event}`);
}

/** SHA-256 of the text's UTF-8 bytes, as lower-case hex (@noble/hashes: synchronous, audited). */
export function sha256HexSync(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
