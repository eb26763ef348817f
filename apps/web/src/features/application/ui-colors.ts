import * as z from 'zod/mini';
import { storage } from '../../lib/storage';

/**
 * Custom colours a partner hand-over may set: a name and a hex colour each (spec section 3). Made
 * when first used, not in the evaluation of the first page's code (decision 0034).
 */
export const UiColorsSchema = z.lazy(() =>
  z.record(
    z.string().check(z.regex(/^[A-Za-z][\w-]{0,63}$/)),
    z.string().check(z.regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i)),
  ),
);
export type UiColors = z.infer<typeof UiColorsSchema>;

/** The UI colours map kept in session storage (`uiColors`); anything else reads as no colours. */
export function readUiColors(): UiColors {
  const parsed = UiColorsSchema.safeParse(storage.get('session', 'uiColors'));
  return parsed.success ? parsed.data : {};
}

export function writeUiColors(colors: UiColors): void {
  storage.set('session', 'uiColors', colors);
}
