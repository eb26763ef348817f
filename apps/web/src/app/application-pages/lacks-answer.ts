import type { ApplicationRootState } from '../../features/application';
import type { FieldDefinition } from '../../features/flow';

/** Whether the lead API said a page's fields lack an answer the lead holds no other of. */
export type LacksAnswer = (
  fields: readonly FieldDefinition[],
  held: ApplicationRootState['application'],
) => boolean;
