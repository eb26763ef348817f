import type { Theme } from '../config/brand-config-schema';
import type { ApplicationRootState, UiColors } from '../features/application';

interface ColourStore {
  getState: () => ApplicationRootState;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The session's UI colours map (spec section 3, `uiColors`) drawn over the brand's colours, now
 * and at each change; its code loads only once a map is set. Settles once the first is applied.
 */
export function followUiColors(store: ColourStore, theme: Theme): Promise<void> {
  let shown: UiColors = {};
  let applying: Promise<void> = Promise.resolve();
  const follow = () => {
    const colors = store.getState().application.uiColors;
    if (colors === shown || (Object.keys(colors).length === 0 && Object.keys(shown).length === 0)) {
      return;
    }
    shown = colors;
    applying = import('./ui-colors-over-brand').then(
      ({ applyUiColors }) => applyUiColors(theme, colors),
      () => undefined,
    );
  };
  follow();
  store.subscribe(follow);
  return applying;
}
