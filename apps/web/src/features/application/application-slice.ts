import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  ApplicationState,
  type FieldError,
  type LeadAnswer,
  type LeadUrlAnswer,
  type Offer,
} from '@lf/contract';
import { isAfterOffer, visit, type HistoryMethod } from '../flow';
import {
  mergeApplicationData,
  type ApplicationData,
  type ApplicationDataPatch,
} from './application-data';
import type { PageErrors } from './form-errors';
import { clearForReuse, expiryFrom } from './stale-application';
import { answerPathsOf, withoutPaths, withPaths } from './typed-answers';
import type { UiColors } from './ui-colors';

export type ProgressState = ApplicationState | ApplicationState[];

/** A move the router is asked to make: how (push or replace) and where to. */
export interface RouteChange {
  method: HistoryMethod;
  redirectTo: string;
}

/**
 * What the server decided about the application (spec section 3), and of an offer taken, its
 * figures as the applicant took them (`offer`, an `Offer` as the session keeps it: the result
 * page reads it through the offer schema, which the first page does not load).
 */
export interface ApplicationResult {
  application: { status: string };
  offerId?: string;
  partner?: { name: string };
  offer?: unknown;
}

const StateNames = new Map<number, string>(
  Object.entries(ApplicationState).map(([name, value]) => [value, name]),
);

/**
 * The result as a lead's answer gives it (spec section 3's `applicationResult`): once the answer
 * is past the form (the server's decision: checking, an offer, a result), its state by name, with
 * the offer taken and its partner kept from before (`offerTaken`); before that, none.
 */
function resultOf(
  state: ApplicationState,
  before: ApplicationResult | null,
): ApplicationResult | null {
  if (!isAfterOffer(state)) return null;
  const status = StateNames.get(state) ?? String(state);
  return { ...before, application: { status } };
}

export type CustomerConsents = Record<string, boolean>;

/**
 * The session state of spec section 3. What reads each part: `applicationData`, `progressState`,
 * `visited`, `routeChange`, `errors` and `erroredFormPath` drive the pages and the navigator;
 * `createKey` makes a retried create idempotent; `lastOperationTimestamp` and `isLoading` are the
 * spec's own. `applicationResult` and `customerConsents` are the spec's, kept for the offer and
 * consent pages (the issue "Every state the server can choose"); `uiColors` for the brand design
 * issue. The last three are persisted only once something sets them.
 */
export interface ApplicationSliceState {
  progressState: ProgressState;
  applicationData: ApplicationData;
  applicationResult: ApplicationResult | null;
  customerConsents: CustomerConsents | null;
  routeChange: RouteChange | null;
  /** Routes visited in this application, oldest first: Back follows them. */
  visited: string[];
  lastOperationTimestamp: number | null;
  /** Field errors (fieldName, message) per form page. */
  errors: PageErrors;
  /** The earliest page holding an errored field. */
  erroredFormPath: string | null;
  uiColors: UiColors;
  isLoading: boolean;
  /** Key of the lead create in flight, reused by every retry so only one lead is made. */
  createKey: string | null;
  /**
   * The lead's write secret: made by this browser with the create's key, before the create is
   * sent, and proposed there (the lead API keeps only its hash and answers it to no one); or
   * given by a link's one-time token, or by another tab of this browser. Sent with every write of
   * that lead, kept in this tab's session state only (never in local storage, never in an
   * address). Null while this tab holds no lead and makes none.
   */
  writeSecret: string | null;
  /** The lead's revision in the last answer about it: an update names it (409 when stale). */
  leadRevision: number | null;
  /**
   * A save made as a v3 page moved on failed: the page shown says so until a save is answered
   * (the next one carries those answers too), or a page that waits for its own save sends it
   * (decision 0029 and its addendum). Not persisted.
   */
  saveNotSent: boolean;
  /**
   * A save of this lead was refused as not this browser's to change (403 `write_secret_refused`:
   * another tab holds it, or its secret was revoked): the page says so and how to continue here,
   * with a fresh link; the answers stay kept, and no other lead is made. Not persisted.
   */
  leadRefusedHere: boolean;
  /**
   * The fields at fault the last failed Continue showed in its error summary (the page's own
   * check or the lead API's), by their lead paths, and how many times a summary was shown in this
   * page load: tracking tells each showing by the fields' catalogue names. Not persisted.
   */
  fieldErrorsShown: { path: string; fields: string[]; count: number } | null;
  /**
   * A save found the lead past its 24 hours (410 `lead_expired`): a new lead was made with the
   * page's answers, and the page says why the others are asked again. Until the next Continue.
   * Not persisted.
   */
  leadExpiredHere: boolean;
  /**
   * The answers typed on a page whose Continue has not kept them yet, by their lead paths
   * (`typed-answers.ts`): kept in `applicationData` for the page, left out of every save.
   */
  typedAnswers: string[];
  /**
   * The lead this device was applying with when this tab started without it (the tab that held
   * its write secret was closed): the page offers a link to continue it (`/continue/{id}`) until
   * this tab makes a lead of its own (decision 0007, addendum of 2026-12-06).
   */
  earlierLeadId: string | null;
}

