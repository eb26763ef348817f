import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { leadUrlPath, type ApiErrorCode, type DynamicForm, type LeadAnswer } from '@lf/contract';
import { isRetryable, type ApiError, type ApiResult } from '../../lib/api-client';
import { collectDeviceData } from '../../lib/device-info';
import { afterNextPaint } from '../../lib/after-next-paint';
import { logger } from '../../lib/logger';
import {
  answersOfTheLead,
  applicationDataUpdated,
  currentState,
  createKeyRenewed,
  leadCreateStarted,
  leadExpired,
  leadRefused,
  leadReloaded,
  leadSaved,
  loadingChanged,
  loanAndVisitOf,
  mergeApplicationData,
  resultCleared,
  saveFailedUnseen,
  saveSending,
  stateCleared,
  type ApplicationData,
  type ApplicationDataPatch,
  type ApplicationRootState,
  type LeadCreate,
  type ThunkDependencies,
} from '../application';
import { adClickRemovals, ensureAttribution, pixelIdsFromCookies } from '../attribution/lazy';
import { isAfterOffer } from '../flow';
import { changedAnswers } from './changed-answers';
import { leadBody, withRemovedAnswers } from './lead-body';
import {
  createLead,
  leadSavePath,
  getLeadStatus,
  getLeadWithAnswers,
  updateLead,
  writeSecretHeaders,
  type LeadRequestData,
} from './lead-client';
import { newLeadWriteSecret } from './lead-write-secret';
import { createAnswered, createInFlight, keepCreate, sameAnswers } from './create-in-flight';
import { oneAtATime, type OneAtATime } from '../../lib/one-at-a-time';
import { retryWithBackoff } from '../../lib/retry-with-backoff';
import { lacksItsTerms, newLeadFields, withCaptchaOnce } from './top-level-fields';

/**
 * An update that cannot reach the lead this browser holds because the server no longer knows it:
 * the answers go into a new lead instead. One refused as not this browser's to change
 * (`write_secret_refused`: another tab holds it, or its secret was revoked) is told instead, with
 * a way to continue here (a fresh link): a second lead made silently would split the applicant's
 * application in two (issue 36).
 */
const LOST_LEAD_CODES: readonly ApiErrorCode[] = ['lead_not_found', 'lead_expired'];

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;
type Dispatch = Parameters<LeadThunk<unknown>>[0];

/**
 * Each store's saves, sent one at a time. A v3 page moves on as its save goes out, so the next
 * page's Continue can come before that save's answer: sent at once, it would create a second lead
 * (the first had no id yet) or be refused as stale (the revision changes with each answer).
 *
 * A save sends the answers as they were when it was made (`MadeSave`): meanwhile the page moved to
 * keeps every keystroke, and those answers are not checked yet (a DNI half typed would be refused
 * as this save's failure, decision 0044). Each save carries every answer kept before it, so a
 * later one carries an earlier one's answers too.
 *
 * An answer that takes the lead out of the form (checking, a result, an offer, mobile
 * verification) drops every save queued behind it (decision 0029): they were made on pages the
 * server has just taken the applicant away from, and their answers would move them on from a page
 * that is gone. A dropped save is not sent; it resolves `aborted`, which nothing shows.
 */
interface SaveLine {
  run: OneAtATime;
  /** Counts the answers that took the lead out of the form: a save queued before one is dropped. */
  round: number;
  /** Counts the saves made: a save's number tells whether a read of the lead came after it. */
  made: number;
  /**
   * The lead's answers as the server last gave them back (a save refused as stale read the lead
   * again), and how many saves had been made by then: those send them under their own answers.
   */
  reread: { answers: Partial<ApplicationData>; madeBefore: number } | null;
}

/**
 * A save as it was made: the answers kept then (its own on top), its number in its line, and the
 * answers its page changed (`changedAnswers`): after a read of the lead, only those go back on top.
 */
interface MadeSave {
  answers: ApplicationData;
  number: number;
  changed: ApplicationDataPatch;
}
const saveLines = new WeakMap<ThunkDependencies, SaveLine>();
function saveLineOf(dependencies: ThunkDependencies): SaveLine {
  let line = saveLines.get(dependencies);
  if (!line) {
    line = { run: oneAtATime(), round: 0, made: 0, reread: null };
    saveLines.set(dependencies, line);
  }
  return line;
}

const DROPPED: ApiResult<LeadAnswer> = {
  ok: false,
  status: null,
  error: { code: 'aborted', message: 'Not sent: an earlier answer took the lead out of the form' },
};

