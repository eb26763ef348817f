import type { Policy, PolicyScope } from '@lf/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ui/retry-alert';
import { FieldMessages } from '../../components/ui/field-messages';
import { FieldsetShell } from '../../components/ui/fieldset-shell';
import { useBrand } from '../../config/brand-context';
import { useApplicationDispatch } from '../application';
import { useLocale } from '../i18n';
import { fetchPolicies } from './initial-details-thunks';
import {
  missingPolicies,
  policyBoxId,
  withLoadedPolicies,
  type PolicyChoices,
} from './policy-choices';

export interface PoliciesFieldProps {
  /** The id the error summary links to: the first checkbox, or the way to load them. */
  id: string;
  legend: string;
  hint?: string;
  /** A message about the policies as a whole (not loaded, or refused by the server). */
  error?: string;
  /** Each required box left unticked, its message by its id (`policyBoxId`). */
  boxErrors?: Readonly<Record<string, string>>;
  errorPrefix: string;
  value: PolicyChoices;
  onChange: (next: PolicyChoices) => void;
  /** An after-offer consent page's policies instead of the brand's general ones. */
  scope?: PolicyScope;
}

/**
 * The brand's general policies, fetched in the page's language: each a checkbox with its title,
 * what the applicant agrees to and a link to the full text (a new tab). While they load, a short
 * text; when they cannot, an alert with a way to try again. Continue needs them loaded and every
 * required one ticked (see step validation).
 */
export function PoliciesField({
  id,
  legend,
  hint,
  error,
  boxErrors,
  errorPrefix,
  value,
  onChange,
  scope,
}: PoliciesFieldProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const locale = useLocale();
  const dispatch = useApplicationDispatch();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loaded = useEffectEvent((policies: readonly Policy[]) =>
    onChange(withLoadedPolicies(value, policies)),
  );

  useEffect(() => {
    let current = true;
    dispatch(fetchPolicies(brand.id, locale, scope)).then(
      (result) => {
        if (!current) return;
        setFailed(!result.ok);
        if (result.ok) loaded(result.data.policies);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [dispatch, brand.id, locale, scope, attempt]);

  const policies = value.loaded;
  // Boxes told apart, each by its own message, or one message about them all, read with the
  // first box left unticked (or the first of all).
  const groupError = boxErrors && Object.keys(boxErrors).length > 0 ? undefined : error;
  const atFault = groupError ? (missingPolicies(value)[0] ?? policies?.[0]) : undefined;

  return (
    <FieldsetShell
      id={id}
      legend={legend}
      hint={hint}
      error={groupError}
      errorPrefix={errorPrefix}
      className="lf-fieldset"
    >
      {policies ? null : failed ? (
        <RetryAlert
          title={t('policies>loadFailed')}
          retryLabel={t('policies>retry')}
          buttonId={id}
          onRetry={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {t('policies>loadFailedBody')}
        </RetryAlert>
      ) : (
        <p id={id} className="lf-hint" role="status" tabIndex={-1}>
          {t('policies>loading')}
        </p>
      )}
      {policies?.map((policy) => {
        const boxId = policyBoxId(id, value, policy);
        const boxError = boxErrors?.[boxId];
        const invalid = Boolean(boxError) || policy === atFault;
        return (
          <div key={policy.id} className={boxError ? 'lf-policy lf-field--error' : 'lf-policy'}>
            <FieldMessages id={boxId} error={boxError} errorPrefix={errorPrefix} />
            <div className="lf-checkbox">
              <input
                id={boxId}
                type="checkbox"
                checked={value.accepted[policy.id] === true}
                onChange={(event) =>
                  onChange({
                    ...value,
                    accepted: { ...value.accepted, [policy.id]: event.target.checked },
                  })
                }
                aria-invalid={invalid || undefined}
                aria-describedby={[`${boxId}-text`, invalid ? `${boxError ? boxId : id}-error` : '']
                  .filter(Boolean)
                  .join(' ')}
              />
              <label htmlFor={boxId} className="lf-label">
                {policy.title}
                {policy.required ? null : ` ${t('common>optional')}`}
              </label>
            </div>
            <p id={`${boxId}-text`} className="lf-hint">
              {policy.text}
            </p>
            <p className="lf-hint">
              <a href={policy.url} target="_blank" rel="noopener noreferrer">
                {t('policies>read', { title: policy.title })} {t('policies>opensInNewTab')}
              </a>
            </p>
          </div>
        );
      })}
    </FieldsetShell>
  );
}
