import type { LeadPath } from '@lf/contract';
import type { FlowStep } from './flow-config';
import type { FieldDefinition } from './step-catalogue';
import { answerAt } from './step-answers';

/**
 * What the lead API said a lead lacks (`POST /v3/test/datapoints`, issue 38 item 5), with the
 * lead as this browser held it when it asked (its answers and revision): a data point counts as
 * lacking only while the lead is as the server judged it. Once the applicant changes that answer,
 * or any save is answered (a new revision), the page's own check decides again, so an answer
 * saved since never keeps the applicant on its page.
 */
export interface LackingDataPoints {
  missing: ReadonlySet<string>;
  askedWith: unknown;
  askedAtRevision: number | null;
}

/** The lead as this browser holds it: its answers and the revision it last read. */
export interface HeldLead {
  applicationData: unknown;
  leadRevision: number | null;
}

/**
 * Every data point the flow's pages require, once each, in the flow's order; not one asked only
 * on another answer (`when`), which the lead may rightly lack.
 */
export function requiredDataPoints(
  steps: readonly FlowStep[],
  fieldsOf: (step: FlowStep) => readonly FieldDefinition[],
): LeadPath[] {
  const paths = steps.flatMap((step) =>
    fieldsOf(step).flatMap((field) => (field.required && !field.when ? [field.path] : [])),
  );
  return [...new Set(paths)];
}

/** Whether a page's fields hold a data point the server said the lead lacks, still unchanged. */
export function lacksDataPoint(
  lacking: LackingDataPoints | null,
  fields: readonly FieldDefinition[],
  { applicationData: data, leadRevision }: HeldLead,
): boolean {
  if (!lacking || leadRevision !== lacking.askedAtRevision) return false;
  return fields.some(
    (field) =>
      field.required &&
      lacking.missing.has(field.path) &&
      answerAt(data, field.path) === answerAt(lacking.askedWith, field.path),
  );
}
