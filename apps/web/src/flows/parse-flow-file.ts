import { FlowConfigShapeSchema, type FlowFileReference } from '../config/flow-shape-schema';
import { ConfigError } from '../config/config-error';
import type { FlowConfig } from '../features/flow';
import { formatSchemaIssues } from '../lib/format-schema-issues';

/** A flow file's data, parsed at the edge; with the brand's own starting page if it sets one. */
export function parseFlowFile(data: unknown, reference: FlowFileReference): FlowConfig {
  const parsed = FlowConfigShapeSchema.safeParse(data);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid flow file "${reference.file}": ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  return reference.start ? { ...parsed.data, start: reference.start } : parsed.data;
}
