import { useTranslation } from 'react-i18next';

/**
 * Under a Continue, that its answers are on their way while they are (`shown`): drawn with the
 * page, hidden until then, so that the first page's loader can show it for a Continue tapped
 * before the code came (server/deferred-assets.ts); shown once that takes a moment
 * (`.lf-step__sending`), so a quick save shows nothing.
 */
export function SendingNote({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="lf-step__sending" role="status" hidden={!shown}>
      {t('common>sending')}
    </p>
  );
}
