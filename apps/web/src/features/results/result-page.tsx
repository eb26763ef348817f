import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useBrand } from '../../config/brand-context';
import { otherSiteTarget } from '../../lib/leave-frame';
import { useApplicationSelector } from '../application';
import { rememberedRedirect } from '../lead';
import { LoanSummary } from '../loan-information/lazy';
import { useFlowNavigation } from '../navigation';
import { OfferTaken } from '../offers';
import { NoApplication } from '../navigation/lazy-no-application';
import { applicationReference } from './application-reference';
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
  const kept = rememberedRedirect();
  const url = PartnerUrlSchema.safeParse(kept.url);
  if (!url.success || !partnerOrigins.includes(new URL(url.data).origin)) return null;
  const method = PartnerMethodSchema.safeParse(kept.method);
  return { url: url.data, method: method.success ? method.data : 'GET' };
}

/** The steps after each result, in order (`results>next>{kind}>{n}`); a refusal has none. */
const NEXT_STEPS: Record<ResultKind, number> = {
  accepted: 3,
  'thank-you': 3,
  redirected: 2,
  rejected: 0,
};

/**
 * The lender whose offer was taken (the application's result, kept through a reload), the
 * application's reference, and the brand's contact where the brand gives one.
 */
function ReferenceAndContact() {
  const { t } = useTranslation();
  const { support } = useBrand();
  const leadId = useApplicationSelector((state) => state.application.applicationData.id);
  const lender = useApplicationSelector(
    (state) => state.application.applicationResult?.partner?.name,
  );
  const reference = leadId ? applicationReference(leadId) : null;
  if (!reference && !support && !lender) return null;
  return (
    <section className="lf-result-contact" aria-labelledby="lf-result-contact-title">
      <h2 id="lf-result-contact-title" className="lf-result__subtitle">
        {t('results>contactTitle')}
      </h2>
      {lender ? (
        <p>
          {t('results>lenderLabel')}: <strong>{lender}</strong>
        </p>
      ) : null}
      {reference ? (
        <p>
          {t('results>referenceLabel')}: <strong className="lf-reference">{reference}</strong>
          <br />
          {/* "If you write to us or call us" only where there is a number to call. */}
          {support && !support.phone
            ? t('results>referenceHintWritten')
            : t('results>referenceHint')}
        </p>
      ) : null}
      {support ? (
        <p>
          {t('results>contactEmail')} <a href={`mailto:${support.email}`}>{support.email}</a>
          {support.phone ? (
            <>
              {' '}
              {t('results>contactPhone')}{' '}
              <a href={`tel:${support.phone.replace(/ /g, '')}`}>{support.phone}</a>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </section>
  );
}

/**
 * What the server decided, said plainly, with what happens next and whom to ask. Opened where no
 * application is held (a fresh browser, a shared address), it claims no outcome: it says there is
 * no application here and offers to start one.
 */
export function ResultPage({ kind }: { kind: ResultKind }) {
  const leadId = useApplicationSelector((state) => state.application.applicationData.id);
  return leadId ? <Result kind={kind} /> : <NoApplication reason="unknown" texts="offers" asPage />;
}

function Result({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { startAgain } = useFlowNavigation();
  const [errorsShown, setErrorsShown] = useState(false);
  const title = t(`pages>${kind}`);
  useDocumentTitle(title, errorsShown ? t('errors>titlePrefix') : undefined);
  const redirect = kind === 'redirected' ? storedRedirect(brand.partnerOrigins) : null;
  // An offer taken is a lender's loan, on its own terms (Cofidis's 3 months at 21,9 %, where 61
  // days were asked for): the loan asked for, and what the brand's own loan of it would cost, are
  // not that loan. Its own figures are shown, as taken (kept with the result in this session);
  // taken on another device, the lender alone is named (ReferenceAndContact).
  const result = useApplicationSelector((state) => state.application.applicationResult);
  const offerTaken = result?.offerId !== undefined;
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      <p>{t(`results>${kind}`)}</p>
      {/* What was accepted comes first: the figures the lender's contract will hold. */}
      {offerTaken ? <OfferTaken offer={result.offer} title={t('results>offerTaken')} /> : null}
      {NEXT_STEPS[kind] > 0 ? (
        <section aria-labelledby="lf-result-next-title">
          <h2 id="lf-result-next-title" className="lf-result__subtitle">
            {t('results>nextTitle')}
          </h2>
          <ol className="lf-result__steps">
            {Array.from({ length: NEXT_STEPS[kind] }, (_, index) => (
              <li key={index}>{t(`results>next>${kind}>${index + 1}`)}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {redirect?.method === 'GET' ? (
        <a
          className="lf-button lf-button--primary"
          href={redirect.url}
          rel="noopener"
          target={otherSiteTarget()}
        >
          {t('results>continueToPartner')}
        </a>
      ) : null}
      {redirect?.method === 'POST' ? (
        <form
          className="lf-step__actions"
          method="post"
          action={redirect.url}
          target={otherSiteTarget()}
        >
          <button className="lf-button lf-button--primary" type="submit">
            {t('results>continueToPartner')}
          </button>
        </form>
      ) : null}
      {kind === 'rejected' ? (
        <p>
          <a href={brand.homeUrl} target={otherSiteTarget()}>
            {t('results>backHome')}
          </a>
        </p>
      ) : null}
      {kind === 'accepted' ? <SetPasswordForm onErrorsShown={setErrorsShown} /> : null}
      <ReferenceAndContact />
      {offerTaken ? null : <LoanSummary />}
      {/* A refusal says when to apply again: a new application at once would contradict it. */}
      {kind === 'rejected' ? null : (
        <p>
          <Button variant="secondary" onClick={startAgain}>
            {t('results>startAgain')}
          </Button>
        </p>
      )}
      {/* Last: its list comes after the page, and a box put above the rest would push it down. */}
      {kind === 'thank-you' ? <PartnerLogos /> : null}
    </div>
  );
}
