import {
  Fragment,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { PageShownContext } from '../../components/ui/page-shown';
import { stepAfter, type Flow, type FlowStep } from '../../features/flow';
import { PageRouteProvider } from '../../features/navigation';
import { whenIdle } from '../../lib/when-idle';

/** A step drawn before the applicant moves to it. */
interface PageAhead {
  step: FlowStep;
  /** Out of the document while drawn ahead; in the page's place once it shows. */
  container: HTMLDivElement;
  page: ReactNode;
}

let aheadRoot: ShadowRoot | null = null;

/**
 * Where pages are drawn ahead: in the document (the form library takes only fields that are in
 * it), yet not shown, not laid out, and out of reach of the document's look-ups (its ids, its
 * selectors): a closed shadow root of a hidden element.
 */
function aheadOfThePage(): ShadowRoot {
  if (!aheadRoot) {
    const host = document.createElement('div');
    host.hidden = true;
    document.body.append(host);
    aheadRoot = host.attachShadow({ mode: 'closed' });
  }
  return aheadRoot;
}

function newContainer(): HTMLDivElement {
  const container = document.createElement('div');
  container.className = 'lf-page-ahead';
  aheadOfThePage().append(container);
  return container;
}

/** Where a page drawn ahead shows: its drawing, moved into the document as it is. */
function PageSlot({ container }: { container: HTMLDivElement }) {
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      // A ref is set as the page is drawn, before any layout effect: the heading it focuses
      // is in the document by then.
      if (slot && container.parentNode !== slot) slot.append(container);
    },
    [container],
  );
  return <div ref={attach} className="lf-page-slot" />;
}

/**
 * Draws the flow's likely next step (`stepAfter`) while the browser is idle on a step, out of the
 * document, so that a Continue only has to put it in place: drawing a page of six to twelve
 * fields was most of a move's time on a slow phone (decision 0025). The page drawn ahead is the
 * step form as it will show, with its own route (its moves, Back and saves start there), not
 * shown (`PageShownContext`: it takes focus and names the document only when it shows). A page
 * shows from its drawing once it is drawn whole; a page shown once and left is drawn anew when
 * it comes back, as is a page the applicant reaches another way.
 *
 * Returns what the flow's page at `current` is (its drawing, or null to draw it as usual) and
 * the pages drawn ahead, to render beside it.
 */
export function usePagesDrawnAhead(
  flow: Flow,
  current: FlowStep | null,
  renderStep: (step: FlowStep) => ReactNode,
): { shownAhead: ReactNode; drawnAhead: ReactNode } {
  const [pages, setPages] = useState<readonly PageAhead[]>([]);
  const shownOnce = useRef(new WeakSet<PageAhead>());
  const next = current ? stepAfter(flow, current) : undefined;
  // Drawn whole: a page still waiting for its code or texts is drawn in its place as usual.
  const showing = current
    ? pages.find((page) => page.step === current && page.container.firstElementChild !== null)
    : undefined;

  useEffect(() => {
    if (showing) shownOnce.current.add(showing);
    const kept = (page: PageAhead) =>
      page.step === current ? page === showing : page.step === next && !shownOnce.current.has(page);
    if (pages.every(kept)) return;
    for (const page of pages) if (!kept(page)) page.container.remove();
    setPages((drawn) => drawn.filter(kept));
  }, [current, next, showing, pages]);

  useEffect(() => {
    if (!next || next.kind === 'loan-information') return;
    let left = false;
    void whenIdle(null).then(() => {
      if (left) return;
      setPages((drawn) =>
        drawn.some((page) => page.step === next)
          ? drawn
          : [...drawn, { step: next, container: newContainer(), page: renderStep(next) }],
      );
    });
    return () => {
      left = true;
    };
  }, [next, renderStep]);

  // A page left is dropped as the move is drawn, not drawn again (not shown) in the move's task
  // and removed only after it. One gone back from, the next again, goes once the effect above ran.
  const drawnAhead = useMemo(
    () =>
      pages
        .filter((page) => (page.step === current ? page === showing : page.step === next))
        .map((page) => (
          <Fragment key={page.step.id}>
            {createPortal(
              <PageShownContext value={page === showing}>
                <PageRouteProvider route={page.step.route}>
                  <Suspense fallback={null}>{page.page}</Suspense>
                </PageRouteProvider>
              </PageShownContext>,
              page.container,
            )}
          </Fragment>
        )),
    [pages, current, next, showing],
  );
  const shownAhead = showing ? (
    <PageSlot key={`ahead ${showing.step.id}`} container={showing.container} />
  ) : null;
  return { shownAhead, drawnAhead };
}