/**
 * What a new application keeps of the last one: the loan chosen, the visit (session) and where it
 * came from (attribution and the ad click ids); no answer, consent, captcha or lead.
 */
const FRESH_START_KEPT: ReadonlySet<string> = new Set([
  'amount',
  'period',
  'periodScale',
  'tags',
  'sessionId',
  'sessionStartedAt',
  'sellingTierGlobalId',
  'affiliateReferenceParams',
  'googleClick',
  'posthogParameters',
  'metaPixel',
  'tikTokPixel',
]);

/** The loan chosen and the visit with its attribution (FRESH_START_KEPT) of an application's data. */
export function loanAndVisitOf(data: ApplicationData): Partial<ApplicationData> {
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => FRESH_START_KEPT.has(key)),
  ) as Partial<ApplicationData>;
}

/** The applicant's answers among kept data: not the loan, the visit, nor what the lead API set. */
export function answersOf(data: Partial<ApplicationData>): ApplicationDataPatch {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key]) => !FRESH_START_KEPT.has(key) && !['id', 'leadStatus', 'expiresAt'].includes(key),
    ),
  ) as ApplicationDataPatch;
}

/** The parts of the application that hold the applicant's answers (all but the loan chosen). */
const ANSWER_SECTIONS: ReadonlySet<string> = new Set([
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'expenses',
  'otherDetails',
  'employer',
]);

export function initialApplicationState(
  applicationData: ApplicationData,
  createKey: string | null = null,
): ApplicationSliceState {
  return {
    progressState: ApplicationState.NONE,
    applicationData,
    applicationResult: null,
    customerConsents: null,
    routeChange: null,
    visited: [],
    lastOperationTimestamp: null,
    errors: {},
    erroredFormPath: null,
    uiColors: {},
    isLoading: false,
    createKey,
    writeSecret: null,
    leadRevision: null,
    saveNotSent: false,
    leadRefusedHere: false,
    fieldErrorsShown: null,
    leadExpiredHere: false,
    typedAnswers: [],
    earlierLeadId: null,
  };
}

/** The state a progress value stands for (spec: a single value or a list). */
export function currentState(progress: ProgressState): ApplicationState {
  return Array.isArray(progress) ? (progress[0] ?? ApplicationState.NONE) : progress;
}

/**
 * What an answer read about a lead says of writing it: its revision, and its secret when it gives
 * one (a link's one-time token). Another lead's answer without one leaves this browser none.
 */
function takeLeadAccess(state: ApplicationSliceState, answer: LeadAnswer): void {
  if (answer.id !== state.applicationData.id) state.writeSecret = null;
  if (answer.writeSecret !== undefined) state.writeSecret = answer.writeSecret;
  state.leadRevision = answer.revision ?? null;
}

/** A lead create's key and the write secret this browser made for that lead. */
export interface LeadCreate {
  key: string;
  writeSecret: string;
}

