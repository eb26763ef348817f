import type { Middleware } from '@reduxjs/toolkit';
import type { ApplicationRootState } from './application-hooks';
import {
  answersTyped,
  applicationDataUpdated,
  createKeyRenewed,
  leadCreateStarted,
  type ApplicationSliceState,
} from './application-slice';
import { afterNextPaint } from '../../lib/after-next-paint';
import { keepDraftsOnlyOf } from '../../lib/kept-drafts';
import { storage } from '../../lib/storage';
import { isFinalState } from '../flow';
import { writeSessionSnapshot, writeStoredLoanApplication } from './persisted-application';
import { writeUiColors } from './ui-colors';

const SNAPSHOT_FIELDS = [
  'applicationData',
  'progressState',
  'applicationResult',
  'customerConsents',
  'routeChange',
  'visited',
  'lastOperationTimestamp',
  'errors',
  'erroredFormPath',
  'createKey',
  'writeSecret',
  'leadRevision',
  'typedAnswers',
  'earlierLeadId',
  'saveNotSent',
] as const satisfies readonly (keyof ApplicationSliceState)[];

function snapshotChanged(before: ApplicationSliceState, after: ApplicationSliceState): boolean {
  return SNAPSHOT_FIELDS.some((field) => before[field] !== after[field]);
}

/**
 * The stored loan application (local storage) is kept while the application can go on; at a final
 * result it is removed, so the applicant's answers do not outlive the application on the device.
 * A brand that keeps no answers on the device (`keepAnswersOnDevice: false`) never writes it.
 */
const isFinal = ({ progressState }: ApplicationSliceState) =>
  !Array.isArray(progressState) && isFinalState(progressState);

function keepOnDevice(state: ApplicationSliceState, onDevice: boolean): void {
  if (!onDevice || isFinal(state)) {
    storage.remove('local', 'storedLoanApplication');
  } else {
    writeStoredLoanApplication(state.applicationData, state.typedAnswers, state.earlierLeadId);
  }
}

/** The pages' drafts (session storage) are kept for the lead held only, until its result. */
const keepDraftsOfLeadHeld = (state: ApplicationSliceState) =>
  keepDraftsOnlyOf(isFinal(state) ? undefined : state.applicationData.id);

/** Writes the whole application state, as a page load does before any action. */
export function persistApplication(state: ApplicationSliceState, onDevice = true): void {
  writeSessionSnapshot(state);
  keepOnDevice(state, onDevice);
  keepDraftsOfLeadHeld(state);
}

/** Answers typed in quick succession are written once the typing pauses this long. */
export const TYPING_WRITE_DELAY_MS = 300;

export interface PersistenceOptions {
  delayMs?: number;
  /** Where a pending write is flushed when the page is hidden or left (the browser's window). */
  target?: Pick<Window, 'addEventListener'> | null;
  /** The brand's `keepAnswersOnDevice`: false keeps the answers in session storage only. */
  onDevice?: boolean;
  /** When a change other than typing is written: once the next frame is drawn. */
  schedule?: (write: () => void) => void;
}

/**
 * Persistence (spec section 4): the session state goes to session storage (`state`); when the
 * application data changed, the stored loan application goes to local storage too
 * (`storedLoanApplication`), removed at a final result. Typing (data updates) is written once it
 * pauses, not on every keystroke; a create about to be sent (its key and write secret) at once;
 * anything else (a saved lead, a move) is written once the page it leads to is drawn, all of a
 * move's changes in one write, and never while a save is on its way: a write in the frame after
 * the busy Continue held the save's answer (7 ms of a classic move at 4x CPU, decision 0034); a
 * pending write is flushed when the page is hidden or left, so a reload loses nothing. The loading
 * flag alone is never written.
 */
export function createApplicationPersistence({
  delayMs = TYPING_WRITE_DELAY_MS,
  target = typeof window === 'undefined' ? null : window,
  onDevice = true,
  schedule = afterNextPaint,
}: PersistenceOptions = {}): Middleware<object, ApplicationRootState> {
  return (store) => {
    let saved = store.getState().application;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scheduled = false;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      scheduled = false;
      const current = store.getState().application;
      if (current === saved) return;
      if (snapshotChanged(saved, current)) writeSessionSnapshot(current);
      if (
        current.applicationData !== saved.applicationData ||
        current.progressState !== saved.progressState
      ) {
        keepOnDevice(current, onDevice);
      }
      // Read only when the lead held or its state changed, not at each pause in typing.
      if (
        current.applicationData.id !== saved.applicationData.id ||
        current.progressState !== saved.progressState
      ) {
        keepDraftsOfLeadHeld(current);
      }
      if (current.uiColors !== saved.uiColors) writeUiColors(current.uiColors);
      saved = current;
    };
    // A write scheduled before a save went out (the answers kept and the notice cleared come
    // before the loading flag) waits for that save's answer: the flag's end schedules it again.
    const flushUnlessSaving = () => {
      scheduled = false;
      if (!store.getState().application.isLoading) flush();
    };
    target?.addEventListener('pagehide', flush);
    target?.addEventListener('visibilitychange', flush);
    return (next) => (action) => {
      const result = next(action);
      if (store.getState().application === saved) return result;
      if (leadCreateStarted.match(action) || createKeyRenewed.match(action)) {
        // The create goes out next: its key and secret are kept first, so a reload or a closed
        // tab before any frame is drawn still retries that create, under its secret.
        flush();
      } else if (applicationDataUpdated.match(action) || answersTyped.match(action)) {
        timer ??= setTimeout(flush, delayMs);
      } else if (!scheduled && !store.getState().application.isLoading) {
        scheduled = true;
        schedule(flushUnlessSaving);
      }
      return result;
    };
  };
}
