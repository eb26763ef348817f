import { NoApplication } from '../navigation/lazy-no-application';
import {
  PARTNER_RETURN_PARAM,
  PartnerReturnSchema,
  PartnerStages,
  type PartnerPurpose,
} from '@lf/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/loader';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationDispatch } from '../application';
import { routeForState } from '../flow';
import { handOverTo } from './hand-over';
import { continueStage, openPartnerPage, skipStage } from './partner-calls';
import { stageProblemOf } from './stage-problems';
import { useFollowLead } from '../lead/lazy';
import { useStageMove } from './use-stage-move';
import './partner-stages.css';

type View =
  /** What the partner does and why, and the way to it. */
  | { kind: 'intro' }
  /** Back from the partner, who says it is done: the lead is moved on. */
  | { kind: 'finishing' }
  /** Back without finishing (or the partner has not confirmed): try again, or skip. */
  | { kind: 'unfinished' }
  | { kind: 'gone'; reason: 'unknown' | 'expired' };

type Failure = 'open' | 'continue' | 'skip';

/** How the applicant came back, from the returning link's `?partner=` (none on a first visit). */
function returnedView(search: string): View {
  const parsed = PartnerReturnSchema.safeParse(
    new URLSearchParams(search).get(PARTNER_RETURN_PARAM),
  );
  if (!parsed.success) return { kind: 'intro' };
  return parsed.data === 'finished' ? { kind: 'finishing' } : { kind: 'unfinished' };
}

/**
 * INSTANTOR, WENANCE_TINK and MONEYMAN_PAYLANDS: the partner's page (a bank link or a card check)
 * explained, what the partner may see and that nothing is stored by us, then a full-page hand-over
 * to it. Back through the returning link: finished moves the lead on (`POST /lead/continue`);
 * not finished offers to try again or to go on without it (`POST /lead/skip`).
 */
export function PartnerStagePage({ purpose }: { purpose: PartnerPurpose }) {
  const { t } = useTranslation('partners');
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const follow = useFollowLead();
  const move = useStageMove();
  const search = useSearch();
  const [view, setView] = useState<View>(() => returnedView(search));
  const [busy, setBusy] = useState<Failure | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);
  const slug = routeForState(PartnerStages[purpose]).route.slice(1);
  const title = tApp(`pages>${slug}`);
  const partner = t(`partner>${purpose}>name`);
  useDocumentTitle(title);

  // Back from the partner's page by the browser's Back: the page comes from the cache as it was.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function handOver() {
    setBusy('open');
    setFailure(null);
    const result = await dispatch(openPartnerPage(purpose));
    if (result.ok) {
      // Busy until the browser has left.
      handOverTo(result.data.redirectUrl);
      return;
    }
    setBusy(null);
    const problem = stageProblemOf(result.error);
    if (problem.kind === 'gone') return setView({ kind: 'gone', reason: problem.reason });
    if (problem.kind === 'moved' && (await follow())) return;
    setFailure('open');
  }

  const finish = useCallback(
    async (action: 'continue' | 'skip') => {
      setBusy(action);
      setFailure(null);
      const problem = await move(action === 'continue' ? continueStage : skipStage);
      setBusy(null);
      if (!problem) return;
      if (problem.kind === 'gone') return setView({ kind: 'gone', reason: problem.reason });
      if (problem.kind === 'unfinished') return setView({ kind: 'unfinished' });
      setFailure(action);
    },
    [move],
  );

  // Back without finishing (on a new page, from the partner's, or told so by the lead API): the
  // notice takes the focus, as GOV.UK's notification banner does, so it is heard first.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view.kind === 'unfinished') notice.current?.focus();
  }, [view.kind]);

  useEffect(() => {
    if (view.kind !== 'finishing' || started.current) return;
    started.current = true;
    void finish('continue');
  }, [view.kind, finish]);

  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      {view.kind === 'gone' ? <NoApplication reason={view.reason} texts="partners" /> : null}
      {view.kind === 'finishing' && failure === null ? (
        <Loader size={48} label={t('partner>finishing', { partner })} />
      ) : null}
      {view.kind === 'unfinished' ? (
        <div className="lf-notice lf-partner__unfinished" role="alert" tabIndex={-1} ref={notice}>
          <h2 className="lf-partner__subtitle">{t(`partner>${purpose}>unfinishedTitle`)}</h2>
          <p>{t(`partner>${purpose}>unfinishedBody`)}</p>
        </div>
      ) : null}
      {view.kind === 'intro' ? <PartnerIntro purpose={purpose} /> : null}
      {failure === 'continue' ? (
        <RetryAlert
          title={t('failed>title')}
          retryLabel={tApp('common>tryAgain')}
          onRetry={() => void finish('continue')}
        >
          {t('failed>body')}
        </RetryAlert>
      ) : null}
      {failure === 'open' || failure === 'skip' ? (
        // The button that failed stays below: pressing it again tries again.
        <Alert
          title={failure === 'open' ? t('partner>openFailedTitle', { partner }) : t('failed>title')}
        >
          {t('failed>body')}
        </Alert>
      ) : null}
      {view.kind === 'intro' || view.kind === 'unfinished' ? (
        <div className="lf-step__actions">
          <Button
            busy={busy === 'open'}
            aria-disabled={busy !== null}
            onClick={() => void handOver()}
          >
            {view.kind === 'intro'
              ? t('partner>goTo', { partner })
              : t('partner>tryAgain', { partner })}
          </Button>
          {view.kind === 'unfinished' ? (
            <Button
              variant="secondary"
              busy={busy === 'skip'}
              aria-disabled={busy !== null}
              onClick={() => void finish('skip')}
            >
              {t(`partner>${purpose}>skip`)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** What the partner does, what it may see and what we keep: before the applicant leaves. */
function PartnerIntro({ purpose }: { purpose: PartnerPurpose }) {
  const { t } = useTranslation('partners');
  return (
    <>
      <p className="lf-step__intro">{t(`partner>${purpose}>intro`)}</p>
      <h2 className="lf-partner__subtitle">{t('partner>stepsTitle')}</h2>
      <ol className="lf-partner__steps">
        <li>{t(`partner>${purpose}>stepGo`)}</li>
        <li>{t(`partner>${purpose}>stepAccess`)}</li>
        <li>{t(`partner>${purpose}>stepKept`)}</li>
        <li>{t('partner>stepBack')}</li>
      </ol>
    </>
  );
}
