import type { ApplicationState, FieldError, LeadAnswer } from '@lf/contract';
import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'wouter';
import type { ApiResult } from '../../lib/api-client';
import {
  applicationStartedAfresh,
  currentState,
  formErrorsReceived,
  navigationRequested,
  routeChanged,
  useApplicationDispatch,
  useApplicationSelector,
  type ApplicationRootState,
} from '../application';
import {
  backFrom,
  decideRoute,
  groupFieldErrors,
  moveAfterAnswer,
  moveBeforeAnswer,
  moveToFieldErrors,
  normalisePath,
  samePage,
  sendsTheApplication,
  startRoute,
  stepAt,
  type Move,
  type Progress,
} from '../flow';
import { useAsked, useFlow, useLoadFields, useLoadStatePage, useWhereNow } from './flow-context';
import { nextEntry } from './app-history';

/** How a page left as its save went out takes that save's answer (`moveOnWhileSaving`). */
export type TakeAnswer = (result: ApiResult<LeadAnswer>) => Promise<boolean>;

/**
 * Follows a save whose page was left as it went out: its answer is taken where the applicant is
 * now, and a failure that page cannot show is told by `untaken` (a notice); the answers are kept,
 * and the next save carries them.
 */
export function followSave(
  saving: Promise<ApiResult<LeadAnswer>>,
  takeAnswer: TakeAnswer,
  untaken: () => void,
): void {
  void saving
    .then(takeAnswer)
    .catch(() => false)
    .then((taken) => {
      if (!taken) untaken();
    });
}

/**
 * How a page that waits for its save's answer moves on (decision 0029): once, to the state a saved
 * lead's answer names, however often it is given the answer. The save gives it in the task the
 * answer came in (`SaveOptions.whenAnswered`), so React draws the page moved to once, not the page
 * left again first (issue 34); the page gives it again when the save resolves, for a save that
 * does not say when.
 */
export function moveOnceAnswered(
  afterSave: (state: ApplicationState) => Promise<void>,
): (result: ApiResult<LeadAnswer>) => Promise<void> {
  let moving: Promise<void> | undefined;
  return (result) => {
    if (!result.ok) return Promise.resolve();
    moving ??= afterSave(result.data.applicationState);
    return moving;
  };
}

/**
 * The longest a move to a state's page waits for that page's code: past it, the move is made and
 * the page loader shows until the code has come (a network that hangs never holds the applicant).
 */
export const STATE_PAGE_CODE_WAIT_MS = 2000;

/**
 * What a move waits for while its page's code loads (`loading`; null: it has loaded): the load,
 * or `waitMs` at most, so that a network that hangs never holds the applicant (the page loader
 * then shows until the code comes). A failed load is not waited on again: the page loads its code
 * once more as it is drawn.
 */
export function stateCodeWait(
  loading: Promise<unknown> | null,
  waitMs = STATE_PAGE_CODE_WAIT_MS,
): Promise<void> | null {
  if (!loading) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    loading.then(done, done);
  });
}

/** Where the applicant stands, as the navigator reads it. */
export function progressOf(state: ApplicationRootState): Progress {
  const { progressState, applicationData, visited } = state.application;
  return { state: currentState(progressState), hasLead: Boolean(applicationData.id), visited };
}

/**
 * The pages' only way to move: each move is decided by the navigator (features/flow), recorded
 * as the spec's route change and made at once; `useApplyRouteChanges` makes one recorded
 * elsewhere (a change still recorded after a reload).
 */
