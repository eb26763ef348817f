/** Spec section 2 and 9: debounce 100 ms, send only when the height moved more than 10 px. */
export const FORM_HEIGHT_DEBOUNCE_MS = 100;
export const FORM_HEIGHT_THRESHOLD_PX = 10;

export interface FormHeightMessage {
  type: 'FORM_HEIGHT';
  height: number;
}

export interface HeightReporter {
  observe(height: number): void;
  dispose(): void;
}

/** Reports the page's height to the framing parent, debounced and only on real changes. */
export function createHeightReporter(
  send: (message: FormHeightMessage) => void,
  { debounceMs = FORM_HEIGHT_DEBOUNCE_MS, thresholdPx = FORM_HEIGHT_THRESHOLD_PX } = {},
): HeightReporter {
  let lastSent: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    observe(height) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const rounded = Math.ceil(height);
        if (lastSent !== null && Math.abs(rounded - lastSent) <= thresholdPx) return;
        lastSent = rounded;
        send({ type: 'FORM_HEIGHT', height: rounded });
      }, debounceMs);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

/**
 * The parent origin to post to: only one the brand allows or the form's own (a page of the same
 * site, which the framing policy's 'self' always lets frame it), never "*".
 */
export function allowedTargetOrigin(
  parent: string | null,
  allowed: readonly string[],
  own?: string,
): string | null {
  return parent !== null && (parent === own || allowed.includes(parent)) ? parent : null;
}
