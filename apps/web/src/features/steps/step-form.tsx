import type { ApplicationState, FieldError, LeadAnswer } from '@lf/contract';
import {
  Activity,
  memo,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { datePartInputId } from '../../components/ui/date-field';
import { ErrorSummary } from '../../components/ui/error-summary';
import { PageHeading } from '../../components/ui/page-heading';
import { SendingNote } from '../../components/ui/sending-note';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useBrand } from '../../config/brand-context';
import { dateOrderOf } from '../../config/date-order';
import {
  answersOfTheLead,
  answersTyped,
  applicationDataUpdated,
  fieldErrorsShown,
  mergeApplicationData,
  movedOnSaveFailed,
  useApplicationDispatch,
  useApplicationSelector,
  type ApplicationDataPatch,
  type ApplicationRootState,
} from '../application';
import {
  answerAt,
  stepPosition,
  type FieldDefinition,
  type FlowStep,
  type StepDefinition,
} from '../flow';
import {
  firstPageWithFields,
  isFieldAsked,
  loadDynamicForm,
  loadedFieldCatalogue,
  loadFieldCatalogue,
} from '../flow/lazy';
import type { SaveOptions } from '../lead';
import { LoanSummary } from '../loan-information/lazy';
import { useApplicationSent, whileApplicationSent } from './application-sent';
import { serverFieldMessage } from '../validation';
import { useLocale } from '../i18n';
import {
  FlowLink,
  followSave,
  moveOnceAnswered,
  useFlowNavigation,
  type TakeAnswer,
} from '../navigation';
import { FieldRegistry, type FieldRenderProps } from './field-registry';
import { useFieldTools } from './field-tools';
import { fieldId, fieldTextKey, type DatePart } from './step-definition';
import { requiredMessage, validateStep, type FieldProblem } from './step-validation';
import {
  answerOfValues,
  formValuesToLeadData,
  initialFormValues,
  typedTextsOf,
  removedAnswers,
  type FormValues,
} from './step-values';
import { useServedChoices } from './server-choices';
import { useBirthDateFromPersonalCode } from './use-birth-date-from-personal-code';
import { labelInMessage } from './label-in-message';
import { postcodeProvinceProblems, type PostcodePlaces } from './postcode-places';
import { useStepLookups } from './use-step-lookups';
import { useStatePagesAhead } from './state-pages-ahead';
import { usePageDrawnAhead } from './page-drawn-ahead';
import { useStepFormControl } from './step-form-control';
import { isPlainObject } from '../../lib/is-plain-object';
import { keepDraft, keptDraftOf } from '../../lib/kept-drafts';
import { sharedImport } from '../../lib/retrying-import';
import type { ApiResult } from '../../lib/api-client';
import { useFocusWhen } from '../../components/ui/use-focus-when';

function problemOf(error: FieldErrors<FormValues>[string]): FieldProblem | null {
  if (!error?.message) return null;
  try {
    return JSON.parse(error.message) as FieldProblem;
  } catch {
    return { key: error.message };
  }
}
/**
 * A field error from the server, as the message the applicant reads (never the raw text): a
 * missing answer gets the field's own "say what to enter" message.
 */
function serverProblem(error: FieldError, field: FieldDefinition | undefined): FieldProblem {
  return error.code === 'required' && field ? requiredMessage(field) : serverFieldMessage(error);
}

/**
 * Where a problem's summary link lands: a date's first part at fault, else the field. A date's
 * problem that names no part (left empty) is the whole date's, as its boxes show it: the link
 * lands on the first box, the month in the Philippines.
 */
function problemAt(
  field: FieldDefinition,
  problem: FieldProblem,
  order: readonly DatePart[],
): string {
  // The first part at fault as the page shows them (the month first in the Philippines).
  const [part] = order.filter((each) => problem.parts?.includes(each) ?? true);
  const id = fieldId(field.path);
  return field.kind === 'date' && part ? datePartInputId(id, part) : id;
}

/** Fields shown together under one legend (an address), in the order of the step. */
function groupFields(fields: readonly FieldDefinition[]) {
  const groups: { group?: FieldDefinition['group']; fields: FieldDefinition[] }[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (field.group && last?.group === field.group) last.fields.push(field);
    else groups.push({ group: field.group, fields: [field] });
  }
  return groups;
}

