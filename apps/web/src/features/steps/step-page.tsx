import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ErrorSummary } from '../../components/ui/error-summary';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useBrand } from '../../config/brand-context';
import {
  applicationDataUpdated,
  useApplicationDispatch,
  useApplicationSelector,
} from '../application';
import { routeForState } from '../flow';
import { saveLead } from '../lead';
import { LoanSummary } from '../loan-information';
import { ClassicSteps } from './classic-steps';
import { useFormatCheck } from './format-check';
import { useStepLookups } from './use-step-lookups';
import {
  fieldId,
  fieldTextKey,
  type FieldDeclaration,
  type StepDefinition,
} from './step-definition';
import { validateStep, type ValidationMessage } from './step-validation';
import { formValuesToLeadData, initialFormValues, type FormValues } from './step-values';

const INPUT_ATTRIBUTES: Partial<Record<FieldDeclaration['input'], Record<string, string>>> = {
  email: { type: 'email', inputMode: 'email', spellCheck: 'false' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
  money: { type: 'text', inputMode: 'decimal' },
  count: { type: 'text', inputMode: 'numeric' },
  text: { type: 'text' },
};

function message(error: FieldErrors<FormValues>[string]): ValidationMessage | null {
  if (!error?.message) return null;
  try {
    return JSON.parse(error.message) as ValidationMessage;
  } catch {
    return { key: error.message };
  }
}

/** One classic step: its fields, validated on Continue, saved to the lead, never lost. */
export default function StepPage({ step }: { step: StepDefinition }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [, navigate] = useLocation();
  const dispatch = useApplicationDispatch();
  const data = useApplicationSelector((state) => state.application.applicationData);
  const formatCheck = useFormatCheck(step);
  const [saveFailed, setSaveFailed] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const defaultValues = useMemo(() => initialFormValues(step, data), [step]); // eslint-disable-line react-hooks/exhaustive-deps

  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values) => {
      const problems = validateStep(step, values, await formatCheck());
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
    [step, formatCheck],
  );
  const form = useForm<FormValues>({
    defaultValues,
    resolver,
    reValidateMode: 'onChange',
    // The error summary takes focus on a failed Continue (GOV.UK pattern), not the first field.
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const lookups = useStepLookups(form);

  // Every keystroke is kept (and so survives a reload or a failed request).
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          dispatch(applicationDataUpdated(formValuesToLeadData(step, values)));
        },
      }),
    [subscribe, step, dispatch],
  );

  const errorItems = step.fields.flatMap((field) => {
    const problem = message(errors[fieldId(field.path)]);
    return problem
      ? [{ fieldId: fieldId(field.path), message: t(problem.key, problem.values ?? {}) }]
      : [];
  });
  const index = ClassicSteps.indexOf(step);
  const previous = index > 0 ? ClassicSteps[index - 1]?.route : '/loan-information';
  const stepTitle = t(`pages>${step.route.slice(1)}`);
  useDocumentTitle(stepTitle, errorItems.length > 0 ? t('errors>titlePrefix') : undefined);

  async function save(values: FormValues) {
    setSaveFailed(false);
    const result = await dispatch(saveLead(formValuesToLeadData(step, values), step.dataKey));
    if (result.ok) {
      navigate(routeForState(result.data.applicationState).route);
      return;
    }
    const onThisPage = (result.error.fieldErrors ?? []).filter((error) =>
      step.fields.some((field) => field.path === error.fieldName),
    );
    if (onThisPage.length > 0) {
      for (const error of onThisPage) {
        form.setError(fieldId(error.fieldName), {
          type: 'server',
          message: JSON.stringify({
            key: 'validation>serverRejected',
            values: { reason: error.message },
          }),
        });
      }
      return;
    }
    setSaveFailed(true);
  }
  useEffect(() => {
    if (saveFailed) alertRef.current?.focus();
  }, [saveFailed]);

  const errorPrefix = t('errors>fieldPrefix');
  return (
    <form className="lf-step" onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
      <div className="lf-progress">
        <span>{t('progress>stepOf', { step: index + 2, total: ClassicSteps.length + 1 })}</span>
        <progress value={index + 2} max={ClassicSteps.length + 1} aria-hidden="true" />
      </div>
      <h1 className="lf-step__title">{stepTitle}</h1>
      {submitCount > 0 ? (
        <ErrorSummary title={t('errors>summaryTitle')} items={errorItems} attempt={submitCount} />
      ) : null}
      <fieldset className="lf-fieldset">
        <legend className="lf-visually-hidden">{stepTitle}</legend>
        {step.fields.map((field) => {
          const id = fieldId(field.path);
          const key = fieldTextKey(field.path);
          const problem = message(errors[id]);
          const error = problem ? t(problem.key, problem.values ?? {}) : undefined;
          const registered = form.register(id, lookups.lookupHandlers(field));
          if (field.input === 'consent') {
            return (
              <div key={id}>
                <CheckboxField
                  id={id}
                  label={t(`fields>${key}>label`)}
                  error={error}
                  errorPrefix={errorPrefix}
                  {...registered}
                />
                <p className="lf-hint lf-footer__links">
                  <a href={brand.termsUrl}>{t('footer>terms')}</a>
                  <a href={brand.dataProcessingPolicyUrl}>{t('footer>privacy')}</a>
                </p>
              </div>
            );
          }
          if (field.input === 'choice' && field.options) {
            const list = field.options.list;
            return (
              <SelectField
                key={id}
                id={id}
                label={t(`fields>${key}>label`)}
                placeholder={t('common>choose')}
                options={field.options.values.map((value) => ({
                  value,
                  label: t(`options>${list}>${value}`),
                }))}
                autoComplete={field.autoComplete}
                error={error}
                errorPrefix={errorPrefix}
                {...registered}
              />
            );
          }
          const optional = field.required ? '' : ` ${t('common>optional')}`;
          const companyList = field.lookup === 'company' ? `${id}-companies` : undefined;
          return (
            <div key={id}>
              <TextField
                id={id}
                label={`${t(`fields>${key}>label`)}${optional}`}
                hint={t(`fields>${key}>hint`, { defaultValue: '' }) || undefined}
                autoComplete={field.autoComplete}
                error={error}
                errorPrefix={errorPrefix}
                list={companyList}
                {...INPUT_ATTRIBUTES[field.input]}
                {...registered}
              />
              {companyList ? (
                <datalist id={companyList}>
                  {lookups.companies.map((company) => (
                    <option key={company.taxRegistryCode} value={company.name} />
                  ))}
                </datalist>
              ) : null}
              {field.lookup === 'email' ? (
                <div role="status" className="lf-hint">
                  {lookups.emailAdvice?.kind === 'suggestion' ? (
                    <>
                      {t('lookups>emailSuggestion', {
                        suggestion: lookups.emailAdvice.suggestion,
                      })}{' '}
                      <button
                        type="button"
                        className="lf-link-button"
                        onClick={() => lookups.applySuggestion(id)}
                      >
                        {t('lookups>useSuggestion')}
                      </button>
                    </>
                  ) : null}
                  {lookups.emailAdvice?.kind === 'undeliverable'
                    ? t('lookups>emailUndeliverable')
                    : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {saveFailed ? (
        <div ref={alertRef} tabIndex={-1}>
          <Alert title={t('errors>saveFailedTitle')}>{t('errors>saveFailedBody')}</Alert>
        </div>
      ) : null}
      <div className="lf-step__actions">
        <Button type="submit" busy={isSubmitting}>
          {saveFailed ? t('common>tryAgain') : t('common>continue')}
        </Button>
        {previous ? (
          <Link className="lf-back-link" href={previous}>
            {t('common>back')}
          </Link>
        ) : null}
      </div>
      <LoanSummary />
    </form>
  );
}
