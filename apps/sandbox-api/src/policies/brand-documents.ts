import { policyPagePath, type PolicyDocument } from '@lf/contract';

/** A brand's name and the addresses of its two documents, as its policies link to them. */
export interface BrandDocuments {
  readonly name: string;
  readonly termsUrl: string;
  readonly privacyUrl: string;
}

/**
 * The brand's documents: its pages on this sandbox (`GET /policies/{brand}/{document}`), at the
 * address the sandbox was reached at, so a link the front end shows opens wherever it runs.
 */
export function brandDocuments(product: string, name: string, origin: string): BrandDocuments {
  return {
    name,
    termsUrl: `${origin}${policyPagePath(product, 'terms')}`,
    privacyUrl: `${origin}${policyPagePath(product, 'privacy')}`,
  };
}

/**
 * Where each of a brand's own policies is set out: in which document, under which heading's id.
 * A document's first section is its general one, linked as the document itself; the others are
 * linked by their heading (`…/privacy#credit-check`). The pages draw their sections from here.
 */
export const POLICY_SECTIONS = {
  generalTerms: { document: 'terms', anchor: 'general-terms' },
  loanAgreement: { document: 'terms', anchor: 'loan-agreement' },
  dataProcessing: { document: 'privacy', anchor: 'data-processing' },
  marketingProfiling: { document: 'privacy', anchor: 'marketing-profiling' },
  creditFileCheck: { document: 'privacy', anchor: 'credit-check' },
  partnerDataSharing: { document: 'privacy', anchor: 'partners' },
  partnerOffers: { document: 'privacy', anchor: 'partner-offers' },
} as const satisfies Readonly<Record<string, { document: PolicyDocument; anchor: string }>>;

export type SectionedPolicyId = keyof typeof POLICY_SECTIONS;

/** A document's sections, in order. */
export function sectionsOf(document: PolicyDocument): SectionedPolicyId[] {
  return (Object.keys(POLICY_SECTIONS) as SectionedPolicyId[]).filter(
    (id) => POLICY_SECTIONS[id].document === document,
  );
}

/** The link to a policy: its document, at its section unless it is the document's first. */
export function policyLink(brand: BrandDocuments, id: SectionedPolicyId): string {
  const { document, anchor } = POLICY_SECTIONS[id];
  const page = document === 'terms' ? brand.termsUrl : brand.privacyUrl;
  return sectionsOf(document)[0] === id ? page : `${page}#${anchor}`;
}
