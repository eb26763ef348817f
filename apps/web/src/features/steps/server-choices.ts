import { useEffect, useState } from 'react';
import { useBrand } from '../../config/brand-context';
import { sharedImport } from '../../lib/retrying-import';
import { useApplicationDispatch } from '../application';
import { useLocale } from '../i18n';
import type { FormPage } from './step-form';

/**
 * The served lists' code, loaded once and retried: a page reached offline (or drawn ahead offline)
 * loads it once the connection is back (Chromium remembers a module that failed to download, so a
 * plain import would fail again). A download that never succeeds leaves the shipped list.
 */
const servedChoicesModule = sharedImport(() => import('./served-choices'));

/**
 * A page whose choices come from the lead API where it serves them (the country and contract
 * lists), kept for the session (served-choices.ts, loaded only for a page with such a list:
 * never with a first page); until they arrive, and when the call fails, the page offers the list
 * it ships, so a select is never empty (issue 38 item 4). A call missed offline is made again
 * once the connection is back.
 */
export function useServedChoices(page: FormPage): FormPage {
  const { country } = useBrand();
  const locale = useLocale();
  const dispatch = useApplicationDispatch();
  const [served, setServed] = useState<[FormPage, string, FormPage]>();
  const key = locale + country;
  // The lists served-lists.ts names, told here without loading it.
  const asks = page.fields.some((field) =>
    /^(country|positionType)$/.test(field.options?.list ?? ''),
  );
  useEffect(() => {
    if (!asks) return undefined;
    let current = true;
    const load = () => {
      servedChoicesModule().then(
        ({ loadServedChoices }) => {
          loadServedChoices(page.fields, { locale, country }, dispatch, (fields) => {
            if (current) setServed([page, key, { ...page, fields }]);
          });
        },
        () => undefined,
      );
    };
    load();
    // A list asked for while offline is asked again once the connection is back (a list had is
    // kept for the session, so it is not asked twice).
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, [asks, page, locale, country, key, dispatch]);
  return served?.[0] === page && served[1] === key ? served[2] : page;
}
