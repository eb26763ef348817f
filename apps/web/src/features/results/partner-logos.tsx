import type { PartnerLogosAnswer } from '@lf/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../lib/logger';
import { useApplicationDispatch } from '../application';
import { loadPartnerLogos } from './result-calls';

type Logo = PartnerLogosAnswer['logos'][number];

/**
 * The partners who may contact the applicant, as the server lists them for this lead, by their
 * wordmarks: images named by the partner (alt text), at the size the answer gives so nothing
 * moves when they load; not links, nothing to focus or press. Decoration: if the list or every
 * image fails to load, the block is left out quietly, with a warning in the log.
 */
export function PartnerLogos() {
  const { t } = useTranslation('offers');
  const dispatch = useApplicationDispatch();
  const [logos, setLogos] = useState<readonly Logo[]>([]);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    void dispatch(loadPartnerLogos()).then((result) => {
      if (current && result.ok) setLogos(result.data.logos);
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  const shown = logos.filter((logo) => !broken.has(logo.logoUrl));
  if (shown.length === 0) return null;
  return (
    <section className="lf-partner-logos" aria-labelledby="partner-logos-title">
      <h2 id="partner-logos-title" className="lf-partner-logos__title">
        {t('partnerLogos>title')}
      </h2>
      <p>{t('partnerLogos>intro')}</p>
      <ul className="lf-partner-logos__list">
        {shown.map((logo) => (
          <li key={logo.logoUrl}>
            <img
              src={logo.logoUrl}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              onError={() => {
                logger.warn('Failed to load a partner logo', { partner: logo.name });
                setBroken((before) => new Set(before).add(logo.logoUrl));
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
