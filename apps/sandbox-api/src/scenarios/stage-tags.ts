import { ApplicationState } from '@lf/contract';

/**
 * The e-mail tag of each stage the server may choose after checking: the state's route slug in
 * the web app (apps/web/src/features/flow/application-routes.ts; the two apps share only the
 * contract, so the sandbox keeps its own copy), plus older aliases. In the order the tags win
 * when an address carries several, which is also the order a chain of tags is walked: forms
 * and checks first, then consents, then offers. The outcomes (`+accepted` ...) come after all of
 * them, in checking-outcome.ts.
 */
export const StageTags: readonly {
  readonly state: ApplicationState;
  readonly tags: readonly string[];
}[] = [
  { state: ApplicationState.MOBILE_VERIFICATION, tags: ['mobile-verification'] },
  { state: ApplicationState.CHANGE_MOBILE_NUMBER, tags: ['change-mobile-number'] },
  { state: ApplicationState.EMPLOYMENT_DETAILS, tags: ['employment-details'] },
  { state: ApplicationState.CONTINUE, tags: ['continue'] },
  {
    state: ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS,
    tags: ['additional-employment-details'],
  },
  { state: ApplicationState.ADDITIONAL_PERSONAL_DETAILS, tags: ['smava'] },
  { state: ApplicationState.MARITAL_DETAILS, tags: ['marital-details'] },
  { state: ApplicationState.AIDE, tags: ['aide'] },
  { state: ApplicationState.YOUNITED_CREDIT_DETAILS, tags: ['credit-details'] },
  { state: ApplicationState.YOUNITED_PROFESSIONAL_DETAILS, tags: ['professional-details'] },
  { state: ApplicationState.CNP, tags: ['cnp'] },
  { state: ApplicationState.CUSTOMER_DEBTS, tags: ['customer-debts'] },
  { state: ApplicationState.REFERENCE_DETAILS, tags: ['reference-details'] },
  { state: ApplicationState.WNIOSEK, tags: ['wniosek'] },
  { state: ApplicationState.WNIOSEK_UZUPELNIENIE, tags: ['wniosek-uzupelnienie'] },
  { state: ApplicationState.SANTANDER_COMPERIA, tags: ['santander-comperia'] },
  { state: ApplicationState.VEHICLE, tags: ['vehicle'] },
  { state: ApplicationState.WENANCE_ACCOUNT, tags: ['wenance-account'] },
  { state: ApplicationState.INSTANTOR, tags: ['instantor'] },
  { state: ApplicationState.WENANCE_TINK, tags: ['wenance-tink'] },
  { state: ApplicationState.MONEYMAN_PAYLANDS, tags: ['moneyman-paylands'] },
  { state: ApplicationState.ID_UPLOAD, tags: ['id-upload'] },
  { state: ApplicationState.POLICY_CONSENTS, tags: ['consents'] },
  { state: ApplicationState.ADVANZIA_CONSENTS, tags: ['advanzia-consents'] },
  { state: ApplicationState.DYNAMIC_CONSENTS, tags: ['dynamic-consents'] },
  { state: ApplicationState.TFBANK_CONSENTS, tags: ['tfbank-consents'] },
  { state: ApplicationState.IPFD_OFFER_CHOICE, tags: ['ipfd-offer-choice'] },
  { state: ApplicationState.COFIDIS_OFFER, tags: ['cofidis-offer', 'offer'] },
  { state: ApplicationState.PROVIDENT_OFFER, tags: ['provident-offer'] },
  { state: ApplicationState.INSTABANK_OFFER, tags: ['instabank-offer'] },
  { state: ApplicationState.PROFICREDIT_OFFER, tags: ['proficredit-offer'] },
];
