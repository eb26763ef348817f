import {
  ApplicationState,
  PartnerPurposes,
  PartnerStages,
  type FieldError,
  type LeadAnswer,
} from '@lf/contract';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError } from '../http/parse-request.js';
import type { IdUploadService } from '../documents/id-upload-service.js';
import { findLead } from '../leads/lead-repository.js';
import type { LeadService } from '../leads/lead-service.js';
import { partnerFinished } from '../partners/partner-link-repository.js';

const S = ApplicationState;

/**
 * States an applicant may not skip: the form's own steps (before the offer), checking, the mobile
 * verification (a number skipped is no number verified) and the results.
 */
const NOT_SKIPPABLE: readonly ApplicationState[] = [
  S.NONE,
  S.LOAN_INFORMATION,
  S.PERSONAL_DETAILS,
  S.CONTACT_DETAILS,
  S.INCOME_DETAILS,
  S.OTHER_INFORMATION,
  S.REFERENCE_INFORMATION,
  S.EMPLOYMENT_DETAILS,
  S.CHECKING,
  S.MOBILE_VERIFICATION,
  S.CHANGE_MOBILE_NUMBER,
  S.ACCEPTED,
  S.THANK_YOU,
  S.REDIRECTED,
  S.REJECTED,
];

/**
 * The consents pages: the partner's required consents are answered there, so leaving the page
 * out would take the lead on with none stored (409 `consents_required`).
 */
export const CONSENTS_STATES: readonly ApplicationState[] = [
  S.POLICY_CONSENTS,
  S.DYNAMIC_CONSENTS,
  S.ADVANZIA_CONSENTS,
  S.TFBANK_CONSENTS,
];

/** Every after-offer stage an applicant may leave out with `POST /lead/skip/{id}`. */
export const SKIPPABLE_STATES: readonly ApplicationState[] = Object.values(S).filter(
  (state) => !NOT_SKIPPABLE.includes(state) && !CONSENTS_STATES.includes(state),
);

/** The stages `POST /lead/continue/{id}` completes: waiting, a partner's, the document. */
export const CONTINUABLE_STATES: readonly ApplicationState[] = [
  S.CONTINUE,
  ...PartnerPurposes.map((purpose) => PartnerStages[purpose]),
  S.ID_UPLOAD,
];

/**
 * Skip and continue (README, "Skip and continue"): both complete the stage the lead stands at
 * through `advanceStage`, which decides where it goes next.
 */
export interface StageService {
  /** Leaves out the optional stage the lead stands at (outcome `skipped`). */
  skip(id: string): Promise<LeadAnswer>;
  /**
   * Completes a stage done elsewhere (outcome `done`): CONTINUE at once, a partner's stage once
   * the partner finished, ID_UPLOAD once every side of the chosen document came; else 422.
   */
  continue(id: string): Promise<LeadAnswer>;
}

const notFinished = (fieldErrors: readonly FieldError[]) =>
  fieldErrorsError(422, fieldErrors, 'The stage is not finished yet.');

export function createStageService(
  db: Database,
  leads: LeadService,
  documents: IdUploadService,
  now: () => Date = () => new Date(),
): StageService {
  /** Why the lead's stage may not be continued yet, if it may not. */
  async function unfinished(id: string, stage: ApplicationState): Promise<ApiError | undefined> {
    const purpose = PartnerPurposes.find((each) => PartnerStages[each] === stage);
    if (purpose !== undefined) {
      return (await partnerFinished(db, id, purpose))
        ? undefined
        : notFinished([
            {
              fieldName: 'partner',
              code: 'required',
              message: "The partner's page has not been finished.",
            },
          ]);
    }
    if (stage !== S.ID_UPLOAD) return undefined;
    const { documentChosen, missing } = await documents.missingSides(id);
    if (!documentChosen) {
      return notFinished([
        { fieldName: 'documentId', code: 'required', message: 'Choose a document first.' },
      ]);
    }
    return missing.length === 0
      ? undefined
      : notFinished(
          missing.map((side) => ({
            fieldName: side,
            code: 'required',
            message: 'This side of the document has not been uploaded.',
          })),
        );
  }

  /** The lead, unless unknown or expired (advanceStage then answers 404 or 410). */
  async function liveLead(id: string) {
    const lead = await findLead(db, id);
    return lead !== undefined && lead.expiresAt.getTime() > now().getTime() ? lead : undefined;
  }

  return {
    async skip(id) {
      const lead = await liveLead(id);
      if (lead && CONSENTS_STATES.includes(lead.applicationState)) {
        throw new ApiError(409, 'consents_required', 'The consents must be answered.', 'id');
      }
      // An unknown, expired or moved lead: advanceStage answers 404, 410 or 409.
      return leads.advanceStage({ id, at: SKIPPABLE_STATES, outcome: 'skipped' });
    },

    async continue(id) {
      const lead = await liveLead(id);
      // An unknown, expired or moved lead: advanceStage answers 404, 410 or 409.
      if (!lead || !CONTINUABLE_STATES.includes(lead.applicationState)) {
        return leads.advanceStage({ id, at: CONTINUABLE_STATES, outcome: 'done' });
      }
      const refusal = await unfinished(id, lead.applicationState);
      if (refusal) throw refusal;
      // The stage checked, and no other: a lead moved meanwhile is a 409.
      return leads.advanceStage({ id, at: lead.applicationState, outcome: 'done' });
    },
  };
}