/** A configured flow's save that would make its lead without the terms: not sent, they are asked. */
const TERMS_ASKED_AGAIN: ApiResult<LeadAnswer> = {
  ok: false,
  status: null,
  error: {
    code: 'not_sent',
    message: 'No lead is made without its terms accepted',
    fieldErrors: [{ fieldName: 'policies', code: 'required', message: 'Accept the terms' }],
  },
};

export interface SaveOptions {
  /**
   * The page has moved on without waiting for the answer: the save is sent once the page moved
   * to is drawn, so its work (the store's loading state, the lead's body, the request) does not
   * come between the applicant's Continue and that page (issue 13). The answers are kept at once.
   */
  sendWhenDrawn?: boolean;
  /**
   * Given the save's answer in the task it came in, once the lead it names is kept and before
   * the store says the save is over: a page that waits for its answer moves on from here, so
   * React draws the page the answer names once, not the page left again first (issue 34).
   */
  whenAnswered?: (result: ApiResult<LeadAnswer>) => void;
  /**
   * The answers as the page kept them when its Continue was pressed, for a save made once its
   * code or its catalogue had loaded: what the page moved to kept since is not this save's.
   */
  keptAtContinue?: ApplicationData;
  /**
   * The answers the page opened with (its fields' first values): what the applicant changed on
   * it is told from them, for a save refused as stale (another tab saved since). Without it, the
   * answers held as the save is made: right for a page that keeps its answers only at Continue.
   */
  heldBefore?: ApplicationData;
}

const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/** Logs a failed call by code and status only: never a value the applicant typed. */
function logFailure(message: string, result: ApiResult<LeadAnswer>) {
  if (result.ok) return;
  logger.error(message, {
    code: result.error.code,
    status: result.status,
    fields: result.error.fieldErrors?.map((error) => error.fieldName),
  });
}

/**
 * A saved lead is stored, and the page told; field errors are left to the page, which knows the
 * flow's pages.
 */
function settle(
  dispatch: Dispatch,
  result: ApiResult<LeadAnswer>,
  whenAnswered: SaveOptions['whenAnswered'],
) {
  if (result.ok) dispatch(leadSaved(result.data));
  whenAnswered?.(result);
}

/**
 * Saves a step: keeps the answers first (so a failure loses nothing), then creates the lead if it
 * has no id yet, or updates it. The create carries the session, the device data and the tags.
 * A failure is logged ('Failed to post lead', 'Failed to update lead') and returned for the page
 * to show with a way to try again. An update the server no longer knows (`lead_not_found`) clears
 * the stale id and creates a new lead with the same answers; one refused as not this browser's
 * (`write_secret_refused`) marks the lead refused here, which the page tells; one refused as stale (`stale_revision`) reads the lead again, puts
 * this step's answers back on top and is sent once more; one refused while the lead waits for its
 * mobile code (`mobile_verification_required`) or after its decision (`lead_decided`) answers
 * with the lead's status, which takes the applicant to the code page or the result. A configured (v3) flow's saves carry
 * its marker, `dynamicForm` (navigator's dynamicFormOf); such a flow's lead is never made without
 * its terms (`lacksItsTerms`): the save answers a `required` error on the policies instead.
 */
