export type ChromeVisibility = 'visible' | 'invisible' | 'hidden';

/**
 * Spec section 2: header and footer are hidden inside a frame, and invisible (opacity 0, still
 * taking their space) while a UI override is set or when the path contains "continue": while a
 * returning link is on its way to the lead. A link's page that settled on an outcome of its own
 * (`linkSettled`: expired, unknown, no credential here) shows them, as any page of the brand.
 */
export function chromeVisibility({
  embedded,
  uiOverride,
  pathname,
  linkSettled = false,
}: {
  embedded: boolean;
  uiOverride: boolean;
  pathname: string;
  linkSettled?: boolean;
}): ChromeVisibility {
  if (embedded) return 'hidden';
  if (uiOverride || (pathname.includes('continue') && !linkSettled)) return 'invisible';
  return 'visible';
}
