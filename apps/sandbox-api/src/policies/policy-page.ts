import { createHash } from 'node:crypto';
import { LocaleTags, type PolicyDocument } from '@lf/contract';
import { htmlText } from '../http/html-text.js';
import type { SandboxProduct } from '../products/sandbox-products.js';
import { POLICY_SECTIONS, sectionsOf } from './brand-documents.js';
import { policyText } from './brand-policies.js';
import { POLICY_PAGE_TEXTS } from './policy-page-texts.js';

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
.note{padding:.5rem .75rem;border-left:4px solid #8a6d00;background:#fff8db}
h2{margin-top:2rem}
:target{outline:3px solid #ffbf47;outline-offset:4px}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * A policy page's CSP: nothing but its own style (by its hash); no script, image, form or frame,
 * never framed, no base. The sandbox's partner stand-in page is set up the same way.
 */
export const POLICY_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * A brand's terms or data processing policy as the sandbox serves it (README, "Policy pages"):
 * plain HTML in the brand's language, its name in the title and the heading, a note that it is a
 * sample, then a section per policy that links to it, each a heading whose id the link names
 * (brand-documents.ts) with what the applicant agrees to.
 */
export function policyPage(brand: SandboxProduct, document: PolicyDocument): string {
  const texts = POLICY_PAGE_TEXTS[brand.locale];
  const name = htmlText(brand.name);
  const title = htmlText(texts.documents[document]);
  const sections = sectionsOf(document)
    .map((id) => {
      const { title: heading, text } = policyText(brand.locale, id, brand.name);
      return `<section>
<h2 id="${POLICY_SECTIONS[id].anchor}">${htmlText(heading)}</h2>
<p>${htmlText(text)}</p>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${LocaleTags[brand.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${name}: ${title}</h1>
<p class="note">${htmlText(texts.sample.replaceAll('{brand}', brand.name))}</p>
${sections}
</main>
</body>
</html>
`;
}