/**
 * The page with its fields: a starting page carries its own; a later one reads the field
 * catalogue, loaded by then (when the browser was idle after the first paint, or by the first
 * save), or else waits for it here, before it mounts, as it waited for its chunk.
 */
function useStepWithFields(page: FlowStep): StepDefinition {
  // Whether the page reads the catalogue depends on the page alone, never on whether it has
  // loaded meanwhile: React renders a page that suspended again, and `use` must be called then
  // too (once loaded, the marked promise is read at once).
  const own = useMemo(() => firstPageWithFields(page), [page]);
  const catalogue = own ? loadedFieldCatalogue() : use(loadFieldCatalogue());
  const step = useMemo(() => catalogue?.withFields(page) ?? own, [catalogue, own, page]);
  if (!step) throw new Error(`No fields for the page ${page.id}`);
  return step;
}

/**
 * The save's code (the lead client, attribution, the API client): not on the first page. Loaded
 * as the applicant first focuses the form, with the field rules (`prefetch`), and hinted to the
 * browser once the page is idle (NEXT_STEP_MODULES); a Continue before it has loaded waits for it.
 */
const loadLeadSave = sharedImport(() => import('../lead/lazy'));

/**
 * A flow's save, with what it tells the server of a configured (v3) flow (`loadDynamicForm`): a
 * field catalogue that cannot load for the flow's last page is a failed save, offered again.
 */
function saveInFlow(
  dispatch: ReturnType<typeof useApplicationDispatch>,
  answers: ApplicationDataPatch,
  flow: ReturnType<typeof useFlowNavigation>['flow'],
  page: FlowStep,
  route: string,
  options?: SaveOptions,
  held?: unknown,
): Promise<ApiResult<LeadAnswer>> {
  const dynamicForm = loadDynamicForm(flow, page, held);
  const lead = loadLeadSave.loaded();
  if (lead && !(dynamicForm instanceof Promise)) {
    return dispatch(lead.saveLead(answers, route, dynamicForm, options));
  }
  // The answers are kept at once (decision 0024), as the save would keep them, while its code
  // or the catalogue loads; the save sends them as they are now.
  const keptAtContinue = dispatch((keep, getState) => {
    keep(applicationDataUpdated(answers, route));
    return answersOfTheLead(getState().application);
  });
  return Promise.all([loadLeadSave(), dynamicForm]).then(
    ([loaded, form]) =>
      dispatch(loaded.saveLead(answers, route, form, { ...options, keptAtContinue })),
    () => ({
      ok: false,
      status: null,
      error: { code: 'network_error', message: 'The page could not load' },
    }),
  );
}

/**
 * One field, drawn again only when its own props change. The form is drawn again on every answer
 * (an answer may open another question), as it checks and as it saves, and as it mounts
 * (react-hook-form marks itself ready): each of those drew every field, up to 73 components on
 * the classic contact page, on each keystroke and twice on each Continue.
 */
const StepField = memo(function StepField(props: FieldRenderProps) {
  return FieldRegistry[props.field.kind](props);
});

/** The loan summary under the form: it reads the amount and the period from the store itself. */
const FormLoanSummary = memo(LoanSummary);

/** A part of the page drawn again, alone, as the form starts and ends checking and sending. */
interface SendingPart {
  control: Control<FormValues>;
  children: ReactNode;
}

/**
 * Continue, busy while the form checks and saves: only it is drawn again when that changes. Under
 * it, while the answers are sent, that they are (shown once that takes a while).
 */
function SubmitButton({ control, children }: SendingPart) {
  const { isSubmitting } = useFormState({ control });
  const sending = useApplicationSent() || isSubmitting;
  return (
    <>
      <Button type="submit" busy={sending}>
        {children}
      </Button>
      <SendingNote shown={sending} />
    </>
  );
}

/**
 * The page's fields while its answers are sent (walking credisol-es with a slow lead API: an
 * answer changed then was lost when the save's answer took the applicant on): inert until the
 * answer comes, so what is shown is what was sent. Continue, outside them, keeps the focus. So
 * are any page's while the application is sent (`useApplicationSent`): the browser's Back opens
 * the page before meanwhile.
 */
