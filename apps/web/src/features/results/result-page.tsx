import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useBrand } from '../../config/brand-context';
import { storage } from '../../lib/storage';
import { LoanSummary } from '../loan-information/lazy';
import { useFlowNavigation } from '../navigation';
import { PartnerLogos } from './partner-logos';
import { SetPasswordForm } from './set-password-form';
import './results.css';

export const ResultKinds = ['accepted', 'thank-you', 'redirected', 'rejected'] as const;
export type ResultKind = (typeof ResultKinds)[number];

const PartnerUrlSchema = z.url({ protocol: /^https?$/ });
const PartnerMethodSchema = z.enum(['GET', 'POST']);

/**
 * The partner hand-over the server gave with a redirect, if it goes to one of the brand's partner
 * origins: the applicant is never sent anywhere else, whatever the answer or the storage holds.
 */
function storedRedirect(
  partnerOrigins: readonly string[],
): { url: string; method: 'GET' | 'POST' } | null {
  const url = PartnerUrlSchema.safeParse(storage.get('session', 'redirectUrl'));
  if (!url.success || !partnerOrigins.includes(new URL(url.data).origin)) return null;
  const method = PartnerMethodSchema.safeParse(storage.get('session', 'redirectMethod'));
  return { url: url.data, method: method.success ? method.data : 'GET' };
}

/** What the server decided, said plainly, with the next thing the applicant can do. */
export function ResultPage({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { startAgain } = useFlowNavigation();
  const [errorsShown, setErrorsShown] = useState(false);
  const title = t(`pages>${kind}`);
  useDocumentTitle(title, errorsShown ? t('errors>titlePrefix') : undefined);
  const redirect = kind === 'redirected' ? storedRedirect(brand.partnerOrigins) : null;
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      <p>{t(`results>${kind}`)}</p>
      {redirect?.method === 'GET' ? (
        <a className="lf-button lf-button--primary" href={redirect.url} rel="noopener">
          {t('results>continueToPartner')}
        </a>
      ) : null}
      {redirect?.method === 'POST' ? (
        <form method="post" action={redirect.url}>
          <button className="lf-button lf-button--primary" type="submit">
            {t('results>continueToPartner')}
          </button>
        </form>
      ) : null}
      {kind === 'rejected' ? (
        <p>
          <a href={brand.homeUrl}>{t('results>backHome')}</a>
        </p>
      ) : null}
      {kind === 'accepted' ? <SetPasswordForm onErrorsShown={setErrorsShown} /> : null}
      {kind === 'thank-you' ? <PartnerLogos /> : null}
      <LoanSummary />
      <p>
        <Button variant="secondary" onClick={startAgain}>
          {t('results>startAgain')}
        </Button>
      </p>
    </div>
  );
}
