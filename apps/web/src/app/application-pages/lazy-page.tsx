import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts, type TextNamespace } from '../../features/i18n/load-texts';
import { preloadableLazy, type PreloadableLazy } from '../../lib/preloadable-lazy';
import { retryingImport } from '../../lib/retrying-import';

/**
 * A page from a lazily loaded feature entry (`index` or `lazy`), retried if the chunk
 * fails to load once. The texts it reads beyond the app's (`texts`: its namespaces) are fetched
 * alongside, and the page waits for them before it mounts: a page whose texts came later would
 * suspend once mounted, and React would hide it behind the loader, then run its layout effects
 * again when shown (its heading would take the focus twice). Once `preload` has settled, it draws
 * at once: a move to it does not pass through the page loader, which React 19 shows for at least
 * 300 ms.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  texts: readonly TextNamespace[] = [],
): PreloadableLazy<P> {
  return preloadableLazy(() =>
    Promise.all([retryingImport(load), loadTexts(texts)]).then(([module]) => {
      const Page = pick(module);
      if (texts.length === 0) return { default: Page };
      function PageWithTexts(props: P) {
        useTranslation(texts);
        return <Page {...props} />;
      }
      return { default: PageWithTexts };
    }),
  );
}
