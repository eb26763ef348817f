import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lf/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { describedBy } from '../../components/ui/described-by';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FieldShell } from '../../components/ui/field-shell';
import { useApplicationDispatch, useApplicationSelector } from '../application';
import { rereadLead } from '../lead/lazy';
import { useFlowNavigation } from '../navigation';
import {
  checkGuessable,
  checkPassword,
  loadPasswordCheck,
  type PasswordProblem,
} from './password-rules';
import { savePassword } from './result-calls';
import { useFocusWhen } from '../../components/ui/use-focus-when';
import { useBrand } from '../../config/brand-context';

const PASSWORD_ID = 'customer-password';
const PasswordProblems: readonly string[] = [
  'empty',
  'tooShort',
  'tooLong',
  'guessable',
] satisfies PasswordProblem[];
const isPasswordProblem = (value: unknown): value is PasswordProblem =>
  typeof value === 'string' && PasswordProblems.includes(value);

interface PasswordValues {
  password: string;
}

type Outcome = 'saved' | 'failed' | 'gone' | null;

/** The form's check: the length, then, within it, how easy the password is to guess. */
const passwordResolver =
  (own: readonly (string | undefined)[]): Resolver<PasswordValues> =>
  async (values): Promise<ResolverResult<PasswordValues>> => {
    const problem = checkPassword(values.password) ?? (await checkGuessable(values.password, own));
    return problem
      ? { values: {}, errors: { password: { type: 'validate', message: problem } } }
      : { values, errors: {} };
  };

/**
 * ACCEPTED: a password for the customer area (POST /lead/customer/password). One field, no
 * confirmation field: Show password (aria-pressed) lets the applicant check what they typed,
 * which GOV.UK's research found works better than typing it twice. The password lives only in
 * this form's memory: never in the store, storage or a log; it is cleared once saved. A failed
 * save keeps it in the field and offers to try again.
 */
export function SetPasswordForm({ onErrorsShown }: { onErrorsShown: (shown: boolean) => void }) {
  const { t } = useTranslation('offers');
  const { t: tApp } = useTranslation();
  const dispatch = useApplicationDispatch();
  const { afterSave } = useFlowNavigation();
  const email = useApplicationSelector(
    (state) => state.application.applicationData.contactDetails?.email,
  );
  const firstName = useApplicationSelector(
    (state) => state.application.applicationData.personalDetails?.firstName,
  );
  const lastName = useApplicationSelector(
    (state) => state.application.applicationData.personalDetails?.lastName,
  );
  // The brand's name is a word of the applicant's too (NIST 800-63B: the service's name).
  const brandName = useBrand().displayName;
  const resolver = useMemo(
    () => passwordResolver([email, firstName, lastName, brandName]),
    [email, firstName, lastName, brandName],
  );
  const [visible, setVisible] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refusals, setRefusals] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const form = useForm<PasswordValues>({
    defaultValues: { password: '' },
    resolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;

  /**
   * The save on its way: a second press before the busy button is drawn waits for it, and sends
   * nothing of its own (the button stays busy until the one save is answered).
   */
  const saving = useRef<Promise<void> | null>(null);
  function save({ password }: PasswordValues): Promise<void> {
    saving.current ??= send(password).finally(() => {
      saving.current = null;
    });
    return saving.current;
  }
  async function send(password: string) {
    setOutcome(null);
    const result = await dispatch(savePassword(password));
    if (result.ok) {
      form.reset({ password: '' });
      setVisible(false);
      setOutcome('saved');
      return;
    }
    const { code, fieldErrors } = result.error;
    const refused = fieldErrors?.find((fieldError) => fieldError.fieldName === 'password');
    if (code === 'invalid_body' && refused) {
      const message: PasswordProblem =
        refused.code === 'too_long'
          ? 'tooLong'
          : refused.code === 'not_accepted'
            ? 'guessable'
            : 'tooShort';
      form.setError('password', { type: 'server', message });
      setRefusals((count) => count + 1);
      return;
    }
    if (code === 'lead_not_found' || code === 'lead_expired') return setOutcome('gone');
    if (code === 'wrong_state') {
      const lead = await dispatch(rereadLead());
      if (lead.ok) return afterSave(lead.data.applicationState);
    }
    setOutcome('failed');
  }
  useFocusWhen(outcomeRef, Boolean(outcome));

  const problem = errors.password?.message;
  const message = isPasswordProblem(problem)
    ? t(`password>${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
    : undefined;
  useEffect(() => {
    onErrorsShown(Boolean(message));
  }, [message, onErrorsShown]);
  const hint = t('password>hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

  return (
    <section className="lf-password" aria-labelledby="password-title">
      <h2 id="password-title" className="lf-password__title">
        {t('password>title')}
      </h2>
      {outcome === 'saved' ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className="lf-notice lf-password__saved">
          <p className="lf-password__saved-title">{t('password>savedTitle')}</p>
          <p>{t('password>savedBody')}</p>
        </div>
      ) : (
        <form
          noValidate
          className="lf-password__form"
          onSubmit={(event) => void form.handleSubmit(save)(event)}
        >
          {submitCount + refusals > 0 ? (
            <ErrorSummary
              title={tApp('errors>summaryTitle')}
              items={message ? [{ fieldId: PASSWORD_ID, message }] : []}
              attempt={submitCount + refusals}
            />
          ) : null}
          <p>{t('password>intro')}</p>
          {/* For password managers: whose password this is. Not shown, not sent. */}
          {email ? (
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={email}
              readOnly
              hidden
            />
          ) : null}
          <FieldShell
            id={PASSWORD_ID}
            label={t('password>label')}
            hint={hint}
            error={message}
            errorPrefix={tApp('errors>fieldPrefix')}
          >
            <div className="lf-password__input">
              <input
                id={PASSWORD_ID}
                className="lf-input"
                type={visible ? 'text' : 'password'}
                autoComplete="new-password"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy(PASSWORD_ID, hint, message)}
                onFocus={() => void loadPasswordCheck().catch(() => undefined)}
                {...form.register('password')}
              />
              <Button
                variant="secondary"
                aria-pressed={visible}
                aria-controls={PASSWORD_ID}
                onClick={() => setVisible((shown) => !shown)}
              >
                {t('password>show')}
              </Button>
            </div>
          </FieldShell>
          {outcome === 'failed' || outcome === 'gone' ? (
            <div ref={outcomeRef} tabIndex={-1}>
              <Alert title={t('password>failedTitle')}>
                {t(outcome === 'gone' ? 'password>goneBody' : 'password>failedBody')}
              </Alert>
            </div>
          ) : null}
          <div className="lf-step__actions">
            <Button type="submit" busy={isSubmitting}>
              {outcome === 'failed' ? tApp('common>tryAgain') : t('password>submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
