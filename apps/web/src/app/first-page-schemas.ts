/**
 * The schema library and the contract modules the first page's code makes schemas in on import,
 * in a chunk of their own (vite.config.ts) that the entry evaluates in a task between React's and
 * the app's (src/main.tsx): evaluated with the app, they were half of its one task (decision 0034).
 */
export { LeadDataSchema } from '@lf/contract';