function FieldsWhileSending({ control, children }: SendingPart) {
  const { isSubmitting } = useFormState({ control });
  const sending = useApplicationSent() || isSubmitting;
  return (
    <div className="lf-step__fields" inert={sending || undefined}>
      {children}
    </div>
  );
}

/**
 * Back; on the page that sends the application, waiting while it is sent (walking credisol-es
 * with a slow lead API: the page gone back to was left for the decision when the answer came, an
 * answer changed on it lost). On any other page Back goes at once: the answer then leaves the
 * applicant where they went (decision 0029, rule 2).
 */
function BackLink({ control, to, waits, children }: SendingPart & { to: string; waits: boolean }) {
  const { isSubmitting } = useFormState({ control, disabled: !waits });
  const sent = useApplicationSent();
  return (
    <FlowLink className="lf-back-link" to={to} waiting={(waits && isSubmitting) || sent}>
      {children}
    </FlowLink>
  );
}

/**
 * The page's actions, marked busy while a save of the lead is on its way (the store's loading
 * flag, spec section 3): also after a page that moved on as it saved, until that save is answered.
 * Only they are drawn again when the flag changes.
 */
function SaveActions({ children }: { children: ReactNode }) {
  const isLoading = useApplicationSelector((state) => state.application.isLoading);
  return (
    <div className="lf-step__actions" aria-busy={isLoading || undefined}>
      {children}
    </div>
  );
}

/** Sends a page's answers (a lead update, or a state's own call) and gives the server's answer. */
export type SubmitAnswers = (
  answers: ApplicationDataPatch,
  options?: SaveOptions,
) => Promise<ApiResult<LeadAnswer>>;

/** What a page shown by the step form is: its route (title, server errors) and its fields. */
export type FormPage = Pick<StepDefinition, 'route' | 'fields'>;

interface PageFormProps {
  page: FormPage;
  submit: SubmitAnswers;
  /** Moves on to the state the answer to this page's save names (the navigator's); resolves once moved. */
  afterSave: (state: ApplicationState) => Promise<void>;
  /**
   * Field errors the server gave, for the flow to place: true when the earliest is on another
   * page, where the applicant was sent. Without it, each is shown here or as a failed save.
   */
  placeFieldErrors?: (fieldErrors: readonly FieldError[]) => Promise<boolean>;
  /**
   * Moves on as the save goes out, and returns how to take its answer (false: a failure to tell);
   * null when this page waits for the answer (the navigator's `moveBeforeAnswer`).
   */
  moveOnWhileSaving?: () => TakeAnswer | null;
  /** "Step 3 of 6": a flow's steps only. */
  progress?: { step: number; total: number };
  /** Back to this route; none when absent. */
  back?: string | null;
  /** This page's Continue sends the application: Back waits while it is sent. */
  sendsTheApplication?: boolean;
  /**
   * A page of the flow's own steps, drawn in the form element the step form keeps (with its loan
   * summary, which offers the flow's way to change the loan: a v3 flow's dialog on the page,
   * issue 37 item 5): the page gives it its handlers. Without it, the page draws its own form
   * and loan summary.
   */
  handlersRef?: RefObject<PageHandlers | null>;
  /** Shown under the heading: why the page asks. */
  intro?: ReactNode;
}

/** What the form element kept across a flow's steps hands to the page shown in it. */
interface PageHandlers {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  focus: () => void;
}

/**
 * The one step form: renders any step of the catalogue through the field registry, checks it on
 * Continue (an error summary, focused, linking to each field), keeps every keystroke, saves the
 * answers to the lead and moves where the navigator says.
 *
 * The card (the form element) and the loan summary at its foot stay as the applicant moves from
 * step to step; only the page inside is new (issue 34). Drawn with each page, the summary and its
 * representative example were about a fifth of React's work on every Continue, for the same
 * amount and period (8 ms of CPU a move at 4x, measured in decision 0034's addendum). Once the
 * applicant is in the form, the step that follows is drawn ahead in a hidden Activity, shown only
 * if the server's answer leads to it (decision 0044).
 */
