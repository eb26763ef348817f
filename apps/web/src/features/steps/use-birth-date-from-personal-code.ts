import { isAnswerGiven } from '@lf/contract';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useBrand } from '../../config/brand-context';
import { answerAt, type StepDefinition } from '../flow';
import { loadBirthDateInPersonalCode } from '../validation';
import { datePartName, DateParts, fieldId, setDateParts } from './step-definition';
import type { FormValues } from './step-values';

const DATE_OF_BIRTH = 'personalDetails.dateOfBirth';
const PERSONAL_CODE = 'personalDetails.personalCode';

/**
 * A date of birth asked after the personal code that names it (lei-rapid-ro asks the CNP, then
 * the date) starts as the code's date: the applicant checks it rather than types it again. Only
 * where the page does not ask for the code itself, the date was never given and its fields are
 * still empty when the code's date is read.
 */
export function useBirthDateFromPersonalCode(
  form: UseFormReturn<FormValues>,
  step: Pick<StepDefinition, 'fields'>,
  openedWith: unknown,
): void {
  const { country } = useBrand();
  // What the page opened with: read once, as the form's own starting values are.
  const [code] = useState(() => {
    const paths = new Set<string>(step.fields.map((field) => field.path));
    const given = answerAt(openedWith, PERSONAL_CODE);
    return paths.has(DATE_OF_BIRTH) &&
      !paths.has(PERSONAL_CODE) &&
      !isAnswerGiven(answerAt(openedWith, DATE_OF_BIRTH)) &&
      typeof given === 'string'
      ? given
      : null;
  });
  useEffect(() => {
    if (code === null) return undefined;
    let left = false;
    void loadBirthDateInPersonalCode().then(
      (birthDateIn) => {
        const date = birthDateIn(country, code);
        const id = fieldId(DATE_OF_BIRTH);
        const names = DateParts.map((part) => datePartName(id, part));
        if (left || date === null || names.some((name) => form.getValues(name) !== '')) return;
        const [year = '', month = '', day = ''] = date.split('-');
        setDateParts(form, id, { day, month, year });
      },
      () => undefined,
    );
    return () => {
      left = true;
    };
  }, [code, country, form]);
}
