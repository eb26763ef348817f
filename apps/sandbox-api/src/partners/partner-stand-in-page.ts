import { createHash } from 'node:crypto';
import type { PartnerPurpose } from '@lf/contract';
import { htmlText } from '../http/html-text.js';

/** What the stand-in says each partner does, as the partner's own page would. */
const PartnerPages: Readonly<Record<PartnerPurpose, { name: string; task: string }>> = {
  instantor: {
    name: 'Instantor',
    task: 'Instantor reads your bank account once, with read-only access, to confirm your income.',
  },
  'wenance-tink': {
    name: 'Tink',
    task: 'Tink connects to your bank with read-only access to confirm the account is yours.',
  },
  'moneyman-paylands': {
    name: 'Paylands',
    task: 'Paylands checks your card with a refundable payment of 0.01 to confirm it is yours.',
  },
};

export type PartnerLinkView = 'open' | 'finished' | 'cancelled' | 'expired';

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.note{padding:.5rem .75rem;border-left:4px solid #8a6d00;background:#fff8db}
form{display:inline-block;margin:0 .75rem .75rem 0}
button{font:inherit;padding:.5rem 1.25rem;border-radius:4px;border:2px solid #1a4f8b;cursor:pointer}
.approve{background:#1a4f8b;color:#fff}.cancel{background:#fff;color:#1a4f8b}
button:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * The stand-in page's CSP: nothing but its own style; forms only to itself and to the front end
 * it sends the applicant back to (a form's redirect is checked against form-action too); never
 * framed.
 */
export function standInPolicy(returnOrigin: string | undefined): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** What the page says once its link is over. */
const OverTexts: Readonly<Record<Exclude<PartnerLinkView, 'open'>, string>> = {
  finished: 'You have finished here. You can close this page.',
  cancelled: 'You left without finishing. You can close this page.',
  expired:
    'This link has expired. You can close this page and go on with your application, which opens a new one.',
};

/**
 * The sandbox's stand-in for a partner's page (README, "Partners' pages"): plain HTML, no script,
 * no third-party host. Approve acts as if the applicant finished with the partner, Cancel as if
 * they left; both go back to the front end. Once the link has ended, or its time is over, it says
 * so instead, with no button. `secret` is the link's own address part: the forms post to it.
 */
export function partnerStandInPage(
  purpose: PartnerPurpose,
  secret: string,
  view: PartnerLinkView,
): string {
  const { name, task } = PartnerPages[purpose];
  const action = (verb: string) => `/partners/${encodeURIComponent(secret)}/${verb}`;
  const body =
    view === 'open'
      ? `<p>${htmlText(task)}</p>
<p>Nothing is stored by the lender: the partner only tells it the result.</p>
<form method="post" action="${htmlText(action('approve'))}"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${htmlText(action('cancel'))}"><button class="cancel" type="submit">Cancel</button></form>`
      : `<p>${htmlText(OverTexts[view])}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(name)} – sandbox stand-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${htmlText(name)}</h1>
<p class="note">Sandbox stand-in: no bank, card or partner is contacted.</p>
${body}
</main>
</body>
</html>
`;
}
