import { ApplicationState, type Policy, type PolicyLocale, type PolicyScope } from '@lf/contract';
import { policyLink, type BrandDocuments } from './brand-documents.js';
import { STAGE_POLICY_TEXTS, type StagePolicyId } from './stage-policy-texts.js';

interface StagePolicyDefinition {
  readonly id: StagePolicyId;
  readonly required: boolean;
  readonly link: (brand: BrandDocuments) => string;
}

/** The partners' documents: made-up addresses, never a real bank's (no page answers there). */
const ADVANZIA = 'https://www.advanzia.example';
const TF_BANK = 'https://www.tfbank.example';

/**
 * The policies of each after-offer consent page, in the order shown (`GET /policy?scope=`): the
 * offer's loan agreement and credit check (POLICY_CONSENTS), the partner's data sharing
 * (DYNAMIC_CONSENTS), Advanzia's card terms (ADVANZIA_CONSENTS) and TF Bank's credit information
 * (TFBANK_CONSENTS). Required ones must be accepted to go on; the others may be left unticked.
 */
export const STAGE_POLICY_DEFINITIONS: Readonly<
  Record<PolicyScope, readonly StagePolicyDefinition[]>
> = {
  offer: [
    { id: 'loanAgreement', required: true, link: (brand) => policyLink(brand, 'loanAgreement') },
    {
      id: 'creditFileCheck',
      required: true,
      link: (brand) => policyLink(brand, 'creditFileCheck'),
    },
  ],
  dynamic: [
    {
      id: 'partnerDataSharing',
      required: true,
      link: (brand) => policyLink(brand, 'partnerDataSharing'),
    },
    { id: 'partnerOffers', required: false, link: (brand) => policyLink(brand, 'partnerOffers') },
  ],
  advanzia: [
    { id: 'advanziaCardTerms', required: true, link: () => `${ADVANZIA}/card-terms` },
    { id: 'advanziaPrivacy', required: true, link: () => `${ADVANZIA}/privacy` },
    { id: 'advanziaOffers', required: false, link: () => `${ADVANZIA}/privacy#offers` },
  ],
  tfbank: [
    {
      id: 'tfbankCreditInformation',
      required: true,
      link: () => `${TF_BANK}/credit-information`,
    },
    { id: 'tfbankCreditCheck', required: true, link: () => `${TF_BANK}/privacy#credit-check` },
    { id: 'tfbankOffers', required: false, link: () => `${TF_BANK}/privacy#offers` },
  ],
};

/** The application state whose page asks a scope's policies. */
export const STATE_OF_SCOPE: Readonly<Record<PolicyScope, ApplicationState>> = {
  offer: ApplicationState.POLICY_CONSENTS,
  dynamic: ApplicationState.DYNAMIC_CONSENTS,
  advanzia: ApplicationState.ADVANZIA_CONSENTS,
  tfbank: ApplicationState.TFBANK_CONSENTS,
};

/** A scope's policies for a brand, in `locale`. */
export function stagePolicies(
  brand: BrandDocuments,
  locale: PolicyLocale,
  scope: PolicyScope,
): Policy[] {
  return STAGE_POLICY_DEFINITIONS[scope].map(({ id, required, link }) => {
    const { title, text } = STAGE_POLICY_TEXTS[locale][id];
    return { id, title, text: text.replaceAll('{brand}', brand.name), url: link(brand), required };
  });
}