export function useFlowNavigation(
  /**
   * The page the navigation is for, when it is not the address shown: a step's page drawn ahead
   * (decision 0044) moves, goes back and takes answers from its own place, and its navigation
   * does not change when the address comes to it.
   */
  at?: string,
) {
  const flow = useFlow();
  const loadFields = useLoadFields();
  const [location, navigate] = useLocation();
  const dispatch = useApplicationDispatch();
  const store = useStore<ApplicationRootState>();
  const here = at ?? normalisePath(location);
  const whereNow = useWhereNow();
  const asked = useAsked();
  const loadStatePage = useLoadStatePage();
  // A move out of the steps (checking, mobile verification, an offer, a result) waits for its
  // page's code, so that it is drawn at once: drawn before, it passed through the page loader,
  // which React 19 shows for at least 300 ms. A step's code is readied ahead
  // (prefetch-next-steps.ts), and a move to a step is made in the answer's own task.
  const pageCodeWait = useCallback(
    (move: Move | null, answer: ApplicationState) =>
      move && !stepAt(flow, move.redirectTo) ? stateCodeWait(loadStatePage(answer)) : null,
    [flow, loadStatePage],
  );
  // Back's target, not the visited pages: a page's visit (recorded once it shows) must not draw
  // the page again when Back's target stays the same. A page that asks nothing is passed over,
  // as the answers known say when Back's target is read.
  const back = useApplicationSelector((state) =>
    backFrom(flow, here, state.application.visited, asked),
  );

  // Recorded and made in one task, so the page is drawn once, at its new place: made by an
  // effect, the old page was drawn again and painted before the move.
  const go = useCallback(
    (move: Move) => {
      dispatch(navigationRequested(move));
      applyRouteChange(move, whereNow() ?? here, navigate);
      dispatch(routeChanged());
    },
    [dispatch, here, navigate, whereNow],
  );

  /**
   * The server answered a save made on this page, which waited for it: go where the navigator
   * says, from where the applicant is now (Back may have been pressed meanwhile). A move to a
   * state's page waits for its code (`pageCodeWait`), and is then decided again from where the
   * applicant is by then. Resolves once moved (or not to move).
   */
  const afterSave = useCallback(
    (answer: ApplicationState): Promise<void> => {
      const decide = () =>
        moveAfterAnswer(flow, { from: here, made: null }, answer, whereNow() ?? here, asked);
      const move = decide();
      const waiting = pageCodeWait(move, answer);
      if (!waiting) {
        if (move) go(move);
        return Promise.resolve();
      }
      return waiting.then(() => {
        const decided = decide();
        if (decided) go(decided);
      });
    },
    [flow, go, here, whereNow, asked, pageCodeWait],
  );

  /**
   * The server refused fields: each is kept for the page that holds it, which shows it when it is
   * drawn. Resolves with the earliest such page, if any.
   */
  const recordFieldErrors = useCallback(
    async (fieldErrors: readonly FieldError[]): Promise<string | null> => {
      const grouped = groupFieldErrors(flow, fieldErrors, await loadFields());
      dispatch(formErrorsReceived(grouped));
      return grouped.erroredFormPath;
    },
    [dispatch, flow, loadFields],
  );

  /**
   * The server refused fields: each goes to the page that holds it. Returns true when the
   * earliest such page is not this one as shown now, where the applicant is now sent (or is).
   */
  const showFieldErrors = useCallback(
    async (fieldErrors: readonly FieldError[]): Promise<boolean> => {
      const page = await recordFieldErrors(fieldErrors);
      if (!page) return false;
      const now = whereNow() ?? here;
      // Errors on this page, still shown: it shows them itself (its summary, focused).
      if (samePage(flow, page, here) && samePage(flow, now, here)) return false;
      const move = moveToFieldErrors(flow, page, now);
      if (!move) return true;
      // A page the server's flow has not reached yet (a later one, before the lead exists) would
      // send the applicant straight back here, with nothing said: this page says it failed.
      const progress = { ...progressOf(store.getState()), asked };
      if (
        flow.order !== 'configured' &&
        decideRoute(flow, move.redirectTo, progress).kind !== 'step'
      ) {
        return false;
      }
      go(move);
      return true;
    },
    [flow, go, here, recordFieldErrors, whereNow, store, asked],
  );

  /**
   * How a save that the page shown does not wait for takes its answer, where the applicant is by
   * then (`shown` until a page has been drawn): a lead the server answered for goes where
   * `decide` says; a refused field takes them to its page (`moveToFieldErrors`); a save the queue
   * dropped has nothing to say. Resolves false for a failure the page cannot show.
   */
  const answerTaker = useCallback(
    (decide: (answer: ApplicationState, now: string) => Move | null, shown: string): TakeAnswer =>
      async (result) => {
        if (result.ok) {
          const answer = result.data.applicationState;
          const move = decide(answer, whereNow() ?? shown);
          const waiting = pageCodeWait(move, answer);
          const decided = waiting
            ? await waiting.then(() => decide(answer, whereNow() ?? shown))
            : move;
          if (decided) dispatch(navigationRequested(decided));
          return true;
        }
        if (result.error.code === 'aborted') return true;
        const fieldErrors = result.error.fieldErrors ?? [];
        const page = fieldErrors.length > 0 ? await recordFieldErrors(fieldErrors) : null;
        if (!page) return false;
        const move = moveToFieldErrors(flow, page, whereNow() ?? shown);
        if (move) dispatch(navigationRequested(move));
        return true;
      },
    [dispatch, flow, recordFieldErrors, whereNow, pageCodeWait],
  );

  /**
   * A configured (v3) flow's Continue moves on as its save goes out where the navigator's
   * `moveBeforeAnswer` says so (its pages but its last, while the lead stays in the form); a
   * classic page waits for the answer, which names the next state (decision 0029). Returns how to
   * take the save's answer, or null when this page waits for it. The answer is read where the
   * applicant is by then (a move recorded for the page shown, `useApplyRouteChanges`), by the
   * navigator's rules: an answer out of the form takes them there in place of the page shown,
   * any other moves them only from the page moved to (`moveAfterAnswer`), and a refused field
   * takes them to its page (`moveToFieldErrors`). A save the queue dropped, after an earlier
   * answer took the lead out of the form, has nothing to say. It resolves false for a failure
   * the page left cannot show: the answers are kept, and the next save carries them.
   */
  const moveOnWhileSaving = useCallback(() => {
    const made = moveBeforeAnswer(flow, here, { ...progressOf(store.getState()), asked });
    if (!made) return null;
    go(made);
    return answerTaker(
      (state, now) => moveAfterAnswer(flow, { from: here, made }, state, now, asked),
      made.redirectTo,
    );
  }, [answerTaker, flow, go, here, store, asked]);

  /**
   * Starts a new application: from an empty form, the terms asked again, no lead held; the loan
   * chosen and the visit's attribution kept (issue 36: it had sent the old answers, without terms,
   * straight to a new decision).
   */
  const startAgain = useCallback(() => {
    dispatch(applicationStartedAfresh());
    go({ redirectTo: startRoute(flow), method: 'push' });
  }, [dispatch, flow, go]);

  return {
    flow,
    /** Whether a page asks this applicant anything (the navigator's `Progress.asked`). */
    asked,
    here,
    afterSave,
    moveOnWhileSaving,
    showFieldErrors,
    startAgain,
    /**
     * How a save the page does not wait for takes its answer: also a save that leaves the
     * applicant where they are (the loan changed in its dialog, issue 37 item 5).
     */
    answerTaker,
    /** Back follows the visited pages; null on the first page. */
    back,
    /** This page's Continue sends the application (`sendsTheApplication`): Back waits for it. */
    sendsTheApplication: sendsTheApplication(flow, here, asked),
    goBack: useCallback(() => {
      const target = backFrom(flow, here, store.getState().application.visited, asked);
      if (target) go({ redirectTo: target, method: 'push' });
    }, [flow, go, here, store, asked]),
    goTo: useCallback((route: string) => go({ redirectTo: route, method: 'push' }), [go]),
    /** A page the applicant may not see here: go to the one the navigator chose, in its place. */
    redirect: useCallback((route: string) => go({ redirectTo: route, method: 'replace' }), [go]),
  };
}

