import { useLayoutEffect, type RefObject } from 'react';

/**
 * Moves focus to `ref` when `when` becomes true (an outcome, an alert): in a layout effect, so
 * focus lands in the same frame the element appears and a screen reader reads it out at once,
 * whatever the renderer's timing for ordinary effects.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, when: boolean) {
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [ref, when]);
}