/** Answers merged into the application data; the first beyond the loan starts their expiry. */
function keepAnswers(state: ApplicationSliceState, data: ApplicationDataPatch, at: number): void {
  state.applicationData = mergeApplicationData(state.applicationData, data);
  // Answers kept on the device end on the same clock whether or not a save was ever answered
  // (issue 36): the first answer beyond the loan starts it; a lead's save renews it.
  if (
    state.applicationData.expiresAt === undefined &&
    Object.keys(data).some((key) => ANSWER_SECTIONS.has(key))
  ) {
    state.applicationData.expiresAt = expiryFrom(at);
  }
}

export const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState({ amount: 0, period: 0 }),
  reducers: {
    /**
     * Merges answers into the application data. With a form path (the page's route), that page's
     * errors are cleared, and the errored page moves on to the next page still holding errors.
     */
    applicationDataUpdated: {
      reducer(
        state,
        action: PayloadAction<{ data: ApplicationDataPatch; path?: string; at: number }>,
      ) {
        keepAnswers(state, action.payload.data, action.payload.at);
        // Kept as the lead's: a save sends them from now on.
        state.typedAnswers = withoutPaths(state.typedAnswers, answerPathsOf(action.payload.data));
        if (action.payload.path) state.leadExpiredHere = false;
        const page = action.payload.path;
        if (page && state.errors[page]) {
          state.errors = Object.fromEntries(
            Object.entries(state.errors).filter(([errored]) => errored !== page),
          );
          if (state.erroredFormPath === page) {
            state.erroredFormPath =
              Object.keys(state.errors).find((errored) => state.errors[errored]?.length) ?? null;
          }
        }
      },
      prepare: (data: ApplicationDataPatch, path?: string, at: number = Date.now()) => ({
        payload: path === undefined ? { data, at } : { data, path, at },
      }),
    },
    /**
     * Answers typed on a page, kept at each keystroke for the page (a reload finds them) but not
     * yet the lead's: saves leave them out until the page's Continue keeps them (`typedAnswers`).
     */
    answersTyped: {
      reducer(state, action: PayloadAction<{ data: ApplicationDataPatch; at: number }>) {
        keepAnswers(state, action.payload.data, action.payload.at);
        state.typedAnswers = withPaths(state.typedAnswers, answerPathsOf(action.payload.data));
      },
      prepare: (data: ApplicationDataPatch, at: number = Date.now()) => ({ payload: { data, at } }),
    },
    /** The navigator decided a move: it is recorded for the router (spec section 4). */
    navigationRequested(state, action: PayloadAction<RouteChange>) {
      state.routeChange = action.payload;
    },
    /** The router made the change: it is cleared. */
    routeChanged(state) {
      state.routeChange = null;
    },
    /** A page of the application was shown: Back will return to the page before it. */
    pageVisited(state, action: PayloadAction<string>) {
      const visited = visit(state.visited, action.payload);
      if (visited.join() !== state.visited.join()) state.visited = visited;
    },
    /**
     * A create is about to be sent: a new one takes this key and secret; a retry of the one in
     * flight (a Try again, a reload) keeps its own, so the server makes one lead, under one secret.
     */
    leadCreateStarted(state, action: PayloadAction<LeadCreate>) {
      if (state.createKey === null) {
        state.createKey = action.payload.key;
        state.writeSecret = action.payload.writeSecret;
      } else {
        // A create kept by a build from before proposals has a key and no secret yet.
        state.writeSecret ??= action.payload.writeSecret;
      }
    },
    /**
     * The server saw the create key with other answers (`idempotency_key_reused`): a new create,
     * under a new key and a new secret (a lead the earlier one made keeps its own).
     */
    createKeyRenewed(state, action: PayloadAction<LeadCreate>) {
      state.createKey = action.payload.key;
      state.writeSecret = action.payload.writeSecret;
    },
    /** A lead create or update succeeded: its id is stored and the expiry set from now. */
    leadSaved: {
      reducer(state, action: PayloadAction<{ answer: LeadAnswer; at: number }>) {
        const { answer, at } = action.payload;
        // A save's answer gives no secret: a create's lead takes the one this browser made for
        // it (whatever an API from before proposals answers), and an update keeps the lead's.
        const ownLead = answer.id === state.applicationData.id || state.createKey !== null;
        if (!ownLead) state.writeSecret = null;
        state.leadRevision = answer.revision ?? null;
        state.applicationData.id = answer.id;
        state.applicationData.leadStatus = answer.leadStatus;
        state.applicationData.expiresAt = expiryFrom(at);
        state.progressState = answer.applicationState;
        state.applicationResult = resultOf(answer.applicationState, state.applicationResult);
        state.createKey = null;
        state.leadRefusedHere = false;
        // Every save sends the whole lead: the answers of one that failed are on the server now.
        state.saveNotSent = false;
        state.lastOperationTimestamp = at;
        state.errors = {};
        state.erroredFormPath = null;
      },
      prepare: (answer: LeadAnswer, at: number = Date.now()) => ({ payload: { answer, at } }),
    },
    /**
     * A returning customer's link restored the lead: its answers, its id and its state replace
     * what this browser held (another browser may have filled it). The trail starts afresh.
     */
    leadRestored: {
      reducer(state, action: PayloadAction<{ answer: LeadUrlAnswer; at: number }>) {
        const { answer, at } = action.payload;
        // Back from a partner in this tab, the secret stays; another lead's link brings none,
        // unless its one-time resume token got this browser a new one.
        takeLeadAccess(state, answer);
        // Another lead's link brings its own result; this lead's keeps the offer taken here.
        const same = answer.id === state.applicationData.id;
        // Another lead's link (a shared device, or an application started here before the link)
        // brings that lead's answers alone: none this device held, saved or typed, stays for
        // that lead's pages to show or send. The loan and the visit's attribution stay.
        const held = same
          ? state.applicationData
          : (loanAndVisitOf(state.applicationData) as ApplicationData);
        if (!same) state.typedAnswers = [];
        state.applicationData = {
          ...held,
          ...answer.data,
          id: answer.id,
          leadStatus: answer.leadStatus,
          expiresAt: expiryFrom(at),
        };
        state.progressState = answer.applicationState;
        state.applicationResult = resultOf(
          answer.applicationState,
          same ? state.applicationResult : null,
        );
        state.visited = [];
        state.createKey = null;
        state.leadRefusedHere = false;
        state.errors = {};
        state.erroredFormPath = null;
        state.lastOperationTimestamp = at;
      },
      prepare: (answer: LeadUrlAnswer, at: number = Date.now()) => ({ payload: { answer, at } }),
    },
    /**
     * Another tab of this browser handed over its lead (features/lead/tab-handover.ts): its id,
     * secret, revision and answers become this tab's, where the applicant stands here unchanged.
     * This tab's trail starts afresh, as after a returning link: the pages answered in the other
     * tab are not on it, and Back walks the flow's order through them rather than skipping them.
     * The lead's answers are the lead's here too, though this tab started from them as kept on the
     * device (typed again, `stateCleared`): what is typed only here stays typed. Ignored once this
     * tab holds a lead or is making one.
     */
    leadHandedOver(state, action: PayloadAction<{ answer: LeadUrlAnswer; writeSecret: string }>) {
      if (state.applicationData.id || state.createKey) return;
      const { answer, writeSecret } = action.payload;
      takeLeadAccess(state, answer);
      state.writeSecret = writeSecret;
      state.visited = [];
      state.typedAnswers = withoutPaths(state.typedAnswers, answerPathsOf(answer.data));
      state.applicationData = {
        ...state.applicationData,
        ...answer.data,
        id: answer.id,
        leadStatus: answer.leadStatus,
      };
    },
    /** A save found the lead past its 24 hours; a new one is being made (`leadExpiredHere`). */
    leadExpired(state) {
      state.leadExpiredHere = true;
    },
    /** A save was refused as not this browser's to change (`leadRefusedHere`). */
    leadRefused(state) {
      state.leadRefusedHere = true;
    },
    /**
     * The server named fields at fault, grouped by the flow page holding each (the navigator
     * groups them); the earliest such page is the errored form path.
     */
    formErrorsReceived(
      state,
      action: PayloadAction<{ errors: PageErrors; erroredFormPath: string | null }>,
    ) {
      state.errors = action.payload.errors as Partial<Record<string, FieldError[]>>;
      state.erroredFormPath = action.payload.erroredFormPath;
    },
    applicationResultReceived(state, action: PayloadAction<ApplicationResult>) {
      state.applicationResult = action.payload;
    },
    /** The applicant took an offer: its id, its partner's name and its figures join the result. */
    offerTaken(state, action: PayloadAction<Offer>) {
      const status = StateNames.get(currentState(state.progressState)) ?? '';
      state.applicationResult = {
        ...state.applicationResult,
        application: state.applicationResult?.application ?? { status },
        offerId: action.payload.offerId,
        partner: { name: action.payload.partner },
        offer: action.payload,
      };
    },
    /**
     * An update was refused as stale (409 `stale_revision`): the lead as the server now holds it
     * replaces this browser's answers and revision, before the applicant's unsaved answers are put
     * back on top and sent again. Where the applicant stands in the flow does not change.
     */
    leadReloaded(state, action: PayloadAction<LeadUrlAnswer>) {
      const answer = action.payload;
      takeLeadAccess(state, answer);
      state.applicationData = {
        ...state.applicationData,
        ...answer.data,
        id: answer.id,
        leadStatus: answer.leadStatus,
      };
    },
    /** Clearing the result removes the lead id too, and with it the lead's secret and revision. */
    resultCleared(state) {
      state.applicationResult = null;
      delete state.applicationData.id;
      state.writeSecret = null;
      state.leadRevision = null;
      state.leadRefusedHere = false;
    },
    /**
     * A new application (issue 36): the form starts empty, the terms are asked again, and no lead
     * is held. What this visit chose and where it came from stay: the loan, the session, the
     * attribution (FRESH_START_KEPT). The answers kept on the device go with the rest.
     */
    applicationStartedAfresh(state) {
      const kept = loanAndVisitOf(state.applicationData) as ApplicationData;
      return { ...initialApplicationState(kept), uiColors: state.uiColors };
    },
    /** Clearing state resets progress, the result and the stale data (spec section 4). */
    stateCleared(state) {
      state.progressState = ApplicationState.NONE;
      state.applicationResult = null;
      state.routeChange = null;
      state.visited = [];
      state.errors = {};
      state.erroredFormPath = null;
      state.applicationData = clearForReuse(state.applicationData);
      state.writeSecret = null;
      state.leadRevision = null;
      // Kept for reuse, no lead's now: confirmed again page by page (start-application.ts).
      state.typedAnswers = withPaths(
        state.typedAnswers,
        answerPathsOf(answersOf(state.applicationData)),
      );
    },
    /** A page's error summary was shown for a Continue: which fields were at fault (lead paths). */
    fieldErrorsShown(state, action: PayloadAction<{ path: string; fields: string[] }>) {
      const count = (state.fieldErrorsShown?.count ?? 0) + 1;
      state.fieldErrorsShown = { ...action.payload, count };
    },
    customerConsentsReceived(state, action: PayloadAction<CustomerConsents>) {
      state.customerConsents = action.payload;
    },
    uiColorsChanged(state, action: PayloadAction<UiColors>) {
      state.uiColors = action.payload;
    },
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
    },
    saveFailedUnseen(state) {
      state.saveNotSent = true;
    },
    saveSending(state) {
      state.saveNotSent = false;
    },
    /**
     * A save made as its page moved on failed: told, unless a later save is on its way, which
     * carries its answers and tells its own failure (on the page that waits for it, beside the
     * notice, "they will be sent when you continue" would contradict it).
     */
    movedOnSaveFailed(state) {
      if (!state.isLoading) state.saveNotSent = true;
    },
  },
});

export const {
  answersTyped,
  leadExpired,
  applicationDataUpdated,
  applicationResultReceived,
  applicationStartedAfresh,
  createKeyRenewed,
  customerConsentsReceived,
  fieldErrorsShown,
  formErrorsReceived,
  leadCreateStarted,
  leadHandedOver,
  leadRefused,
  leadReloaded,
  leadRestored,
  leadSaved,
  loadingChanged,
  navigationRequested,
  offerTaken,
  pageVisited,
  resultCleared,
  routeChanged,
  saveFailedUnseen,
  saveSending,
  movedOnSaveFailed,
  stateCleared,
  uiColorsChanged,
} = applicationSlice.actions;