export default function StepForm({ step }: { step: FlowStep }) {
  const handlersRef = useRef<PageHandlers | null>(null);
  const { shownKey, ahead, drawAhead } = usePageDrawnAhead(step);
  useStatePagesAhead();
  return (
    <form
      className="lf-step"
      // Sent without script (a first page before its code, or with JavaScript off), the answers
      // go in the request's body, not its address (server: a POST is answered with the page).
      method="post"
      onSubmit={(event) => {
        if (handlersRef.current) handlersRef.current.submit(event);
        else event.preventDefault();
      }}
      onFocus={() => {
        handlersRef.current?.focus();
        drawAhead();
      }}
      noValidate
    >
      <Activity key={shownKey} mode="visible">
        <StepPage step={step} handlersRef={handlersRef} />
      </Activity>
      {ahead ? (
        <Activity key={ahead.key} mode="hidden">
          <StepPage step={ahead.step} handlersRef={handlersRef} />
        </Activity>
      ) : null}
      <FormLoanSummary changeable />
    </form>
  );
}

function withoutCaptcha<T extends { kind: string }>(fields: readonly T[]): readonly T[] {
  return fields.some((field) => field.kind === 'captcha')
    ? fields.filter((field) => field.kind !== 'captcha')
    : fields;
}

/** A step's page in the kept form: its fields, checked and saved as the step says. */
const StepPage = memo(function StepPage({
  step: page,
  handlersRef,
}: {
  step: FlowStep;
  handlersRef: RefObject<PageHandlers | null>;
}) {
  const catalogued = useStepWithFields(page);
  const dispatch = useApplicationDispatch();
  // The page's own place, not the address: drawn ahead, it is drawn for where it will be, and
  // is not drawn again when the address comes to it (decision 0044).
  const navigation = useFlowNavigation(page.route);
  const { flow, asked } = navigation;
  const progress = useMemo(() => stepPosition(flow, page, asked), [flow, page, asked]);
  const store = useStore<ApplicationRootState>();
  // The other pages' answers, as the page opens: they do not change while it shows. A field that
  // hangs on one of them is asked or not by it (an employer, not of a pensioner).
  const [openedWith] = useState(() => store.getState().application.applicationData);
  const hasLead = useApplicationSelector((state) => Boolean(state.application.applicationData.id));
  // (Read from the catalogue, loaded for every page but a first one, which hangs on no other.)
  const step = useMemo(() => {
    const shown =
      loadedFieldCatalogue()?.withAnswersElsewhere(catalogued.fields, openedWith) ??
      catalogued.fields;
    // A lead is made by the captcha's page, its token verified then: back on that page, the
    // security check is not asked again (the lead API asks a lead that holds a verified token
    // for none, and a token is verified once), only the page's answers. Watched, not read as the
    // page opened: Back pressed before the create's answer came opens the page without a lead.
    const fields = hasLead ? withoutCaptcha(shown) : shown;
    return fields !== catalogued.fields ? { ...catalogued, fields } : catalogued;
  }, [catalogued, openedWith, hasLead]);
  const submit = useCallback<SubmitAnswers>(
    (answers, options) => {
      // What the lead will hold: an answer held that these answers now rule out, on any page of
      // the flow (an employer named before the income turned out to be a pension), is removed.
      const held = mergeApplicationData(store.getState().application.applicationData, answers);
      const catalogue = loadedFieldCatalogue();
      const patch = (catalogue?.withRuledOutRemoved(flow, answers, held) ??
        answers) as ApplicationDataPatch;
      const data = mergeApplicationData(held, patch);
      // What this page changed is told from the answers it opened with (a save refused as stale).
      const saving = { ...options, heldBefore: openedWith };
      return saveInFlow(dispatch, patch, flow, page, step.route, saving, data);
    },
    [dispatch, step.route, flow, page, store, openedWith],
  );
  return (
    <PageForm
      page={step}
      submit={submit}
      afterSave={navigation.afterSave}
      placeFieldErrors={navigation.showFieldErrors}
      moveOnWhileSaving={navigation.moveOnWhileSaving}
      progress={progress}
      back={navigation.back}
      sendsTheApplication={navigation.sendsTheApplication}
      handlersRef={handlersRef}
    />
  );
});