export function saveLead(
  patch: ApplicationDataPatch,
  path?: string,
  dynamicForm?: DynamicForm,
  { sendWhenDrawn = false, whenAnswered, keptAtContinue, heldBefore }: SaveOptions = {},
) {
  const marker = dynamicForm ? { dynamicForm } : {};
  const thunk: LeadThunk<Promise<ApiResult<LeadAnswer>>> = (dispatch, getState, dependencies) => {
    // What this page changed, for a save refused as stale: only that goes back on top of the
    // lead as another tab of this applicant saved it since, not the answers the page showed as
    // this tab had read them (a correction made there would be undone without a word).
    const changed = changedAnswers(patch, heldBefore ?? getState().application.applicationData);
    // Kept at once, whatever the network does, and sent when the saves before it are done.
    dispatch(applicationDataUpdated(patch, path));
    const line = saveLineOf(dependencies);
    const round = line.round;
    line.made += 1;
    const made: MadeSave = {
      answers: keptAtContinue ?? answersOfTheLead(getState().application),
      number: line.made,
      changed,
    };
    const sending = async () => {
      if (line.round !== round) return DROPPED;
      const before = currentState(getState().application.progressState);
      const result = await send(dispatch, getState, dependencies, line, made);
      if (result.ok && !isAfterOffer(before) && isAfterOffer(result.data.applicationState)) {
        line.round += 1;
      }
      return result;
    };
    return line.run(sendWhenDrawn ? () => nextPaint().then(sending) : sending);
  };
  const send = async (
    dispatch: Dispatch,
    getState: () => ApplicationRootState,
    { api, retryDelaysMs, brand }: ThunkDependencies,
    line: SaveLine,
    made: MadeSave,
  ): Promise<ApiResult<LeadAnswer>> => {
    const leadPath = leadSavePath(brand);
    /** The lead as read again after this save was made (a save refused as stale), if it was. */
    const readSince = () => {
      const { reread } = line;
      return reread && reread.madeBefore >= made.number ? reread : null;
    };
    /**
     * What this save sends: the answers of when it was made; the lead's answers read again since,
     * under the answers this save changed; the loan and the visit's attribution as they are now (a
     * quick first Continue's attribution is found as its create is sent).
     */
    const answersToSend = (): ApplicationData => {
      const reread = readSince();
      const answers = reread
        ? mergeApplicationData({ ...made.answers, ...reread.answers }, made.changed)
        : made.answers;
      return { ...answers, ...loanAndVisitOf(getState().application.applicationData) };
    };
    /**
     * Tried again while no later save is made: a later save carries this one's answers, and is
     * tried again itself (walker w12: with the lead API down, each of 33 saves queued as the
     * applicant moved on was tried four times in turn, and the last page waited 80 s).
     */
    const worthRetrying = (error: ApiError) => isRetryable(error) && line.made === made.number;
    let putBack = false;
    /**
     * A save made as its page moved on that cannot reach the server (offline, the server down)
     * is told on the page shown at its first try, while it is tried again: the retries took
     * 3.5 s (issue 37). The notice stays until a save is answered (`leadSaved`).
     */
    const tell = <T>(result: ApiResult<T>) => {
      if (sendWhenDrawn && !result.ok && result.error.code === 'network_error') {
        dispatch(saveFailedUnseen());
      }
      return result;
    };
    /** Updates the lead with this step's answers on top of all those kept. */
    const saveTo = async (id: string) => {
      const update = async () => {
        const reread = readSince();
        if (reread && !putBack) {
          // The answers this save changed go back on top of the lead as read again, here too.
          putBack = true;
          dispatch(applicationDataUpdated(made.changed, path));
        }
        // The pixels' cookies written since the last save (they start after the first page).
        dispatch(pixelIdsFromCookies());
        const { writeSecret, leadRevision } = getState().application;
        const answers = answersToSend();
        // Ad-click ids the applicant has not allowed (or no longer allows) leave the lead too.
        const removed = withRemovedAnswers(
          withRemovedAnswers(leadBody(answers), reread ? made.changed : patch),
          adClickRemovals(brand),
        );
        const body = { ...withCaptchaOnce(removed, patch), ...marker };
        const result = await retryWithBackoff(
          () =>
            updateLead(api, id, body, { writeSecret, revision: leadRevision }, leadPath).then(tell),
          retryDelaysMs,
          undefined,
          worthRetrying,
        );
        // The lead now holds what this save sent: a save queued behind it puts its own on that.
        if (result.ok && reread && line.reread === reread) {
          line.reread = { ...reread, answers };
        }
        return result;
      };
      let result = await update();
      if (!result.ok && result.error.code === 'stale_revision') {
        // The lead changed since this browser read it (another tab, a late retry): its answers
        // are read again, this step's answers put back on top, and the update sent once more.
        const reloaded = await retryWithBackoff(
          () =>
            getLeadWithAnswers(
              api,
              leadUrlPath(id, 'continue'),
              writeSecretHeaders(getState().application.writeSecret),
            ),
          retryDelaysMs,
        );
        if (reloaded.ok) {
          line.reread = { answers: reloaded.data.data ?? {}, madeBefore: line.made };
          dispatch(leadReloaded(reloaded.data));
          result = await update();
        }
      }
      if (
        !result.ok &&
        (result.error.code === 'mobile_verification_required' ||
          result.error.code === 'lead_decided')
      ) {
        // The lead waits for its mobile code (another tab, a save queued before the server sent
        // the applicant there), or was decided (another tab reached its result, read-only since):
        // where it stands is this save's answer, and the page follows it. The answers stay kept
        // here, for the save after the code.
        const status = await retryWithBackoff(() => getLeadStatus(api, id), retryDelaysMs);
        if (status.ok) return status;
      }
      if (!result.ok && result.error.code === 'write_secret_refused') dispatch(leadRefused());
      logFailure('Failed to update lead', result);
      return result;
    };
    // A page that waits for its save tells a failure itself: an earlier one's notice goes.
    if (!sendWhenDrawn) dispatch(saveSending());
    dispatch(loadingChanged(true));
    try {
      const { id } = getState().application.applicationData;
      if (id) {
        const result = await saveTo(id);
        if (result.ok || !LOST_LEAD_CODES.includes(result.error.code)) {
          settle(dispatch, result, whenAnswered);
          return result;
        }
        if (result.error.code === 'lead_expired') {
          // Past its 24 hours the lead's answers are gone from the server, and kept here for a
          // new application as stale ones are: cleared for reuse (the terms' acceptance goes),
          // confirmed again page by page. This page's, just confirmed, go with the new lead.
          dispatch(stateCleared());
          dispatch(applicationDataUpdated(patch, path));
          dispatch(leadExpired());
          made.answers = answersOfTheLead(getState().application);
        } else dispatch(resultCleared());
      }
      if (lacksItsTerms(dynamicForm, made.answers)) {
        // A configured flow's lead is made by its first page, with the terms accepted and the
        // captcha solved: a lead lost past its 24 hours (410) cleared both, and a new one made
        // from a later page would hold neither (walker w12). The applicant is sent to accept the
        // terms again (the policies' page), the answers kept; its Continue makes the lead.
        settle(dispatch, TERMS_ASKED_AGAIN, whenAnswered);
        return TERMS_ASKED_AGAIN;
      }
      // A quick first Continue still carries this visit's attribution.
      await dispatch(ensureAttribution());
      dispatch(pixelIdsFromCookies());
      // The lead's write secret is made here, with the key, and kept before the create is sent:
      // the answer never carries it (issue 36), so a reload mid-create retries with the same one.
      dispatch(leadCreateStarted({ key: crypto.randomUUID(), writeSecret: newLeadWriteSecret() }));
      const { createKey, writeSecret } = getState().application;
      const sent = leadBody(answersToSend());
      // A new lead carries the top-level fields of spec section 3 (decision 0041). Their code
      // comes with the save's (never a module of its own: offline, its import would fail and the
      // create would never be told as not sent).
      const request = {
        ...withRemovedAnswers(sent, patch),
        ...(brand?.loan ? newLeadFields(sent, { loan: brand.loan }, new Date()) : {}),
        ...marker,
      };
      // A create of this tab whose answer never came (a reload, a lost answer before Try again)
      // goes again as it went: the server answers it with the lead it made, if it made one.
      const inFlight = createInFlight(createKey);
      // Every attempt goes under one key and one secret, kept until a create is answered (a Try
      // again is the same create): the server makes one lead, whichever attempt reached it.
      const create = (lead: LeadCreate, sending: LeadRequestData) => {
        keepCreate(lead.key, sending);
        return retryWithBackoff(
          () =>
            createLead(api, { ...sending, deviceData: collectDeviceData() }, lead, leadPath).then(
              tell,
            ),
          retryDelaysMs,
          undefined,
          worthRetrying,
        );
      };
      let result = await create(
        {
          key: createKey ?? crypto.randomUUID(),
          writeSecret: writeSecret ?? newLeadWriteSecret(),
        },
        inFlight ?? request,
      );
      if (!result.ok && result.error.code === 'idempotency_key_reused') {
        // An earlier attempt reached the server with other answers, and this tab did not keep
        // them (a build from before it did, storage refused): these answers are the applicant's
        // latest, so they create the lead under a new key and secret.
        const renewed = { key: crypto.randomUUID(), writeSecret: newLeadWriteSecret() };
        dispatch(createKeyRenewed(renewed));
        result = await create(renewed, request);
      }
      if (result.ok || !isRetryable(result.error)) createAnswered();
      logFailure('Failed to post lead', result);
      if (result.ok && inFlight && !sameAnswers(inFlight, request)) {
        // The lead holds the answers of the create sent before: this save's follow it.
        dispatch(leadSaved(result.data));
        result = await saveTo(result.data.id);
      }
      settle(dispatch, result, whenAnswered);
      return result;
    } finally {
      dispatch(loadingChanged(false));
    }
  };
  return thunk;
}
