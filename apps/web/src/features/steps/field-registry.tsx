import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type ClipboardEvent, type ReactNode } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { DateField } from '../../components/ui/date-field';
import { RadiosField } from '../../components/ui/radios-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { BrandConfig } from '../../config/brand-config-schema';
import { Locales, type CountryCode, type Locale } from '../../config/locale-schema';
import { formatMoney } from '../../config/format-money';
import { LocaleTags } from '../../config/locale-tags';
import { type AnswerOf, type FieldDefinition, type FieldKind, type FieldOptions } from '../flow';
import { offeredValues } from '../flow/lazy';
import {
  CaptchaField,
  initialPolicyChoices,
  isPolicyChoices,
  MarketingConsentsField,
  PoliciesField,
} from '../initial-details';
import { pastedDateParts } from './pasted-date';
import { datePartName, fieldId, setDateParts, type DatePart } from './step-definition';
import { YesNoAnswers, type FormValues } from './step-values';
import type { useStepLookups } from './use-step-lookups';

/** What every field renderer gets: the field, its texts and error, the form, the look-ups. */
export interface FieldRenderProps {
  field: FieldDefinition;
  id: string;
  label: string;
  hint?: string;
  error?: string;
  errorParts?: readonly DatePart[];
  /** The order a date's parts are asked in: the page's language's (month first in the Philippines). */
  dateOrder: readonly DatePart[];
  /** The message of each control at fault, by its id, when the field's boxes are told apart. */
  controlErrors?: Readonly<Record<string, string>>;
  errorPrefix: string;
  form: UseFormReturn<FormValues>;
  lookups: ReturnType<typeof useStepLookups>;
  brand: BrandConfig;
  t: TFunction;
}

type FieldRenderer = (props: FieldRenderProps) => ReactNode;

const INPUT_ATTRIBUTES: Partial<Record<FieldKind, Record<string, string>>> = {
  email: { type: 'email', inputMode: 'email', spellCheck: 'false' },
  tel: { type: 'tel', inputMode: 'tel' },
  money: { type: 'text', inputMode: 'decimal' },
  count: { type: 'text', inputMode: 'numeric' },
  text: { type: 'text' },
};

/**
 * A postcode format of digits (a hyphen at most: Poland's 00-000 is taken as five digits too):
 * the phone's number keys, as for any number.
 */
const DIGITS_ONLY = /^[\^\\d{}\d,$-]+$/;

/**
 * The countries whose national id is digits alone: CNP, PESEL, cédula, CCCD, PhilSys (walker B3).
 * Spain's DNI, Mexico's CURP and Germany's identity card have letters.
 */
const DIGIT_IDS: ReadonlySet<CountryCode> = new Set(['RO', 'PL', 'CO', 'VN', 'PH']);

/** Whether the field takes digits alone in the brand's country: the phone's number keys. */
const takesDigits = ({ rule }: FieldDefinition, { country, validationFormats }: BrandConfig) =>
  rule === 'postalCode'
    ? DIGITS_ONLY.test(validationFormats.postalCode)
    : rule === 'personalCode' && DIGIT_IDS.has(country);

function EmailAdvice({ id, lookups, t }: Pick<FieldRenderProps, 'id' | 'lookups' | 't'>) {
  const advice = lookups.emailAdvice;
  return (
    <div role="status" className="lf-hint">
      {advice?.kind === 'suggestion' ? (
        <>
          {t('lookups>emailSuggestion', { suggestion: advice.suggestion })}{' '}
          <button
            type="button"
            className="lf-link-button"
            onClick={() => lookups.applySuggestion(id)}
          >
            {t('lookups>useSuggestion')}
          </button>
        </>
      ) : null}
      {advice?.kind === 'undeliverable' ? t('lookups>emailUndeliverable') : null}
    </div>
  );
}

/** Text-like fields: text, e-mail, phone, money (with the brand's currency), whole numbers. */
const renderInput: FieldRenderer = (props) => {
  const { field, id, label, hint, error, errorPrefix, form, lookups, brand, t } = props;
  const optional = field.required ? '' : ` ${t('common>optional')}`;
  const companyList = field.lookup === 'company' ? `${id}-companies` : undefined;
  const currency = field.kind === 'money' ? brand.currency.symbol : undefined;
  // The currency where the brand's language writes it: "$ 500.000", "₱5,000", but "2000 zł".
  const after =
    currency !== undefined && /^\d/.test(formatMoney(1, brand.defaultLocale, brand.currency.code));
  return (
    <div key={id} className={field.width ? `lf-width-${field.width}` : undefined}>
      <TextField
        id={id}
        label={`${label}${optional}`}
        hint={hint}
        autoComplete={field.autoComplete}
        error={error}
        errorPrefix={errorPrefix}
        list={companyList}
        prefix={after ? undefined : currency}
        suffix={after ? currency : undefined}
        {...(takesDigits(field, brand) ? INPUT_ATTRIBUTES.count : INPUT_ATTRIBUTES[field.kind])}
        {...form.register(id, lookups.lookupHandlers(field))}
      />
      {companyList ? (
        <datalist id={companyList}>
          {lookups.companies.map((company) => (
            <option key={company.taxRegistryCode} value={company.name} />
          ))}
        </datalist>
      ) : null}
      {field.lookup === 'email' ? <EmailAdvice id={id} lookups={lookups} t={t} /> : null}
    </div>
  );
};