/**
 * The same form for a page the server sends the applicant to outside the flow's steps (spec
 * section 2's state-driven routes): its fields, its answers sent by `submit` (the state's own
 * call), no progress through the flow's steps, Back only when `back` is given.
 */
export function StageForm({
  page,
  submit,
  intro,
  back,
}: {
  page: FormPage;
  submit: SubmitAnswers;
  intro?: ReactNode;
  back?: string | null;
}) {
  const { afterSave } = useFlowNavigation();
  return <PageForm page={page} submit={submit} afterSave={afterSave} intro={intro} back={back} />;
}

/** Which fields the server refused, and why, as one comparable text. */
const serverErrorsKey = (errors: readonly FieldError[]) =>
  errors
    .map((error) => `${error.fieldName} ${error.code}`)
    .sort()
    .join('\n');

const PageForm = memo(function PageForm({
  page: shipped,
  submit,
  afterSave,
  placeFieldErrors,
  moveOnWhileSaving,
  progress,
  back,
  sendsTheApplication = false,
  handlersRef,
  intro,
}: PageFormProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const progressId = useId();
  // The country and contract lists the lead API serves, the shipped ones until it has answered.
  const step = useServedChoices(shipped);
  // Amounts are read and written as the brand's own language writes them (issue 37); a bound in a
  // message is written as the page's language writes money.
  const locale = brand.defaultLocale;
  const { currency } = brand;
  const pageLocale = useLocale();
  const dispatch = useApplicationDispatch();
  const pageErrors = useApplicationSelector((state) => state.application.errors[step.route]);
  const { fieldTools, fieldToolsNow, prefetch } = useFieldTools(step);
  const prefetchSave = useCallback(() => {
    prefetch();
    void loadLeadSave().catch(() => undefined);
  }, [prefetch]);
  const store = useStore<ApplicationRootState>();
  /**
   * The answers as the page opened: its fields start from them, and any of its groups' answers
   * gone since are removed. Read once, not watched: every keystroke and every save changes them,
   * and the form need not be drawn again for that.
   */
  const [openedWith] = useState(() => store.getState().application.applicationData);
  const [saveFailed, setSaveFailed] = useState(false);
  const [serverErrorsShown, setServerErrorsShown] = useState(0);
  /** An answer brought the applicant here to a refused field: it takes the focus once shown. */
  const focusRefused = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const draftPage = `step${step.route}`;
  const [defaultValues] = useState(() =>
    initialFormValues(step, openedWith, locale, keptDraftOf(draftPage, openedWith.id), brand),
  );
  // What the postcode look-ups on this page found: a province other than theirs is refused.
  const [postcodePlaces] = useState<PostcodePlaces>(() => new Map());
  // And what they wrote, which follows the postcode, kept over a reload (postcode-filling.ts).
  const [postcodeDraft] = useState(() => ({
    page: `${draftPage}>postcodeFills`,
    leadId: openedWith.id,
  }));
  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values) => {
      const tools = await fieldTools();
      const problems = validateStep(
        step,
        values,
        tools.check,
        new Date(),
        brand.country,
        locale,
        currency,
      );
      const here = formValuesToLeadData(step, values, { locale, currency });
      const kept = store.getState().application.applicationData;
      const crossProblems = [
        ...tools.crossCheck(here, kept, pageLocale, openedWith),
        ...postcodeProvinceProblems(
          step,
          (path) => answerAt(here, path),
          postcodePlaces,
          brand.country,
        ),
      ];
      for (const [path, problem] of crossProblems) {
        if (!problems.has(fieldId(path))) problems.set(fieldId(path), problem);
      }
      if (problems.size === 0) return { values, errors: {} };
      return {
        values: {},
        errors: Object.fromEntries(
          [...problems].map(([id, problem]) => [
            id,
            { type: 'validate', message: JSON.stringify(problem) },
          ]),
        ),
      };
    },
    [
      step,
      fieldTools,
      brand.country,
      locale,
      currency,
      pageLocale,
      store,
      postcodePlaces,
      openedWith,
    ],
  );
  const form = useStepFormControl<FormValues>({
    defaultValues,
    resolver,
    reValidateMode: 'onChange',
    // The error summary takes focus on a failed Continue (GOV.UK pattern), not the first field.
    shouldFocusError: false,
  });
  // Not isSubmitting: the busy Continue watches it (SubmitButton), so a Continue does not draw the
  // whole page again before its save starts.
  const { errors, submitCount } = form.formState;
  const lookups = useStepLookups(form, postcodePlaces, postcodeDraft);
  useBirthDateFromPersonalCode(form, step, openedWith);
  // A field hangs on another's answer (`when`): shown once that answer is given.
  const answers = useWatch({ control: form.control }) as FormValues;
  const asked = step.fields.filter((field) => isFieldAsked(field, answerOfValues(answers)));

  // Every keystroke is kept (and so survives a reload or a failed request), as typed: not the
  // lead's until this page's Continue, so another page's save leaves it out. Subscribed as the page
  // is put in the document (a layout effect, in the same task): the browser gives the applicant
  // the page there, and what they typed before a passive effect ran was shown but never kept.
  const { subscribe } = form;
  useLayoutEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          dispatch(
            answersTyped(
              formValuesToLeadData(step, values, { locale, currency }) as ApplicationDataPatch,
            ),
          );
          const typed = typedTextsOf(step, values);
          if (typed && openedWith.id) keepDraft(draftPage, openedWith.id, typed);
        },
      }),
    [subscribe, step, dispatch, locale, currency, draftPage, openedWith.id],
  );

  // A message that compares answers (a personal code with the sex or the birth date, a second
  // citizenship with the first) sits on one of them, and react-hook-form checks again only the
  // field that changed. After a Continue, a change checks again the page's other messages, so one
  // put right by another answer goes; the server's own messages stay until the next Continue.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!form.formState.isSubmitted) return;
          const shown = Object.entries(form.formState.errors).flatMap(([id, error]) =>
            id !== name && error?.type === 'validate' ? [id] : [],
          );
          if (shown.length > 0) void form.trigger(shown);
        },
      }),
    [subscribe, form],
  );

  /** The server's errors last shown here, by field and code: each set of them is shown once. */
  const serverErrorsShownHere = useRef('');
  const serverErrorsHere = (fieldErrors: readonly FieldError[]) =>
    fieldErrors.filter((error) => step.fields.some((field) => field.path === error.fieldName));
  /** Field errors the server gave for this page: shown by their fields, with the summary. */
  function showServerErrors(fieldErrors: readonly FieldError[]): boolean {
    const here = serverErrorsHere(fieldErrors);
    serverErrorsShownHere.current = serverErrorsKey(here);
    for (const error of here) {
      form.setError(fieldId(error.fieldName), {
        type: 'server',
        message: JSON.stringify(
          serverProblem(
            error,
            step.fields.find((field) => field.path === error.fieldName),
          ),
        ),
      });
    }
    if (here.length > 0) setServerErrorsShown((shown) => shown + 1);
    return here.length > 0;
  }

  // Errors the server found on this page while the applicant was on another one, or while this
  // page was shown again (Back, as the answer to a save made here before was on its way). This
  // page's own save shows its errors itself: the same ones recorded for it are not shown twice.
  useEffect(() => {
    if (!pageErrors?.length) {
      // Cleared by an answer: the same errors given again are news.
      serverErrorsShownHere.current = '';
      return;
    }
    if (serverErrorsKey(serverErrorsHere(pageErrors)) === serverErrorsShownHere.current) return;
    // The applicant was brought here by the answer (decision 0029): its first refused field takes
    // the focus, after the summary that reads out every message.
    focusRefused.current = showServerErrors(pageErrors);
  }, [pageErrors]); // eslint-disable-line react-hooks/exhaustive-deps
  // Once the summary is drawn with them (it takes the focus as it shows): a page that opens with
  // the errors runs this first as it mounts, before the summary is there to take the focus back.
  useEffect(() => {
    if (!focusRefused.current || serverErrorsShown === 0) return;
    focusRefused.current = false;
    const first = step.fields.find((field) => form.getFieldState(fieldId(field.path)).invalid);
    if (first) form.setFocus(fieldId(first.path));
  }, [serverErrorsShown]); // eslint-disable-line react-hooks/exhaustive-deps

  const fieldProblems = asked.flatMap((field) => {
    const problem = problemOf(errors[fieldId(field.path)]);
    return problem ? [{ field, problem }] : [];
  });
  // A text that names a thing of the brand's country (its national id, its provinces) has one
  // version per country, `…_ES`, `…_RO`, and the brand's country picks it whatever the language
  // (i18next's context; decision 0035): every text of the page is looked up with it.
  const country = brand.country;
  // Each field's label and hint, looked up once per page: the form is drawn again as it checks
  // and saves, and i18next's look-ups were a fifth of the work of drawing it.
  const fieldTexts = useMemo(
    () =>
      new Map(
        step.fields.map((field) => [
          field.path,
          {
            label: t(`${fieldTextKey(field.path)}>label`, { context: country }),
            hint:
              t(`${fieldTextKey(field.path)}>hint`, { context: country, defaultValue: '' }) ||
              undefined,
          },
        ]),
      ),
    [step.fields, t, country],
  );
  const label = (field: FieldDefinition) =>
    fieldTexts.get(field.path)?.label ??
    t(`${fieldTextKey(field.path)}>label`, { context: country });
  const messageOf = (field: FieldDefinition, problem: FieldProblem) =>
    t(problem.key, { ...problem.values, label: labelInMessage(label(field)), context: country });
  const dateOrder = dateOrderOf(pageLocale);
  // A field whose boxes are each at fault (the policies) has a line for each in the summary.
  // A date's link goes to its first part at fault (only the year: the year), as GOV.UK's does.
  const errorItems = fieldProblems.flatMap(({ field, problem }) =>
    (problem.each ?? [{ ...problem, at: problemAt(field, problem, dateOrder) }]).map((each) => ({
      fieldId: each.at,
      message: messageOf(field, each),
    })),
  );
  // Each error summary shown is told to tracking by the fields at fault (their lead paths; the
  // tracking decision names them by the form-field catalogue), never their values.
  const attempt = submitCount + serverErrorsShown;
  const faultyPaths = fieldProblems.map(({ field }) => field.path).join('\n');
  useEffect(() => {
    if (attempt > 0 && faultyPaths) {
      dispatch(fieldErrorsShown({ path: step.route, fields: faultyPaths.split('\n') }));
    }
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const stepTitle = t(`pages>${step.route.slice(1)}`, { context: country });
  useDocumentTitle(stepTitle, errorItems.length > 0 ? t('errors>titlePrefix') : undefined);

  async function save(values: FormValues) {
    setSaveFailed(false);
    // Loaded by the check just made: read at once, so the save starts before anything is drawn.
    const { canonicalize, follow } = fieldToolsNow() ?? (await fieldTools());
    const answers = formValuesToLeadData(step, values, { canonicalize, locale, currency });
    const removed = removedAnswers(step, openedWith, store.getState().application.applicationData);
    const patch: Record<string, unknown> = { ...answers };
    // Other pages' answers: those this page's rule out removed, those that follow them (a CNP's
    // date of birth) sent with them. The page's own answers win over both.
    for (const [group, others] of [
      ...Object.entries(removed),
      ...Object.entries(follow(answers, openedWith)),
    ]) {
      const given = patch[group];
      patch[group] = { ...others, ...(isPlainObject(given) ? given : {}) };
    }
    // The move is made first, and drawn before the save is sent; the answers are kept at once,
    // before the page moved to is drawn (a v3 page is reached by the answers before it).
    const takeAnswer = moveOnWhileSaving?.();
    if (takeAnswer) {
      const saving = submit(patch as ApplicationDataPatch, { sendWhenDrawn: true });
      // This page is left: a failure is told on the page shown by then, unless a later save is on
      // its way (it carries these answers).
      followSave(saving, takeAnswer, () => dispatch(movedOnSaveFailed()));
      return;
    }
    // This page waits for the answer, which names the next page (decision 0029). Continue stays
    // busy until the page has moved (a state's page may wait for its code).
    const moveOn = moveOnceAnswered(afterSave);
    const send = async () => {
      const sent = await submit(patch as ApplicationDataPatch, { whenAnswered: moveOn });
      if (sent.ok) await moveOn(sent);
      return sent;
    };
    const result = await (sendsTheApplication ? whileApplicationSent(send) : send());
    if (result.ok) return;
    // Dropped from the queue: an earlier answer took the lead, and the applicant, elsewhere. Or
    // refused as not this browser's lead: told above the page, with the way on (LeadRefusedNotice).
    if (result.error.code === 'aborted' || result.error.code === 'write_secret_refused') return;
    const fieldErrors = result.error.fieldErrors ?? [];
    if (fieldErrors.length > 0) {
      if (placeFieldErrors && (await placeFieldErrors(fieldErrors))) return;
      if (showServerErrors(fieldErrors)) return;
    }
    setSaveFailed(true);
  }
  useFocusWhen(alertRef, saveFailed);

  const errorPrefix = t('errors>fieldPrefix');
  const renderField = (field: FieldDefinition) => {
    const id = fieldId(field.path);
    const problem = problemOf(errors[id]);
    const hint = fieldTexts.get(field.path)?.hint;
    return (
      <StepField
        key={id}
        field={field}
        id={id}
        label={label(field)}
        hint={hint}
        error={problem ? messageOf(field, problem) : undefined}
        errorParts={problem?.parts}
        dateOrder={dateOrder}
        controlErrors={
          problem?.each
            ? Object.fromEntries(problem.each.map((each) => [each.at, messageOf(field, each)]))
            : undefined
        }
        errorPrefix={errorPrefix}
        form={form}
        lookups={lookups}
        brand={brand}
        t={t}
      />
    );
  };

  const submitPage = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(event);
  // The kept form element sends its events to the page shown in it (set before any can come).
  useLayoutEffect(() => {
    if (!handlersRef) return undefined;
    const own = { submit: submitPage, focus: prefetchSave };
    handlersRef.current = own;
    return () => {
      if (handlersRef.current === own) handlersRef.current = null;
    };
  });

  const content = (
    <>
      {progress ? (
        <div className="lf-progress">
          <span id={progressId}>{t('progress>stepOf', progress)}</span>
          <progress value={progress.step} max={progress.total} aria-hidden="true" />
        </div>
      ) : null}
      {/* The step count is read with the heading, which takes the focus on a new page. */}
      <PageHeading describedBy={progress ? progressId : undefined}>{stepTitle}</PageHeading>
      {intro ? <p className="lf-step__intro">{intro}</p> : null}
      {attempt > 0 ? (
        <ErrorSummary title={t('errors>summaryTitle')} items={errorItems} attempt={attempt} />
      ) : null}
      {/* One keyed list: a field that appears (a Bucharest address's sector) leaves the fields
          after it as they are, the one being typed into among them, focus and all. */}
      <FieldsWhileSending control={form.control}>
        {groupFields(asked).flatMap(({ group, fields }) =>
          group
            ? [
                <fieldset key={`group:${group}`} className="lf-fieldset lf-fieldset--group">
                  <legend className="lf-legend">{t(`groups>${group}`)}</legend>
                  {fields.map(renderField)}
                </fieldset>,
              ]
            : fields.map(renderField),
        )}
      </FieldsWhileSending>
      {saveFailed ? (
        <div ref={alertRef} tabIndex={-1}>
          <Alert title={t('errors>saveFailedTitle')}>{t('errors>saveFailedBody')}</Alert>
        </div>
      ) : null}
      <SaveActions>
        <SubmitButton control={form.control}>
          {saveFailed ? t('common>tryAgain') : t('common>continue')}
        </SubmitButton>
        {back ? (
          <BackLink control={form.control} to={back} waits={sendsTheApplication}>
            {t('common>back')}
          </BackLink>
        ) : null}
      </SaveActions>
    </>
  );
  if (handlersRef) return content;
  return (
    <form className="lf-step" method="post" onSubmit={submitPage} onFocus={prefetchSave} noValidate>
      {content}
      <FormLoanSummary />
    </form>
  );
});
