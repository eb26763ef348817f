import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ApplicationState, type FieldError, type LeadAnswer } from '@lf/contract';
import { historyMethod, routeForState, type HistoryMethod } from '../flow';
import { mergeApplicationData, type ApplicationData } from './application-data';
import { erroredPage, errorsByPage, pageForPath, type PageErrors } from './form-errors';
import { clearForReuse, expiryFrom } from './stale-application';
import type { UiColors } from './ui-colors';

export type ProgressState = ApplicationState | ApplicationState[];

/** A move the router is asked to make: how (push or replace) and where to. */
export interface RouteChange {
  method: HistoryMethod;
  redirectTo: string;
}

/** What the server decided about the application (spec section 3). */
export interface ApplicationResult {
  application: { status: string };
  offerId?: string;
  partner?: { name: string };
}

export type CustomerConsents = Record<string, boolean>;

/** The session state of spec section 3. */
export interface ApplicationSliceState {
  progressState: ProgressState;
  applicationData: ApplicationData;
  applicationResult: ApplicationResult | null;
  customerConsents: CustomerConsents | null;
  routeChange: RouteChange | null;
  lastOperationTimestamp: number | null;
  /** Field errors (fieldName, message) per form page. */
  errors: PageErrors;
  /** The earliest page holding an errored field. */
  erroredFormPath: string | null;
  uiColors: UiColors;
  isLoading: boolean;
  /** Key of the lead create in flight, reused by every retry so only one lead is made. */
  createKey: string | null;
}

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
    lastOperationTimestamp: null,
    errors: {},
    erroredFormPath: null,
    uiColors: {},
    isLoading: false,
    createKey,
  };
}

function firstState(progress: ProgressState): ApplicationState {
  return Array.isArray(progress) ? (progress[0] ?? ApplicationState.NONE) : progress;
}

export const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState({ amount: 0, period: 0 }),
  reducers: {
    /**
     * Merges answers into the application data. With a data path (a step's data key, or a
     * dotted field path), the errors of the page holding that path are cleared.
     */
    applicationDataUpdated: {
      reducer(state, action: PayloadAction<{ data: Partial<ApplicationData>; path?: string }>) {
        state.applicationData = mergeApplicationData(state.applicationData, action.payload.data);
        const page = action.payload.path ? pageForPath(action.payload.path) : undefined;
        if (page && state.errors[page]) {
          state.errors = Object.fromEntries(
            Object.entries(state.errors).filter(([errored]) => errored !== page),
          );
          state.erroredFormPath = erroredPage(state.errors);
        }
      },
      prepare: (data: Partial<ApplicationData>, path?: string) => ({
        payload: path === undefined ? { data } : { data, path },
      }),
    },
    /** Pushing a state records the route change the router should make. */
    statePushed(state, action: PayloadAction<ProgressState>) {
      state.routeChange = {
        method: historyMethod(firstState(state.progressState)),
        redirectTo: routeForState(firstState(action.payload)).route,
      };
      state.progressState = action.payload;
    },
    /** The router made the change: it is cleared. */
    routeChanged(state) {
      state.routeChange = null;
    },
    leadCreateStarted(state, action: PayloadAction<string>) {
      state.createKey ??= action.payload;
    },
    /** A lead create or update succeeded: its id is stored and the expiry set from now. */
    leadSaved: {
      reducer(state, action: PayloadAction<{ answer: LeadAnswer; at: number }>) {
        const { answer, at } = action.payload;
        state.applicationData.id = answer.id;
        state.applicationData.leadStatus = answer.leadStatus;
        state.applicationData.expiresAt = expiryFrom(at);
        state.progressState = answer.applicationState;
        state.createKey = null;
        state.lastOperationTimestamp = at;
        state.errors = {};
        state.erroredFormPath = null;
      },
      prepare: (answer: LeadAnswer, at: number = Date.now()) => ({ payload: { answer, at } }),
    },
    /** The server named fields at fault: each page gets its own, the earliest is the errored one. */
    formErrorsReceived(state, action: PayloadAction<readonly FieldError[]>) {
      state.errors = errorsByPage(action.payload);
      state.erroredFormPath = erroredPage(state.errors);
    },
    applicationResultReceived(state, action: PayloadAction<ApplicationResult>) {
      state.applicationResult = action.payload;
    },
    /** Clearing the result removes the lead id too. */
    resultCleared(state) {
      state.applicationResult = null;
      delete state.applicationData.id;
    },
    /** Clearing state resets progress, the result and the stale data (spec section 4). */
    stateCleared(state) {
      state.progressState = ApplicationState.NONE;
      state.applicationResult = null;
      state.routeChange = null;
      state.errors = {};
      state.erroredFormPath = null;
      state.applicationData = clearForReuse(state.applicationData);
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
  },
});

export const {
  applicationDataUpdated,
  applicationResultReceived,
  customerConsentsReceived,
  formErrorsReceived,
  leadCreateStarted,
  leadSaved,
  loadingChanged,
  resultCleared,
  routeChanged,
  stateCleared,
  statePushed,
  uiColorsChanged,
} = applicationSlice.actions;