/**
 * Makes a route change recorded but not made (push or replace), then clears it: one still
 * recorded after a reload is made then. With `go`, the only callers of the router's navigate.
 */
export function useApplyRouteChanges(): void {
  const routeChange = useApplicationSelector((state) => state.application.routeChange);
  const dispatch = useApplicationDispatch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (!routeChange) return;
    applyRouteChange(routeChange, normalisePath(location), navigate);
    dispatch(routeChanged());
  }, [routeChange, location, navigate, dispatch]);
}

/**
 * Moves the router to a recorded route change, unless it is there already. A button or link
 * pressed loses the focus first: the page moved to focuses its heading, and Chromium lays the
 * page out again when it removes the focused element (about 8 ms a move at 4x CPU, once the next
 * page is in). A field keeps it: its blur would run its look-up (a postcode's city) as it goes.
 */
function applyRouteChange(
  move: Move,
  here: string,
  navigate: ReturnType<typeof useLocation>[1],
): void {
  if (here === move.redirectTo) return;
  const pressed = document.activeElement;
  if (pressed instanceof HTMLButtonElement || pressed instanceof HTMLAnchorElement) pressed.blur();
  const replace = move.method === 'replace';
  navigate(move.redirectTo, { replace, state: nextEntry(window.history, replace) });
}
