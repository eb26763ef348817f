import { ApplicationState } from '@lf/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationDispatch, useApplicationSelector } from '../application';
import { leadProblemOf, type LeadProblem } from '../lead/lazy';
import { useFlowNavigation } from '../navigation';
import { NoApplication } from '../navigation/lazy-no-application';
import { checkLeadStatus } from './check-lead-status';
import './checking.css';
import {
  POLL_GIVE_UP_AFTER_MS,
  POLL_SLOW_AFTER_MS,
  POLL_UNREACHABLE_AFTER_FAILURES,
  pollDelay,
} from './poll-schedule';

/**
 * Where the application is, as three steps: sent (done), the lenders asked (now, turning while
 * the page still checks), the answer on this page (next). Each step's state is in words for a
 * screen reader, and the heading is not said again.
 */
function CheckingProgress({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  const state = (key: 'stepDone' | 'stepNow') => (
    <span className="lf-visually-hidden"> ({t(`checking>${key}`)})</span>
  );
  return (
    <ol className="lf-checking-steps" aria-label={t('checking>progress')}>
      <li className="lf-checking-steps__step lf-checking-steps__step--done">
        <span className="lf-checking-steps__mark" aria-hidden="true" />
        <span>
          {t('checking>stepSent')}
          {state('stepDone')}
        </span>
      </li>
      <li className="lf-checking-steps__step lf-checking-steps__step--current" aria-current="step">
        <span
          className={
            waiting
              ? 'lf-checking-steps__mark lf-checking-steps__mark--busy'
              : 'lf-checking-steps__mark'
          }
          aria-hidden="true"
        />
        <span>
          {t('checking>stepLenders')}
          {state('stepNow')}
        </span>
      </li>
      <li className="lf-checking-steps__step">
        <span className="lf-checking-steps__mark" aria-hidden="true" />
        <span>{t('checking>stepAnswer')}</span>
      </li>
    </ol>
  );
}

type GoneReason = Extract<LeadProblem, { kind: 'gone' }>['reason'];

/**
 * Checking: asks the server with backoff until it decides, then goes where it says. Checking is
 * after the offer, so leaving it replaces its history entry: Back does not return to a spinner.
 * A lead the lead API does not know (404) or no longer has (410: past its retention) will never
 * be decided: the wait ends, and the page says what every page says of an application gone, with
 * the way to start again (walked on default-es: it said "Lo seguimos intentando", for ever).
 */
export function CheckingPage() {
  const [gone, setGone] = useState<GoneReason | null>(null);
  return gone ? (
    <NoApplication reason={gone} texts="offers" asPage />
  ) : (
    <Checking onGone={setGone} />
  );
}

function Checking({ onGone }: { onGone: (reason: GoneReason) => void }) {
  const { t } = useTranslation();
  const { afterSave } = useFlowNavigation();
  const dispatch = useApplicationDispatch();
  const leadId = useApplicationSelector((state) => state.application.applicationData.id);
  const [attemptRound, setAttemptRound] = useState(0);
  const [slow, setSlow] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  // Counted across "Check again now": a press while the lead API is still down keeps the note.
  const failuresInARow = useRef(0);
  useDocumentTitle(t('pages>checking'));

  useEffect(() => {
    if (!leadId) return undefined;
    let stopped = false;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const poll = async (attempt: number) => {
      clearTimeout(timer);
      asking = true;
      const result = await dispatch(checkLeadStatus());
      asking = false;
      if (stopped) return;
      const problem = result?.ok === false ? leadProblemOf(result.error) : null;
      if (problem?.kind === 'gone') {
        onGone(problem.reason);
        return;
      }
      failuresInARow.current = result?.ok === false ? failuresInARow.current + 1 : 0;
      // Offline, the page's connection notice says it already (connection-notice.tsx).
      setUnreachable(failuresInARow.current >= POLL_UNREACHABLE_AFTER_FAILURES && navigator.onLine);
      if (result?.ok && result.data.applicationState !== ApplicationState.CHECKING) {
        await afterSave(result.data.applicationState);
        return;
      }
      if (Date.now() - startedAt > POLL_GIVE_UP_AFTER_MS) {
        setGaveUp(true);
        return;
      }
      timer = setTimeout(() => void poll(attempt + 1), pollDelay(attempt));
    };
    // "Check again now" checks now; arriving, the first check waits its gap.
    timer = setTimeout(() => void poll(0), attemptRound > 0 ? 0 : pollDelay(0));
    const slowTimer = setTimeout(() => setSlow(true), POLL_SLOW_AFTER_MS);
    // Back online (or back to this tab), the next check would wait out a gap the outage stretched
    // to 8 s: it is made at once, and the gaps start again from the first.
    const checkNow = () => {
      if (!asking && document.visibilityState === 'visible') void poll(0);
    };
    window.addEventListener('online', checkNow);
    document.addEventListener('visibilitychange', checkNow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(slowTimer);
      window.removeEventListener('online', checkNow);
      document.removeEventListener('visibilitychange', checkNow);
    };
  }, [dispatch, afterSave, leadId, attemptRound, onGone]);

  const checkAgain = () => {
    setGaveUp(false);
    setAttemptRound((round) => round + 1);
  };
  return (
    <div className="lf-step">
      <PageHeading>{t('pages>checking')}</PageHeading>
      <p className="lf-step__intro">{t('checking>body')}</p>
      <CheckingProgress waiting={!gaveUp} />
      {/* Reads that keep failing, or a minute gone (the time the page promises): it says so, and
          keeps checking; after three minutes it says it has stopped, whatever the reads did. */}
      <div role="status" className="lf-notice">
        {unreachable && !gaveUp ? (
          <>
            <p className="lf-alert__title">{t('checking>unreachableTitle')}</p>
            <p>{t('checking>unreachableBody')}</p>
            <Button onClick={checkAgain}>{t('checking>checkNow')}</Button>
          </>
        ) : slow || gaveUp ? (
          <>
            <p className="lf-alert__title">{t('checking>slowTitle')}</p>
            <p>{t(gaveUp ? 'checking>stoppedBody' : 'checking>slowBody')}</p>
            <Button onClick={checkAgain}>{t('checking>checkNow')}</Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
