import { DynamicFormSchema, LeadDataPatchSchema } from '@lf/contract';
import * as z from 'zod/mini';
import { datesToIsoText } from '../application';
import { isPlainObject } from '../../lib/is-plain-object';
import { storage } from '../../lib/storage';
import type { LeadRequestData } from './lead-client';

/**
 * A create as it went out, under its idempotency key, in the spec's `leadApplication` (session
 * storage, decision 0043's addendum): until it is answered, whatever this tab does meanwhile (a
 * reload, answers changed before Try again). The lead API answers a create sent again under its
 * key only when it carries the same answers: one carrying others is refused, and a second lead
 * was made under a new key (the first had reached the server, its answer lost). So a create whose
 * answer is unknown is sent again as it went, and the answers changed since follow as an update
 * of the lead it names.
 */
const makeSchema = () =>
  z.object({
    key: z.string(),
    // Storage gives ISO times back as Dates: the request had them as text.
    request: z.pipe(
      z.transform(datesToIsoText),
      z.extend(LeadDataPatchSchema, { dynamicForm: z.optional(DynamicFormSchema) }),
    ),
  });
let schema: ReturnType<typeof makeSchema> | undefined;
const keptSchema = () => (schema ??= makeSchema());

/** Kept before the create is sent: the device data, measured at each try, is no part of it. */
export function keepCreate(key: string, request: LeadRequestData): void {
  storage.set('session', 'leadApplication', { key, request });
}

/** The create kept under `key`, if this tab sent one that has not been answered. */
export function createInFlight(key: string | null): LeadRequestData | null {
  const kept = key === null ? null : storage.get('session', 'leadApplication');
  const parsed = kept === null ? null : keptSchema().safeParse(kept);
  return parsed?.success && parsed.data.key === key ? parsed.data.request : null;
}

/** The create was answered (or refused for its answers): nothing is in flight any more. */
export function createAnswered(): void {
  storage.remove('session', 'leadApplication');
}

/** JSON with every object's keys in order, the captcha's token left out (obtained at each try). */
const answersOf = (request: LeadRequestData) =>
  JSON.stringify({ ...request, googleCaptchaToken: 0 }, (_key, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.entries(value).sort()) : value,
  );

/** Whether two creates carry the same answers, whatever the order of their keys. */
export const sameAnswers = (a: LeadRequestData, b: LeadRequestData): boolean =>
  answersOf(a) === answersOf(b);
