import { bucharestSectorOf, isLeadPath, type Company, type LeadPath } from '@lf/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useBrand } from '../../config/brand-context';
import {
  applicationDataUpdated,
  useApplicationDispatch,
  useApplicationSelector,
} from '../application';
import {
  createCompanySearch,
  isWorthLookingUp,
  LookupMaxLengths,
  lookupPostcode,
  validateEmail,
} from '../lookups';
import { sharedLoad } from '../../lib/shared-load';
import { loadFieldRules, normalizeDigits, withoutInvisibleCharacters } from '../validation';
import type { FieldDefinition } from '../flow';
import { fieldId } from './step-definition';
import type { PostcodePlaces } from './postcode-places';
import type { FormValues } from './step-values';

export type EmailAdvice = { kind: 'suggestion'; suggestion: string } | { kind: 'undeliverable' };

const COMPANY_SEARCH_DELAY_MS = 300;

/**
 * The town and province fields of the address a postcode field belongs to: its siblings in the
 * lead (`contactDetails.postalCode` fills `contactDetails.city` and `.province`,
 * `employer.postalCode` the employer's). Only the province where the brand's country says a
 * postcode names no town (`postcodeFillsCity`: Vietnam's town field is the ward). And a Bucharest
 * address's sector, which its postcode names, where the address has one.
 */
function addressFieldsOf(postcodePath: LeadPath) {
  const address = postcodePath.slice(0, postcodePath.lastIndexOf('.') + 1);
  const district = `${address}district`;
  return {
    cityId: fieldId(`${address}city`),
    provinceId: fieldId(`${address}province`),
    districtId: isLeadPath(district) ? fieldId(district) : null,
  };
}

/**
 * A value filled into the field the applicant is in is selected, so that what they type next
 * replaces it rather than running on after it ("MadridMadrid") and Tab keeps it.
 */
function selectIfFocused(id: string) {
  const element = document.getElementById(id);
  if (element instanceof HTMLInputElement && element === document.activeElement) element.select();
}

/**
 * The look-ups a step's fields trigger. None of them blocks the applicant: a failed or slow
 * look-up leaves the form as it is.
 */
export function useStepLookups(
  form: UseFormReturn<FormValues>,
  /** Where each postcode's look-up is kept, for the page's check (postcode-places.ts). */
  places?: PostcodePlaces,
) {
  const brand = useBrand();
  const dispatch = useApplicationDispatch();
  const [emailAdvice, setEmailAdvice] = useState<EmailAdvice | null>(null);
  const [companies, setCompanies] = useState<readonly Company[]>([]);
  const companyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [companySearch] = useState(createCompanySearch);
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

    async function fillFromPostcode(postcodePath: LeadPath, value: string) {
      if (!(await matches('postalCode', value))) return;
      const result = await dispatch(lookupPostcode(value, brand.country));
      if (!result.ok) return;
      places?.set(postcodePath, result.data);
      const { cityId, provinceId, districtId } = addressFieldsOf(postcodePath);
      const sector =
        result.data.country === 'RO' ? bucharestSectorOf(result.data.postalCode) : null;
      const filled: (readonly [string, string])[] = [
        ...(brand.postcodeFillsCity ? [[cityId, result.data.city] as const] : []),
        [provinceId, result.data.province],
        ...(districtId !== null && sector !== null ? [[districtId, sector] as const] : []),
      ];
      for (const [id, found] of filled) {
        if (String(form.getValues(id) ?? '').trim() === '') {
          form.setValue(id, found, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
          selectIfFocused(id);
        }
      }
    }

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
            onBlur: (event: { target: { value: string } }) =>
              void fillFromPostcode(field.path, value(event)),
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
  }, [brand, companies, companySearch, dispatch, emailAdvice, form, places, rules]);
}
