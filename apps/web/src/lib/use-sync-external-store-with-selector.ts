/**
 * react-redux's useSelector reads the store through `use-sync-external-store/with-selector`,
 * which ships as CommonJS requiring React by name: a test loads it past Vite's aliases, so it
 * would reach React instead of the Preact the app runs on. The build and the tests point that
 * import here: the same contract, on the hook the app's renderer gives.
 *
 * A selection is kept while the store's snapshot is the same object, or while `isEqual` says the
 * new selection equals the last one rendered: a component re-renders only when what it reads
 * changed.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection last rendered, kept across selectors (an inline selector is new each render).
  const rendered = useRef<{ selection: Selection } | null>(null);
  const [selectedSnapshot, selectedServerSnapshot] = useMemo(() => {
    const memo: { last: { snapshot: Snapshot; selection: Selection } | null } = { last: null };
    const select = (snapshot: Snapshot): Selection => {
      if (memo.last && Object.is(memo.last.snapshot, snapshot)) return memo.last.selection;
      const next = selector(snapshot);
      const previous = memo.last ?? rendered.current;
      const selection =
        previous && isEqual !== undefined && isEqual(previous.selection, next)
          ? previous.selection
          : next;
      memo.last = { snapshot, selection };
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, selectedSnapshot, selectedServerSnapshot);
  useEffect(() => {
    rendered.current = { selection: value };
  }, [value]);
  useDebugValue(value);
  return value;
}
