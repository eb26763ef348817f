export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** One line per problem, "path: message", so a bad configuration lists all of them at once. */
export function formatSchemaIssues(issues: readonly SchemaIssue[]): string {
  return issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
