import { logger } from '../../lib/logger';
import { storage } from '../../lib/storage';
import type { ApplicationData } from './application-data';
import type { ApplicationSliceState } from './application-slice';
import { hasPassed, isStale, stripStaleFields } from './stale-application';
import { isPlainObject } from '../../lib/is-plain-object';
import {
  SessionSnapshotSchema,
  StoredLoanApplicationFields,
  StoredLoanApplicationSchema,
  type SessionSnapshot,
  type StoredApplicationData,
  type StoredLoanApplication,
} from './stored-application-schema';

/** The parts of the session state that a reload must find again (`state`, session storage). */
export function sessionSnapshot(
  state: ApplicationSliceState,
): Omit<SessionSnapshot, 'applicationResult' | 'customerConsents'> &
  Partial<Pick<SessionSnapshot, 'applicationResult' | 'customerConsents'>> {
  return {
    applicationData: state.applicationData,
    progressState: state.progressState,
    // Kept only once set: nothing in this release sets them (see ApplicationSliceState).
    ...(state.applicationResult ? { applicationResult: state.applicationResult } : {}),
    ...(state.customerConsents ? { customerConsents: state.customerConsents } : {}),
    routeChange: state.routeChange,
    visited: state.visited,
    lastOperationTimestamp: state.lastOperationTimestamp,
    errors: state.errors,
    erroredFormPath: state.erroredFormPath,
    createKey: state.createKey,
    writeSecret: state.writeSecret,
    leadRevision: state.leadRevision,
    typedAnswers: state.typedAnswers,
    earlierLeadId: state.earlierLeadId,
    // Answers a failed save left unsent stay told after a reload, until a save is answered.
    saveNotSent: state.saveNotSent,
  };
}

/** The stored loan application of spec section 3 (`storedLoanApplication`, local storage). */
export function storedLoanApplication(
  data: ApplicationData,
  typedAnswers: readonly string[] = [],
  earlierLeadId: string | null = null,
): StoredLoanApplication {
  const applicationData: Record<string, unknown> = {};
  for (const field of StoredLoanApplicationFields) {
    if (data[field] !== undefined) applicationData[field] = data[field];
  }
  return {
    applicationData: applicationData as StoredLoanApplication['applicationData'],
    ...(data.leadStatus !== undefined ? { leadStatus: data.leadStatus } : {}),
    ...(data.expiresAt !== undefined ? { expiresAt: data.expiresAt } : {}),
    // What was only typed stays so in a tab opened later (a phone that closed this one).
    ...(typedAnswers.length > 0 ? { typedAnswers: [...typedAnswers] } : {}),
    // The lead a closed tab was applying with stays offered in any tab, until one makes its own.
    ...(earlierLeadId && data.id === undefined ? { earlierLeadId } : {}),
  };
}

export function writeSessionSnapshot(state: ApplicationSliceState): void {
  storage.set('session', 'state', sessionSnapshot(state));
}

export function writeStoredLoanApplication(
  data: ApplicationData,
  typedAnswers: readonly string[] = [],
  earlierLeadId: string | null = null,
): void {
  storage.set(
    'local',
    'storedLoanApplication',
    storedLoanApplication(data, typedAnswers, earlierLeadId),
  );
}

// Nothing stored is no snapshot, without a check: a first visit's start makes none of the
// schemas (they are made when first used, as a check of what is stored needs them).
export function readSessionSnapshot(): SessionSnapshot | null {
  const stored = storage.get('session', 'state');
  if (stored === null) return null;
  const parsed = SessionSnapshotSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function readStoredCopy(): StoredLoanApplication | null {
  const stored = storage.get('local', 'storedLoanApplication');
  if (stored === null) return null;
  const parsed = StoredLoanApplicationSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function asApplicationData({
  applicationData,
  leadStatus,
  expiresAt,
}: StoredLoanApplication): StoredApplicationData {
  return {
    ...applicationData,
    ...(leadStatus !== undefined ? { leadStatus } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
  };
}

/** `own`, with what it lacks (undefined, at any depth of plain objects) taken from `other`. */
function withGapsFilled(own: unknown, other: unknown): unknown {
  if (own === undefined) return other;
  if (!isPlainObject(own) || !isPlainObject(other)) return own;
  const filled: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(other)) filled[key] = withGapsFilled(own[key], value);
  return filled;
}

/** The stored loan application as application data, with its lead status and expiry. */
export function readStoredLoanApplication(): StoredApplicationData | null {
  const copy = readStoredCopy();
  return copy ? asApplicationData(copy) : null;
}

export interface RestoredApplication {
  /** Where the data came from: this tab (a reload, Back, Forward) or the device (a new tab). */
  source: 'session' | 'local';
  applicationData: StoredApplicationData;
  /** This tab's session state besides the data; none when the data came from local storage. */
  snapshot: Omit<
    SessionSnapshot,
    'applicationData'
  > | null; /** The answers only typed so far (`typed-answers.ts`), from either copy. */
  typedAnswers: string[];
  /** The lead a closed tab was applying with, from either copy, unless it is past its expiry. */
  earlierLeadId: string | null;
}

/**
 * What a page load finds: this tab's session state first, else the stored loan application
 * (unless the brand keeps no answers on the device: then a copy an earlier visit left is removed
 * unread; so is a copy past its expiry). Stale data (expired, or a lead status missing or not
 * positive) is stripped of stale fields.
 */
export function restoreApplication(
  now: number = Date.now(),
  fromDevice = true,
): RestoredApplication | null {
  try {
    const session = readSessionSnapshot();
    if (session) {
      const { applicationData, ...snapshot } = session;
      // Another tab of the same lead may have answered what this one never saw: the device's
      // copy fills those gaps, never this tab's own answers (a cleared one among them).
      const copy = fromDevice && applicationData.id !== undefined ? readStoredCopy() : null;
      const sameLead = copy !== null && copy.applicationData.id === applicationData.id;
      return {
        source: 'session',
        applicationData: stripStaleFields(
          sameLead
            ? (withGapsFilled(applicationData, copy.applicationData) as typeof applicationData)
            : applicationData,
          now,
        ),
        snapshot,
        typedAnswers: snapshot.typedAnswers,
        earlierLeadId: snapshot.earlierLeadId,
      };
    }
    if (!fromDevice) {
      storage.remove('local', 'storedLoanApplication');
      return null;
    }
    const copy = readStoredCopy();
    // Personal data does not outlive its application on the device (issue 14): a copy past its
    // expiry is removed, where this tab's own copy is only stripped of stale fields (spec 4). A
    // copy with no expiry yet (no lead) holds the amount and term only, and is kept.
    if (copy?.expiresAt !== undefined && hasPassed(copy.expiresAt, now)) {
      storage.remove('local', 'storedLoanApplication');
      return null;
    }
    return copy
      ? {
          source: 'local',
          applicationData: stripStaleFields(asApplicationData(copy), now),
          snapshot: null,
          typedAnswers: copy.typedAnswers ?? [],
          earlierLeadId: isStale(copy, now) ? null : (copy.earlierLeadId ?? null),
        }
      : null;
  } catch (error) {
    logger.error('An error occurred during validation and removal of expired data.', error);
    return null;
  }
}
