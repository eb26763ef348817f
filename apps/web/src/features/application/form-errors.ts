import type { FieldError } from '@lf/contract';

/**
 * Field errors per form page, keyed by the page's path (its route). The flow's navigator groups
 * the server's field errors by the page that holds each field (features/flow).
 */
export type PageErrors = Partial<Record<string, FieldError[]>>;
