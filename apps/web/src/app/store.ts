import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  createApplicationPersistence,
  applicationSlice,
  initialApplicationState,
  persistApplication,
  type ApplicationData,
  type ApplicationSliceState,
  type ThunkDependencies,
} from '../features/application';
import { chromeSlice } from '../features/chrome';
import type { ApiClient } from '../lib/api-client';
import { GOOGLE_RECAPTCHA_SCRIPT_URL } from './runtime-config';

/** Made with the store, not on import: the first page evaluates this module (decision 0034). */
const makeRootReducer = () =>
  combineReducers({
    application: applicationSlice.reducer,
    chrome: chromeSlice.reducer,
  });
export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

export type StoreDependencies = {
  api: ApiClient;
  retryDelaysMs?: readonly number[];
  /** The deployment's reCAPTCHA script (config.json); Google's when not given. */
  recaptchaScriptUrl?: string;
  /** The lead API's base URL (config.json), for file uploads. */
  apiBaseUrl?: string;
  /** The query string the page was opened with (for attribution, read after the first page). */
  landingSearch?: string;
  /** The path the page was opened at (a returning link keeps the lead it restores). */
  landingPath?: string;
  /** The brand, for the thunks that run after the first page (attribution). */
  brand?: ThunkDependencies['brand'];
  /** The brand's tracking configuration, loaded lazily (its static affiliate reference). */
  loadTrackingConfig?: ThunkDependencies['loadTrackingConfig'];
  /** The brand's `keepAnswersOnDevice`: false keeps the answers in session storage only. */
  keepAnswersOnDevice?: boolean;
} & (
  | { initialState: ApplicationSliceState; initialData?: never }
  | { initialData: ApplicationData; initialState?: never }
);

/**
 * The one store. A page load passes the state `startApplication` restored; tests may pass only
 * the application data. Every change to the session state is persisted by one middleware, and
 * the starting state is written at once so a reload before any action finds it.
 */
export function createAppStore({
  api,
  retryDelaysMs,
  recaptchaScriptUrl = GOOGLE_RECAPTCHA_SCRIPT_URL,
  apiBaseUrl,
  landingSearch,
  landingPath,
  brand,
  loadTrackingConfig,
  keepAnswersOnDevice = true,
  initialState,
  initialData,
}: StoreDependencies) {
  const application = initialState ?? initialApplicationState(initialData);
  const store = configureStore({
    reducer: makeRootReducer(),
    preloadedState: { application, chrome: chromeSlice.getInitialState() },
    middleware: (getDefault) =>
      getDefault({
        thunk: {
          extraArgument: {
            api,
            retryDelaysMs,
            recaptchaScriptUrl,
            apiBaseUrl,
            landingSearch,
            landingPath,
            brand,
            loadTrackingConfig,
          },
        },
      }).concat(createApplicationPersistence({ onDevice: keepAnswersOnDevice })),
  });
  persistApplication(application, keepAnswersOnDevice);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
