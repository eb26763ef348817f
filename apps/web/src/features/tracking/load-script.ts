/** How long a vendor's script may take before it counts as failed (blocked or hanging). */
export const SCRIPT_TIMEOUT_MS = 10_000;

/**
 * Appends an async script; resolves true once it has run, false when it failed, was blocked by
 * the browser or an extension, or took longer than the timeout. Never rejects.
 */
export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    const timer = setTimeout(() => resolve(false), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve(true);
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    document.head.append(script);
  });
}