interface ChoiceOption {
  value: string;
  label: string;
}

const isLocale = (language: string | undefined): language is Locale =>
  (Locales as readonly (string | undefined)[]).includes(language);

/** Countries named in one language, sorted by name, the brand's own first: built once each. */
const regionOptionsMade = new WeakMap<readonly string[], Map<string, readonly ChoiceOption[]>>();

function regionOptions(
  codes: readonly string[],
  own: CountryCode,
  locale: string,
): readonly ChoiceOption[] {
  const made = regionOptionsMade.get(codes) ?? new Map<string, readonly ChoiceOption[]>();
  regionOptionsMade.set(codes, made);
  const key = `${locale} ${own}`;
  const known = made.get(key);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const named = codes.map((value) => ({ value, label: names.of(value) ?? value }));
  const options = [
    ...named.filter((option) => option.value === own),
    ...named
      .filter((option) => option.value !== own)
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];
  made.set(key, options);
  return options;
}

/**
 * A choice's options in the brand's country (or for the answer its list depends on), labelled as
 * its list says (see FieldOptions).
 */
function choiceOptions(
  list: FieldOptions,
  country: CountryCode,
  language: string | undefined,
  t: TFunction,
  answerOf: AnswerOf,
): readonly ChoiceOption[] {
  if (list.named) return list.named;
  const values = offeredValues(list, country, answerOf);
  if (list.labels === 'names') return values.map((value) => ({ value, label: value }));
  if (list.labels === 'regions') {
    return regionOptions(values, country, isLocale(language) ? LocaleTags[language] : 'en-GB');
  }
  return values.map((value) => ({ value, label: t(`options>${list.list}>${value}`) }));
}

/** A choice: radios for a few options, a select for a long list. */
function ChoiceField({
  field,
  id,
  label,
  hint,
  error,
  errorPrefix,
  form,
  brand,
  t,
}: FieldRenderProps) {
  const { i18n } = useTranslation();
  const list = field.options;
  const dependsOn = list?.byAnswer?.path;
  // The answer this list depends on (a vehicle's make), watched so the options follow it.
  const watched: unknown = useWatch({
    control: form.control,
    name: fieldId(dependsOn ?? field.path),
  });
  const parent = dependsOn && typeof watched === 'string' ? watched.trim() : '';
  useClearWhenOffListAfterChange(form, id, parent, dependsOn ? list : undefined, brand.country);
  if (!list) return null;
  const options = choiceOptions(list, brand.country, i18n.resolvedLanguage, t, () => parent);
  const shown = field.required ? label : `${label} ${t('common>optional')}`;
  if (list.control === 'radios') {
    return (
      <RadiosField
        id={id}
        legend={shown}
        hint={hint}
        error={error}
        errorPrefix={errorPrefix}
        options={options}
        input={form.register(id)}
      />
    );
  }
  return (
    <SelectField
      id={id}
      label={shown}
      hint={hint}
      placeholder={t('common>choose')}
      options={options}
      autoComplete={field.autoComplete}
      error={error}
      errorPrefix={errorPrefix}
      {...form.register(id)}
    />
  );
}

/**
 * A choice whose list depends on another answer: when that answer changes (another make), an
 * answer the new list does not offer (the old make's model) is cleared, not kept out of sight.
 */
function useClearWhenOffListAfterChange(
  form: UseFormReturn<FormValues>,
  id: string,
  parent: string,
  list: FieldOptions | undefined,
  country: CountryCode,
) {
  const before = useRef(parent);
  useEffect(() => {
    if (!list || before.current === parent) return;
    before.current = parent;
    const chosen = form.getValues(id);
    if (
      typeof chosen === 'string' &&
      chosen !== '' &&
      !offeredValues(list, country, () => parent).includes(chosen)
    ) {
      form.setValue(id, '', { shouldDirty: true });
    }
  }, [form, id, parent, list, country]);
}

const renderChoice: FieldRenderer = (props) => <ChoiceField key={props.id} {...props} />;

/** A yes/no question: two radios, answered 'yes' or 'no' (a boolean on the lead). */
const renderYesNo: FieldRenderer = ({ field, id, label, hint, error, errorPrefix, form, t }) => (
  <RadiosField
    key={id}
    id={id}
    legend={field.required ? label : `${label} ${t('common>optional')}`}
    hint={hint}
    error={error}
    errorPrefix={errorPrefix}
    options={YesNoAnswers.map((value) => ({ value, label: t(`options>yesNo>${value}`) }))}
    input={form.register(id)}
  />
);

