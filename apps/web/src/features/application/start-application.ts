import { clearSession, startSession } from '../session';
import {
  applyUrlIntake,
  keepSellingTierGlobalId,
  readUrlIntake,
  type UrlIntakeRules,
} from '../url-intake';
import { withLoanDefaults } from './application-data';
import {
  answersOf,
  initialApplicationState,
  type ApplicationSliceState,
} from './application-slice';
import { restoreApplication, type RestoredApplication } from './persisted-application';
import { clearForReuse, isSessionOver } from './stale-application';
import { answerPathsOf, withPaths } from './typed-answers';
import { readUiColors } from './ui-colors';

export interface StartApplicationOptions {
  /** The brand's loan bounds, field formats and phone prefix. */
  rules: UrlIntakeRules;
  /** The page address's query string. */
  search: string;
  now?: Date;
  /** The brand's `keepAnswersOnDevice`: false never reads answers kept on the device. */
  keepAnswersOnDevice?: boolean;
}

/**
 * The lead a new tab can offer to continue: the one the device was applying with, once it holds an
 * e-mail or phone (not only typed) that its continue page can send a link to. A classic lead is
 * made at the first page: before its contact details, a new lead loses nothing the device does
 * not keep (walker E3). An offer a closed tab made stands as it was.
 */
function leadToContinue(restored: RestoredApplication | null): string | null {
  if (!restored) return null;
  const { id, contactDetails } = restored.applicationData;
  if (id === undefined) return restored.earlierLeadId;
  const reachable = (['email', 'phoneNumber'] as const).some(
    (key) => contactDetails?.[key] && !restored.typedAnswers.includes(`contactDetails.${key}`),
  );
  return reachable ? id : null;
}

/**
 * The session state a page load starts from: what this tab or this device kept, in the session
 * that the URL and storage decide, with the address's parameters applied on top.
 */
export function startApplication({
  rules,
  search,
  now = new Date(),
  keepAnswersOnDevice = true,
}: StartApplicationOptions): ApplicationSliceState {
  const intake = readUrlIntake(search, rules);
  const restored = restoreApplication(now.getTime(), keepAnswersOnDevice);
  // A tab whose last lead operation is past the application's expiry ends its session (spec
  // section 4's clearing) and starts a new one; its answers are reused as another session's.
  const over = isSessionOver(restored?.snapshot?.lastOperationTimestamp, now.getTime());
  if (over) clearSession();
  const session = startSession({ urlSessionId: intake.sessionId, now, force: over });
  // Answers kept from another session are reused only once the reuse helper has cleared what
  // bound them to it (its lead id, start time, consents and captcha token).
  const kept = restored
    ? session.isNew
      ? clearForReuse(restored.applicationData)
      : restored.applicationData
    : {};
  const applicationData = applyUrlIntake(
    {
      ...withLoanDefaults(kept, rules.loan),
      sessionId: session.sessionId,
      sessionStartedAt: session.sessionStartedAt,
    },
    { ...intake, sellingTierGlobalId: keepSellingTierGlobalId(intake.sellingTierGlobalId) },
  );
  const snapshot = session.isNew ? null : restored?.snapshot;
  // Answers no lead holds (reused from an application that expired or ended, or another
  // session's) are the applicant's to confirm again, page by page: a new lead gets only what a
  // Continue keeps, the terms asked again with them. Not while this tab's create is on its way.
  const leadId = (kept as { id?: string }).id;
  const unheld = leadId || snapshot?.createKey ? [] : answerPathsOf(answersOf(kept));
  return {
    ...initialApplicationState(applicationData),
    ...snapshot,
    applicationData,
    // What was typed and never kept by a Continue stays so, in this tab or a tab opened later;
    // so do the answers a link prefilled (a partner's guess until the applicant's Continue).
    typedAnswers: withPaths(
      withPaths(restored?.typedAnswers ?? [], unheld),
      answerPathsOf({
        ...(intake.personalDetails ? { personalDetails: intake.personalDetails } : {}),
        ...(intake.contactDetails ? { contactDetails: intake.contactDetails } : {}),
      }),
    ),
    uiColors: readUiColors(),
    // A tab opened after the one that held the lead's write secret was closed offers to continue
    // that lead by a link, rather than leave it unseen for a second one (walker C3).
    earlierLeadId: session.isNew
      ? over
        ? null
        : leadToContinue(restored)
      : (restored?.earlierLeadId ?? null),
  };
}
