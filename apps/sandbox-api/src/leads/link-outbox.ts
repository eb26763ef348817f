import type { LinkChannel } from '@lf/contract';

/**
 * A message the sandbox "sent", what a mail or SMS provider would have delivered: a returning
 * link, or a marketing mail, whose `link` is the customer's consents and which carries an
 * unsubscribe link besides.
 */
export interface SentLink {
  leadId: string;
  channel: LinkChannel;
  /** The lead's address on that channel, unmasked: the message's recipient. */
  to: string;
  link: string;
  /** A marketing mail's unsubscribe link (with its own token); none on a returning link. */
  unsubscribeLink?: string;
  sentAt: string;
}

/** Messages kept, newest last; the oldest go first past it. */
const KEPT = 500;

/**
 * The sandbox's stand-in for a mail and SMS provider: the links it sends, held in memory only (a
 * link carries a token: it is never written to the database or a log). The end-to-end
 * tests read a lead's messages through `GET /test/outbox?leadId=` (SANDBOX_TEST_ROUTES=1).
 */
export class LinkOutbox {
  private readonly sent: SentLink[] = [];

  /** `announce` is told of each message as it is sent (SANDBOX_PRINT_LINKS=1: the console). */
  constructor(private readonly announce?: (message: SentLink) => void) {}

  add(message: SentLink): void {
    this.sent.push(message);
    this.announce?.(message);
    if (this.sent.length > KEPT) this.sent.shift();
  }

  forLead(leadId: string): SentLink[] {
    return this.sent.filter((message) => message.leadId === leadId);
  }

  /** Drops every message to these leads: their personal data was deleted (src/retention/). */
  forget(leadIds: readonly string[]): void {
    const gone = new Set(leadIds);
    const kept = this.sent.filter((message) => !gone.has(message.leadId));
    this.sent.splice(0, this.sent.length, ...kept);
  }
}

/** A sent link on the console, for a person trying the product (`npm start`): never a log line. */
export function printSentLink({ channel, link, unsubscribeLink }: SentLink): void {
  process.stdout.write(`Sandbox ${channel === 'email' ? 'e-mail' : 'text message'}: ${link}\n`);
  if (unsubscribeLink) process.stdout.write(`  unsubscribe: ${unsubscribeLink}\n`);
}
