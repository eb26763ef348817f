import type { Middleware } from '@reduxjs/toolkit';
import type { ApplicationRootState } from './application-hooks';
import type { ApplicationSliceState } from './application-slice';
import { writeSessionSnapshot, writeStoredLoanApplication } from './persisted-application';
import { writeUiColors } from './ui-colors';

const SNAPSHOT_FIELDS = [
  'applicationData',
  'progressState',
  'applicationResult',
  'customerConsents',
  'routeChange',
  'lastOperationTimestamp',
  'errors',
  'erroredFormPath',
  'createKey',
] as const satisfies readonly (keyof ApplicationSliceState)[];

function snapshotChanged(before: ApplicationSliceState, after: ApplicationSliceState): boolean {
  return SNAPSHOT_FIELDS.some((field) => before[field] !== after[field]);
}

/** Writes the whole application state, as a page load does before any action. */
export function persistApplication(state: ApplicationSliceState): void {
  writeSessionSnapshot(state);
  writeStoredLoanApplication(state.applicationData);
}

/**
 * Persistence (spec section 4): after every action that changes the session state, it goes to
 * session storage (`state`); when the application data changed, the stored loan application goes
 * to local storage too (`storedLoanApplication`). The loading flag alone is never written.
 */
export const applicationPersistence: Middleware<object, ApplicationRootState> = (store) => {
  let saved = store.getState().application;
  return (next) => (action) => {
    const result = next(action);
    const current = store.getState().application;
    if (current !== saved) {
      if (snapshotChanged(saved, current)) writeSessionSnapshot(current);
      if (current.applicationData !== saved.applicationData) {
        writeStoredLoanApplication(current.applicationData);
      }
      if (current.uiColors !== saved.uiColors) writeUiColors(current.uiColors);
      saved = current;
    }
    return result;
  };
};
