import type { DynamicForm, LeadAnswer } from '@lf/contract';
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { HydrateInTurn } from '../../components/ui/hydrate-in-turn';
import { PageHeading } from '../../components/ui/page-heading';
import { SendingNote } from '../../components/ui/sending-note';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useFocusWhen } from '../../components/ui/use-focus-when';
import { useBrand } from '../../config/brand-context';
import {
  applicationDataUpdated,
  saveFailedUnseen,
  useApplicationDispatch,
  useApplicationSelector,
} from '../application';
import { stepAt, type Flow } from '../flow';
import type { ApiResult } from '../../lib/api-client';
import { retryingImport } from '../../lib/retrying-import';
import { leadClientChunk } from '../lead/lazy-client';
import type { saveLead as SaveLead } from '../lead/lazy';
import { followSave, moveOnceAnswered, useFlowNavigation } from '../navigation';
import { LoanControls } from './loan-controls';

/**
 * A configured (v3) flow's marker for a save made here; loaded only for such a flow, so a
 * classic brand's first page does not carry it. None, at once, for a classic flow.
 */
function dynamicFormFor(flow: Flow, here: string): Promise<DynamicForm | undefined> | undefined {
  const step = stepAt(flow, here);
  if (flow.order !== 'configured' || !step) return undefined;
  return retryingImport(() => import('../flow/lazy')).then(({ loadDynamicForm }) =>
    loadDynamicForm(flow, step),
  );
}

/**
 * The lead client, loaded when the applicant first touches the form rather than with the page:
 * the first paint needs only the controls. A load that fails even after its retries is a failed
 * save, offered again.
 */
const loadLeadClient = () => void leadClientChunk().catch(() => undefined);

type SaveArguments = Parameters<typeof SaveLead>;

const NOT_LOADED: ApiResult<LeadAnswer> = {
  ok: false,
  status: null,
  error: { code: 'network_error', message: 'The lead client could not be loaded' },
};

/** The save, once the lead client (and a configured flow's marker) are loaded; null if not. */
async function saveOnceLoaded(
  [patch, path, , options]: SaveArguments,
  dynamicForm: Promise<DynamicForm | undefined> | undefined,
): Promise<ReturnType<typeof SaveLead> | null> {
  try {
    const [{ saveLead }, marker] = await Promise.all([leadClientChunk(), dynamicForm]);
    return saveLead(patch, path, marker, options);
  } catch {
    return null;
  }
}

export interface LoanInformationStepProps {
  /**
   * What the chosen loan costs, shown below the controls: the page passes it in (the classic
   * page passes the representative example), so a page without it does not carry its code.
   */
  costExample?: ComponentType<{ amount: number; period: number }>;
}

