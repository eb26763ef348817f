import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  applicationSlice,
  initialApplicationState,
  writeStoredApplication,
  type ApplicationData,
} from '../features/application';
import type { ApiClient } from '../lib/api-client';

const rootReducer = combineReducers({ application: applicationSlice.reducer });
export type RootState = ReturnType<typeof rootReducer>;

export interface StoreDependencies {
  api: ApiClient;
  initialData: ApplicationData;
}

export function createAppStore({ api, initialData }: StoreDependencies) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { application: initialApplicationState(initialData) },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }),
  });
  let lastSaved = store.getState().application.applicationData;
  store.subscribe(() => {
    const { applicationData } = store.getState().application;
    if (applicationData !== lastSaved) {
      lastSaved = applicationData;
      writeStoredApplication(applicationData);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
