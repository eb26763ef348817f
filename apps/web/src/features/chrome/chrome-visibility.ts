export type ChromeVisibility = 'visible' | 'invisible' | 'hidden';

/**
 * Spec section 2: header and footer are hidden inside a frame, and invisible (opacity 0, still
 * taking their space) while a UI override is set or when the path contains "continue".
 */
export function chromeVisibility({
  embedded,
  uiOverride,
  pathname,
}: {
  embedded: boolean;
  uiOverride: boolean;
  pathname: string;
}): ChromeVisibility {
  if (embedded) return 'hidden';
  if (uiOverride || pathname.includes('continue')) return 'invisible';
  return 'visible';
}
