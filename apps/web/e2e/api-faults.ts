import type { FieldErrorCode } from '@lf/contract';
import type { APIResponse, Route } from '@playwright/test';

/**
 * The ways the lead API can fail a call, as the fault matrices give them (fault-matrix.spec.ts
 * for the create and the update, after-offer-fault-matrix.spec.ts for every later call).
 */
export type Fault = (route: Route) => Promise<void>;

/** An error body as the lead API writes one (contract `ApiErrorBody`). */
export const errorBody = (code: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ error: { code, message: 'refused', ...extra } });

/** A 500 with the API's error body. */
export const serverError: Fault = (route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: errorBody('internal_error'),
  });

/** Faults that last until the test lifts them: the page says so, and Try again goes on. */
export const lastingFaults: { name: string; fault: Fault }[] = [
  { name: '500', fault: serverError },
  { name: '503 without a body', fault: (route) => route.fulfill({ status: 503, body: '' }) },
  { name: 'connection refused', fault: (route) => route.abort('connectionrefused') },
  {
    name: 'malformed JSON',
    fault: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "' }),
  },
];

/** A 429 asking to wait `seconds` (readable by the page: the API exposes the header). */
export const rateLimited =
  (seconds: number): Fault =>
  (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': String(seconds), 'access-control-expose-headers': 'retry-after' },
      contentType: 'application/json',
      body: errorBody('rate_limited'),
    });

/** Faults that pass: given once, the call's next try goes through. */
export const passingFaults: {
  name: string;
  fault: Fault;
  /** The server refused the call without acting on it (sent again even by a "sent once" call). */
  refusedUnprocessed?: true;
  /** Never answered: the client's own time limit (15 s) ends the wait. */
  hang?: true;
}[] = [
  { name: '429 with Retry-After: 1', fault: rateLimited(1), refusedUnprocessed: true },
  { name: 'a 500 once', fault: serverError },
  { name: 'a hang', fault: async () => undefined, hang: true },
];

/** A 422 refusing one field, as the lead API names it. */
export const fieldRefused =
  (fieldName: string, code: FieldErrorCode = 'invalid_format'): Fault =>
  (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: errorBody('invalid_body', {
        field: fieldName,
        fieldErrors: [{ fieldName, message: 'Refused', code }],
      }),
    });

/**
 * The lead moved on elsewhere just before (another tab gave the same answer): the call really
 * reaches the server, which moves the lead, but the page is answered 409 `wrong_state`, as the
 * second of two tabs would be.
 */
export const movedElsewhere: Fault = async (route) => {
  await fetchThrough(route);
  await route.fulfill({
    status: 409,
    contentType: 'application/json',
    body: errorBody('wrong_state'),
  });
};

/** A connection the server closed as the call went out on it. */
const DROPPED_CONNECTION = /ECONNRESET|socket hang up/;

/**
 * Sends a call from Playwright's side again when it went out on a kept-alive connection the API
 * was closing (it closes one idle for five seconds), as a browser does. Such a call never reached
 * the API; the front end's writes carry an idempotency key besides.
 */
export async function againIfDropped<T>(send: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= tries || !DROPPED_CONNECTION.test(String(error))) throw error;
    }
  }
}

/** Lets a call through from Playwright's side, sent again if its connection was being closed. */
export const fetchThrough = (route: Route): Promise<APIResponse> =>
  againIfDropped(() => route.fetch());
