import { useEffect, useMemo, useState } from 'react';
import { useBrand } from '../../config/brand-context';
import { useApplicationDispatch } from '../application';
import { useLocale } from '../i18n';
import { servedListsOf } from './served-lists';
import type { FormPage } from './step-form';

/**
 * A page whose choices come from the lead API where it serves them, kept for the session
 * (served-choices.ts, loaded only for such a page: never with a first page); until they arrive,
 * and when the call fails, the page offers the list it ships, so a select is never empty
 * (issue 38 item 4).
 */
export function useServedChoices(page: FormPage): FormPage {
  const { country } = useBrand();
  const locale = useLocale();
  const dispatch = useApplicationDispatch();
  const names = useMemo(() => servedListsOf(page.fields), [page.fields]);
  const [served, setServed] = useState<{ from: FormPage; key: string; page: FormPage }>();
  const key = `${locale} ${country}`;
  useEffect(() => {
    if (names.length === 0) return undefined;
    let current = true;
    void import('./served-choices').then(({ loadServedChoices }) => {
      loadServedChoices(page.fields, names, { locale, country }, dispatch, (fields) => {
        if (current) setServed({ from: page, key, page: { ...page, fields } });
      });
    });
    return () => {
      current = false;
    };
  }, [page, names, locale, country, key, dispatch]);
  return served?.from === page && served.key === key ? served.page : page;
}
