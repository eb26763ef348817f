import { useEffect, useRef, useState } from 'react';
import { useFocusWhen } from '../../components/ui/use-focus-when';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Loader } from '../../components/ui/loader';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useBrand } from '../../config/brand-context';
import {
  useApplicationDispatch,
  useApplicationSelector,
  type ApplicationRootState,
} from '../application';
import { landingRoute, normalisePath, type Progress } from '../flow';
import { restoreLead, type RestoreFailure } from '../lead/lazy';
import { progressOf, useFlowNavigation, useLoadFields } from '../navigation';
import { FreshLinkRequest, freshLinkTitleKey } from './fresh-link-request';
import { withLackingChecked } from './lacking-check';
import { continueLinkForm, continueLinkPath, landingAddress, resumeTokenOf } from './continue-link';

/** The lead id of a `/continue/{id}` path. */
export function continuedLeadId(path: string): string {
  const [, , id = ''] = normalisePath(path).split('/');
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/**
 * A returning customer's link, `/continue/{id}` (spec section 2): the lead and every answer are
 * restored from the lead API (the v3 link call for the dynamic form, the earlier v2 one for the
 * classic page: continue-link.ts), then the applicant goes where the lead stands (a v3 form
 * resumes at its first unanswered page; a partner's page learns how the partner ended), the
 * link's entry replaced in the history. Meanwhile header and footer are invisible, the loader
 * neutral, and the page's heading unseen: what follows takes the focus on its own heading. A link that expired or that the API does not know says so with a way to start again;
 * a passing fault, a retry; a link this browser has no credential for offers to send a fresh one
 * (fresh-link-request.tsx), and shows nothing of the lead.
 */
export default function ContinuePage({ answered }: { answered?: Progress['answered'] }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const form = continueLinkForm(useBrand().applicationPage);
  const dispatch = useApplicationDispatch();
  const store = useStore<ApplicationRootState>();
  const { flow, redirect, startAgain, asked } = useFlowNavigation();
  const loadFields = useLoadFields();
  const [failure, setFailure] = useState<RestoreFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const id = continuedLeadId(location);
  // This lead, handed over by another tab of this browser (tab-handover.ts) after the link's
  // used token was refused: read again, with the secret it came with.
  const handedOver = useApplicationSelector(
    ({ application }) => application.applicationData.id === id && !!application.writeSecret,
  );
  const readAgain = failure === 'locked' && handedOver;
  const tokenRefused = resumeTokenOf(search) !== undefined;
  const [linkSent, setLinkSent] = useState(false);
  // A lead out of reach keeps the page's own title; its alert says what happened. A link this
  // browser cannot open is titled as its page is headed: no longer valid, then a fresh link sent.
  const title =
    failure === 'locked'
      ? t(freshLinkTitleKey({ tokenRefused, sent: linkSent }))
      : failure && failure !== 'unavailable'
        ? t(`continueLink>${failure}Title`)
        : t('pages>continue');
  useDocumentTitle(title);

  useEffect(() => {
    let current = true;
    const restore = restoreLead(continueLinkPath(id, search, form), id, resumeTokenOf(search));
    // Where a configured flow resumes depends on every page's fields: they load alongside.
    const fields = loadFields().catch(() => undefined);
    void Promise.all([dispatch(restore), fields]).then(async ([restored]) => {
      if (!current) return;
      if (restored === null) {
        // Where a v3 flow resumes is decided with what the lead API says the lead lacks.
        const checked = await withLackingChecked(flow, answered, dispatch, store.getState);
        if (!current) return;
        const progress = progressOf(store.getState());
        redirect(
          landingAddress(
            landingRoute(flow, { ...progress, answered: checked, asked }),
            progress.state,
            search,
          ),
        );
      } else {
        setFailure(restored);
      }
    });
    return () => {
      current = false;
    };
  }, [
    id,
    search,
    form,
    attempt,
    readAgain,
    dispatch,
    redirect,
    flow,
    store,
    answered,
    asked,
    loadFields,
  ]);
  useFocusWhen(alertRef, failure === 'unavailable');

  if (failure === null) {
    return (
      <>
        {/* The page's name, unseen as its header is meanwhile. The loader is the visit's first
            page: what it gives way to (a step, or this page saying why not) is a move, whose
            heading takes the focus (PageHeading), so a screen reader says where the link led; its
            key keeps React from reusing this heading for this page's own. */}
        <div className="lf-visually-hidden" key="restoring">
          <PageHeading>{title}</PageHeading>
        </div>
        <Loader label={t('continueLink>loading')} neutral />
      </>
    );
  }
  if (failure === 'locked') {
    return (
      <FreshLinkRequest
        id={id}
        tokenRefused={tokenRefused}
        onStartAgain={startAgain}
        onSent={setLinkSent}
      />
    );
  }
  if (failure === 'unavailable') {
    return (
      <div className="lf-step">
        <PageHeading>{title}</PageHeading>
        <div ref={alertRef} tabIndex={-1}>
          <Alert title={t('continueLink>unavailableTitle')}>
            {t('continueLink>unavailableBody')}
          </Alert>
        </div>
        <div className="lf-step__actions">
          <Button
            type="button"
            onClick={() => {
              setFailure(null);
              setAttempt((count) => count + 1);
            }}
          >
            {t('common>tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      <p>{t(`continueLink>${failure}Body`)}</p>
      <div className="lf-step__actions">
        <Button type="button" onClick={startAgain}>
          {t('continueLink>startAgain')}
        </Button>
      </div>
    </div>
  );
}
