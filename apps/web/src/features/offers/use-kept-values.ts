import { useLayoutEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { keepDraft, keptDraftOf } from '../../lib/kept-drafts';
import { useApplicationSelector } from '../application';

const useLeadId = () => useApplicationSelector((state) => state.application.applicationData.id);

/**
 * What is typed or chosen in an offer's form is kept for this tab (lib/kept-drafts.ts, by `page`
 * and lead): a reload does not put back the offer's own figures in place of the applicant's (who
 * might then take a loan they did not choose). `page` names the offer where the values belong to
 * one (`provident-offer/{offerId}`). These are the values kept, read once, for the form's
 * defaults; `useKeepValues` keeps them.
 */
export function useKeptValues<T>(page: string, schema: z.core.$ZodType<T>): T | null {
  const leadId = useLeadId();
  const [kept] = useState(() => {
    const draft = z.safeParse(schema, keptDraftOf(page, leadId));
    return draft.success ? draft.data : null;
  });
  return kept;
}

/** Keeps the form's values for `page` as they change, from the moment the page is drawn. */
export function useKeepValues<T extends FieldValues>(form: UseFormReturn<T>, page: string): void {
  const leadId = useLeadId();
  const { subscribe } = form;
  useLayoutEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (leadId) keepDraft(page, leadId, values);
        },
      }),
    [subscribe, page, leadId],
  );
}