/**
 * A consent: a checkbox with the brand's terms and privacy policy beside it, each opening in a
 * new tab (and saying so) so the applicant reads them without leaving the form.
 */
const renderConsent: FieldRenderer = ({ id, label, error, errorPrefix, form, brand, t }) => (
  <div key={id}>
    <CheckboxField
      id={id}
      label={label}
      error={error}
      errorPrefix={errorPrefix}
      {...form.register(id)}
    />
    <p className="lf-hint lf-footer__links">
      {[
        [brand.termsUrl, t('footer>terms')],
        [brand.dataProcessingPolicyUrl, t('footer>privacy')],
      ].map(([href, text]) => (
        <a key={href} href={href} target="_blank" rel="noopener noreferrer">
          {text} {t('common>opensInNewTab')}
        </a>
      ))}
    </p>
  </div>
);

/** A memorable date: day, month and year fields, in the order the page's language writes them. */
const renderDate: FieldRenderer = (props) => {
  const { field, id, label, hint, error, errorParts, dateOrder, errorPrefix, form, t } = props;
  // The date's message is the date's, not a part's: a part changed after Continue checks the
  // date again (react-hook-form's deps), as a text field is checked again as it is typed.
  const part = (name: DatePart) => ({
    ...form.register(datePartName(id, name), { deps: id }),
    // A whole date pasted into one box fills the three.
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const pasted = pastedDateParts(event.clipboardData.getData('text'), dateOrder[0] === 'month');
      if (!pasted) return;
      event.preventDefault();
      setDateParts(form, id, pasted);
      if (form.formState.isSubmitted) void form.trigger(id);
    },
  });
  return (
    <DateField
      key={id}
      id={id}
      legend={label}
      hint={hint}
      error={error}
      errorPrefix={errorPrefix}
      invalidParts={error ? errorParts : []}
      order={dateOrder}
      autoComplete={field.autoComplete}
      labels={{ day: t('date>day'), month: t('date>month'), year: t('date>year') }}
      parts={{ day: part('day'), month: part('month'), year: part('year') }}
    />
  );
};

/** Marketing consents: an optional checkbox per channel under one legend. */
const renderConsents: FieldRenderer = ({ id, label, hint, errorPrefix, form }) => (
  <MarketingConsentsField
    key={id}
    id={id}
    legend={label}
    hint={hint}
    errorPrefix={errorPrefix}
    register={(name) => form.register(name)}
  />
);

/** The brand's general policies, fetched in the page's language. */
const renderPolicies: FieldRenderer = ({
  id,
  label,
  hint,
  error,
  controlErrors,
  errorPrefix,
  form,
}) => (
  <Controller
    key={id}
    control={form.control}
    name={id}
    render={({ field }) => (
      <PoliciesField
        id={id}
        legend={label}
        hint={hint}
        error={error}
        boxErrors={controlErrors}
        errorPrefix={errorPrefix}
        value={isPolicyChoices(field.value) ? field.value : initialPolicyChoices(undefined)}
        onChange={field.onChange}
      />
    )}
  />
);

/**
 * reCAPTCHA: its token is the value; a server error for it resets the widget, and one for another
 * answer of the page says why the box is to be ticked again. Watches the page's errors itself:
 * the memoised field is not drawn again when another field's error changes.
 */
function CaptchaControl({ id, label, hint, error, errorPrefix, form }: FieldRenderProps) {
  const { errors } = useFormState({ control: form.control });
  const problem = errors[id];
  const otherAnswerRefused = Object.entries(errors).some(
    ([other, refused]) => other !== id && refused?.type === 'server',
  );
  return (
    <Controller
      control={form.control}
      name={id}
      render={({ field }) => (
        <CaptchaField
          id={id}
          legend={label}
          hint={hint}
          error={error}
          errorPrefix={errorPrefix}
          value={typeof field.value === 'string' ? field.value : ''}
          onToken={field.onChange}
          onClear={() => form.setValue(id, '')}
          serverError={problem?.type === 'server' ? problem : undefined}
          otherAnswerRefused={otherAnswerRefused}
        />
      )}
    />
  );
}

const renderCaptcha: FieldRenderer = (props) => <CaptchaControl key={props.id} {...props} />;

/** One renderer per field kind: a new kind is one entry here, not another branch in the form. */
export const FieldRegistry: Readonly<Record<FieldKind, FieldRenderer>> = {
  text: renderInput,
  email: renderInput,
  tel: renderInput,
  money: renderInput,
  count: renderInput,
  choice: renderChoice,
  yesNo: renderYesNo,
  consent: renderConsent,
  date: renderDate,
  consents: renderConsents,
  policies: renderPolicies,
  captcha: renderCaptcha,
};
