import { describe, expect, test } from 'vitest';
import { parseStoredValue } from '../../lib/storage';
import {
  datesToIsoText,
  SessionSnapshotSchema,
  StoredApplicationDataSchema,
  StoredLoanApplicationSchema,
} from './stored-application-schema';

const STARTED = '2026-11-23T10:11:12.345Z';
const SESSION_ID = '0b7a6c1e-9d2f-4a3b-8c5d-112233445566';

/** What storage gives back: JSON read with ISO times revived as dates. */
const throughStorage = (value: unknown) => parseStoredValue(JSON.stringify(value));

describe('stored application schema', () => {
  test('turns dates anywhere back into ISO text', () => {
    expect(
      datesToIsoText({ a: new Date(STARTED), b: [new Date(STARTED)], c: 'x', d: 1, e: null }),
    ).toEqual({ a: STARTED, b: [STARTED], c: 'x', d: 1, e: null });
  });

  test('accepts date fields that storage revived as dates, and gives them as ISO text', () => {
    const stored = throughStorage({
      amount: 700,
      period: 70,
      sessionId: SESSION_ID,
      sessionStartedAt: STARTED,
      expiresAt: '2026-11-24T10:11:12.345Z',
      personalDetails: { dateOfBirth: '1990-05-01T00:00:00.000Z' },
      affiliateReferenceParams: { attribute: 'p', setAt: STARTED },
    });
    expect((stored as { sessionStartedAt: unknown }).sessionStartedAt).toBeInstanceOf(Date);
    const parsed = StoredApplicationDataSchema.safeParse(stored);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      amount: 700,
      period: 70,
      sessionId: SESSION_ID,
      sessionStartedAt: STARTED,
      expiresAt: '2026-11-24T10:11:12.345Z',
      personalDetails: { dateOfBirth: '1990-05-01T00:00:00.000Z' },
      affiliateReferenceParams: { attribute: 'p', setAt: STARTED },
    });
  });

  test('accepts date fields kept as text too', () => {
    expect(
      StoredApplicationDataSchema.safeParse({ sessionStartedAt: '2026-11-23T10:11:12Z' }).data,
    ).toEqual({ sessionStartedAt: '2026-11-23T10:11:12Z' });
  });

  test('refuses data that is not the lead contract', () => {
    expect(StoredApplicationDataSchema.safeParse({ amount: 'lots' }).success).toBe(false);
    expect(StoredApplicationDataSchema.safeParse({ personalDetails: { x: 1 } }).success).toBe(
      false,
    );
    expect(StoredApplicationDataSchema.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
    expect(StoredApplicationDataSchema.safeParse('<script>').success).toBe(false);
  });

  test('the stored loan application keeps only the fields of spec section 3', () => {
    const parsed = StoredLoanApplicationSchema.safeParse(
      throughStorage({
        applicationData: { amount: 700, sessionStartedAt: STARTED, tags: ['UI'] },
        leadStatus: 1,
        expiresAt: STARTED,
      }),
    );
    expect(parsed.data).toEqual({
      applicationData: { amount: 700, sessionStartedAt: STARTED },
      leadStatus: 1,
      expiresAt: STARTED,
    });
  });

  test('a session snapshot keeps its data when another part is damaged', () => {
    const parsed = SessionSnapshotSchema.safeParse(
      throughStorage({
        applicationData: { amount: 700, period: 70 },
        progressState: 99,
        routeChange: { method: 'push', redirectTo: 'javascript:alert(1)' },
        errors: 'nope',
        lastOperationTimestamp: 5,
        writeSecret: 'short',
        leadRevision: -3,
        earlierLeadId: 'not-a-lead-id',
        saveNotSent: 'yes',
      }),
    );
    expect(parsed.data).toEqual({
      applicationData: { amount: 700, period: 70 },
      progressState: 0,
      applicationResult: null,
      customerConsents: null,
      routeChange: null,
      visited: [],
      lastOperationTimestamp: 5,
      errors: {},
      erroredFormPath: null,
      createKey: null,
      writeSecret: null,
      typedAnswers: [],
      leadRevision: null,
      earlierLeadId: null,
      saveNotSent: false,
    });
  });
});
