import type { Company } from '@lf/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useBrand } from '../../config/brand-context';
import {
  applicationDataUpdated,
  useApplicationDispatch,
  useApplicationSelector,
} from '../application';
import { createCompanySearch, isWorthLookingUp, LookupMaxLengths, validateEmail } from '../lookups';
import { sharedImport } from '../../lib/retrying-import';
import { sharedLoad } from '../../lib/shared-load';
import { loadFieldRules, normalizeDigits, withoutInvisibleCharacters } from '../validation';
import type { FieldDefinition } from '../flow';
import type * as PostcodeFilling from './postcode-filling';
import type { PostcodePlaces } from './postcode-places';
import type { FormValues } from './step-values';

export type EmailAdvice = { kind: 'suggestion'; suggestion: string } | { kind: 'undeliverable' };

const COMPANY_SEARCH_DELAY_MS = 300;

/**
 * What a postcode's look-up writes into its address, and how that follows the postcode: loaded
 * with the first postcode typed or left, not with the page (a v3 brand's first page has the form).
 */
const loadPostcodeFilling = sharedImport(() => import('./postcode-filling'));

/** With the filling's code: at once once it has loaded, so a Continue next sends what it did. */
function withPostcodeFilling(then: (filling: typeof PostcodeFilling) => unknown) {
  const loaded = loadPostcodeFilling.loaded();
  if (loaded) then(loaded);
  else void loadPostcodeFilling().then(then, () => undefined);
}

/**
 * The look-ups a step's fields trigger. None of them blocks the applicant: a failed or slow
 * look-up leaves the form as it is.
 */
export function useStepLookups(
  form: UseFormReturn<FormValues>,
  /** Where each postcode's look-up is kept, for the page's check (postcode-places.ts). */
  places: PostcodePlaces,
  /** The page's draft for what its postcode look-ups wrote (postcode-filling.ts), for its lead. */
  postcodeDraft: PostcodeFilling.PostcodeLookup['draft'],
) {
  const brand = useBrand();
  const dispatch = useApplicationDispatch();
  const [emailAdvice, setEmailAdvice] = useState<EmailAdvice | null>(null);
  const [companies, setCompanies] = useState<readonly Company[]>([]);
  const companyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [companySearch] = useState(createCompanySearch);
  const [postcodeFills] = useState<PostcodeFilling.PostcodeLookup['fills']>(() => ({}));
  /**
   * The company whose tax code, city and province the lead holds: picked from the list on this
   * visit, or on an earlier one (the name kept with a tax code).
   */
  const employer = useApplicationSelector((state) => state.application.applicationData.employer);
  const pickedCompany = useRef<Pick<Company, 'name'> | undefined>(
    employer?.taxRegistryCode && employer.name ? { name: employer.name } : undefined,
  );
  useEffect(
    () => () => {
      clearTimeout(companyTimer.current);
      companySearch.cancel();
    },
    [companySearch],
  );

  // The brand's rules load with the first lookup (they are not on the first page); a load that
  // failed (offline) is tried again on the next one.
  const rules = useMemo(
    () => sharedLoad(() => loadFieldRules(brand, new Set(['postalCode', 'email']))),
    [brand],
  );
  // One object for as long as its state holds (the advice, the companies found): the step form's
  // fields are drawn again only when their own props change, these among them.
  return useMemo(() => {
    // Only a value the brand's own rule accepts is worth looking up: none while they cannot load.
    const matches = (rule: 'postalCode' | 'email', value: string) =>
      rules().then(
        (loaded) => loaded(rule)(value) === null,
        () => false,
      );

    const postcode: PostcodeFilling.PostcodeLookup = {
      form,
      brand,
      dispatch,
      isPostcode: (value) => matches('postalCode', value),
      places,
      draft: postcodeDraft,
      fills: postcodeFills,
    };

    async function checkEmail(value: string) {
      setEmailAdvice(null);
      if (!(await matches('email', value))) return;
      const result = await dispatch(validateEmail(value));
      if (!result.ok) return;
      const { suggestion, valid } = result.data;
      if (suggestion && suggestion !== value) setEmailAdvice({ kind: 'suggestion', suggestion });
      else if (!valid) setEmailAdvice({ kind: 'undeliverable' });
    }

    function findCompanies(value: string) {
      clearTimeout(companyTimer.current);
      const chosen = companies.find((company) => company.name === value);
      if (chosen) {
        companySearch.cancel();
        pickedCompany.current = chosen;
        const { taxRegistryCode, city, province } = chosen;
        dispatch(applicationDataUpdated({ employer: { taxRegistryCode, city, province } }));
        return;
      }
      if (pickedCompany.current) {
        // The name no longer is the picked company's: its tax code, city and province do not hold.
        pickedCompany.current = undefined;
        dispatch(
          applicationDataUpdated({
            employer: { taxRegistryCode: null, city: null, province: null },
          }),
        );
      }
      if (!isWorthLookingUp(value, LookupMaxLengths.company)) {
        companySearch.cancel();
        setCompanies([]);
        return;
      }
      companyTimer.current = setTimeout(() => {
        void dispatch(companySearch.search(value, brand.country)).then((result) => {
          if (result.ok) setCompanies(result.data.companies);
        });
      }, COMPANY_SEARCH_DELAY_MS);
    }

    /** Extra register options for a field with a look-up. */
    function lookupHandlers(field: FieldDefinition) {
      // As the page reads it: a postcode in full-width digits is looked up in ASCII ones.
      const value = (event: { target: { value: string } }) =>
        normalizeDigits(withoutInvisibleCharacters(event.target.value)).trim();
      switch (field.lookup) {
        case 'postcode':
          return {
            onChange: (event: { target: { value: string } }) => {
              const typed = value(event);
              withPostcodeFilling((filling) =>
                filling.postcodeChanged(postcode, field.path, typed),
              );
            },
            onBlur: (event: { target: { value: string } }) => {
              const left = value(event);
              withPostcodeFilling((filling) =>
                filling.fillFromPostcode(postcode, field.path, left),
              );
            },
          };
        case 'email':
          return {
            onBlur: (event: { target: { value: string } }) => void checkEmail(value(event)),
          };
        case 'company':
          return {
            onChange: (event: { target: { value: string } }) => findCompanies(event.target.value),
          };
        default:
          return {};
      }
    }

    function applySuggestion(id: string) {
      if (emailAdvice?.kind !== 'suggestion') return;
      form.setValue(id, emailAdvice.suggestion, { shouldDirty: true, shouldValidate: true });
      setEmailAdvice(null);
      // The button goes with the suggestion: the focus goes to the address it corrected, which a
      // screen reader reads with its new value, rather than falling to the page's body.
      form.setFocus(id);
    }

    return { lookupHandlers, emailAdvice, applySuggestion, companies };
  }, [
    brand,
    companies,
    companySearch,
    dispatch,
    emailAdvice,
    form,
    places,
    postcodeDraft,
    postcodeFills,
    rules,
  ]);
}
