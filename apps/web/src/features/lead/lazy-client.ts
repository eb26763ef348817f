import { sharedImport } from '../../lib/retrying-import';

/**
 * The lead client's chunk (`lazy.ts`), kept off the first page: one load shared by the idle-time
 * prefetch and the first page's Continue, which then sends its save in its own task rather than
 * a frame later, after awaiting a module already there.
 */
export const leadClientChunk = sharedImport(() => import('./lazy'));