/** First step: how much, for how long. Continue creates (or updates) the lead. */
export function LoanInformationStep({ costExample: CostExample }: LoanInformationStepProps) {
  const brand = useBrand();
  const { t } = useTranslation();
  const navigation = useFlowNavigation();
  const dispatch = useApplicationDispatch();
  // The amount and the period, not all the answers: attribution and the session write other
  // answers while this page shows, and those need not draw it again.
  const amount = useApplicationSelector((state) => state.application.applicationData.amount);
  const period = useApplicationSelector((state) => state.application.applicationData.period);
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  // A loan moved here once the lead exists, and left without Continue (the browser's Back or
  // Forward): it is never sent, as no page's typing is without its Continue (walker w5: the next
  // page's Continue sent it). The lead's loan, as the page opened, is put back. A tab that follows
  // its lead elsewhere leaves for the continue page first, which then brings the lead's answers.
  const lead = useApplicationSelector((state) => state.application.applicationData.id);
  const opened = useRef(lead ? { amount, period } : null);
  useEffect(
    () => () => {
      if (opened.current) dispatch(applicationDataUpdated(opened.current));
    },
    [dispatch],
  );
  const alertRef = useRef<HTMLDivElement>(null);
  const route = stepAt(navigation.flow, navigation.here)?.route ?? navigation.here;
  // A v3 flow's save went out as the applicant moved on, and the server refused the loan: they
  // are brought back here (the sliders cannot hold a value to correct, so it reads as a failure).
  const refused = useApplicationSelector(
    (state) => (state.application.errors[route]?.length ?? 0) > 0,
  );
  const failed = status === 'failed' || refused;
  // Drawn with the failure, the alert takes focus then (and after each Try again that fails).
  useFocusWhen(alertRef, failed);
  useDocumentTitle(t('loanInformation>title'));
  // The example is drawn where the page is given one (decision 0018; every brand has pricing,
  // issue 37): it shows the loan's figures and reads the summary's sentence, which is not shown
  // again; on a phone it also takes the intro's room and a step of the title's size, so that
  // Continue is on the first screen (decision 0022).
  const withExample = CostExample !== undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    opened.current = null;
    const patch = { amount, period, periodScale: brand.loan.periodScale };
    const dynamicForm = dynamicFormFor(navigation.flow, navigation.here);
    // A v3 flow moves on as the save goes out (decision 0024); the classic flow waits for the
    // answer, which names the next page (decision 0029), with Continue busy and focused.
    const takeAnswer = navigation.moveOnWhileSaving();
    if (!takeAnswer) setStatus('saving');
    const moveOn = moveOnceAnswered(navigation.afterSave);
    const saveArguments: SaveArguments = [
      patch,
      route,
      undefined,
      takeAnswer ? { sendWhenDrawn: true } : { whenAnswered: moveOn },
    ];
    // Loaded (by the idle-time prefetch, or by the press or focus before this): the save starts
    // in this task, not a frame later, after awaiting a module already there.
    const client = leadClientChunk.loaded();
    const save =
      client && !dynamicForm
        ? client.saveLead(...saveArguments)
        : await saveOnceLoaded(saveArguments, dynamicForm);
    const saving = save ? dispatch(save) : Promise.resolve(NOT_LOADED);
    if (takeAnswer) {
      followSave(saving, takeAnswer, () => dispatch(saveFailedUnseen()));
      return;
    }
    const result = await saving;
    if (result.ok) {
      await moveOn(result);
      return;
    }
    // Dropped from the queue: an earlier answer took the lead, and the applicant, elsewhere. Or
    // refused as not this browser's lead: told above the page, with the way on (LeadRefusedNotice).
    if (result.error.code === 'aborted' || result.error.code === 'write_secret_refused') return;
    if (
      result.error.fieldErrors?.length &&
      (await navigation.showFieldErrors(result.error.fieldErrors))
    ) {
      return;
    }
    setStatus('failed');
  }

  return (
    <form
      className={withExample ? 'lf-step lf-step--cost-example' : 'lf-step'}
      method="post"
      onSubmit={submit}
      onFocus={loadLeadClient}
      onPointerDown={loadLeadClient}
      noValidate
    >
      <PageHeading>{t('loanInformation>title')}</PageHeading>
      <p className="lf-step__intro">{t('loanInformation>intro')}</p>
      <LoanControls
        amount={amount}
        period={period}
        onAmountChange={(next) => dispatch(applicationDataUpdated({ amount: next }))}
        onPeriodChange={(next) => dispatch(applicationDataUpdated({ period: next }))}
        summary={!withExample}
        // While the create is sent, the loan shown is the loan sent (walker w13: "less" pressed
        // then showed 800 € while the lead was made with 1000 €), as any page's fields are.
        locked={status === 'saving'}
      />
      {/* Below the controls: taken over after them, in a task of its own. */}
      {CostExample && withExample ? (
        <HydrateInTurn part="cost-example">
          <CostExample amount={amount} period={period} />
        </HydrateInTurn>
      ) : null}
      {failed ? (
        <div ref={alertRef} tabIndex={-1}>
          <Alert title={t('errors>saveFailedTitle')}>{t('errors>saveFailedBody')}</Alert>
        </div>
      ) : null}
      <Button type="submit" busy={status === 'saving'}>
        {failed ? t('common>tryAgain') : t('common>continue')}
      </Button>
      <SendingNote shown={status === 'saving'} />
    </form>
  );
}
