import { DynamicFormSchema, LeadDataPatchSchema } from '@lf/contract';
import * as z from 'zod/mini';
import { storage } from '../../lib/storage';
import type { LeadRequestData } from './lead-client';

/**
 * A lead create this tab sent and got no sure answer to (none, a server error): it may have made
 * the lead. Kept in session storage (`unansweredCreate`, decision 0027), so that a reload keeps
 * it too: the next create under its key, with other answers, sends it again as it was first.
 */
export interface UnansweredCreate {
  key: string;
  body: LeadRequestData;
  /** The body as the server compares it when its key comes again (`fingerprintOf`). */
  answers: string;
}

let schema: z.ZodMiniType<UnansweredCreate> | undefined;
const unansweredCreateSchema = () =>
  (schema ??= z.object({
    key: z.string().check(z.minLength(1)),
    body: z.extend(LeadDataPatchSchema, { dynamicForm: z.optional(DynamicFormSchema) }),
    answers: z.string(),
  }));

export function readUnansweredCreate(): UnansweredCreate | null {
  const stored = storage.get('session', 'unansweredCreate');
  if (stored === null) return null;
  // Storage gives dates back as Date objects; the body was sent with their ISO text.
  const parsed = unansweredCreateSchema().safeParse(JSON.parse(JSON.stringify(stored)));
  return parsed.success ? parsed.data : null;
}

export function keepUnansweredCreate(create: UnansweredCreate): void {
  storage.set('session', 'unansweredCreate', create);
}

export function forgetUnansweredCreate(): void {
  storage.remove('session', 'unansweredCreate');
}
