import { useTranslation } from 'react-i18next';

/**
 * Under a Continue whose answers are on their way, that they are: drawn at once, shown once that
 * takes a moment (`.lf-step__sending`), so a quick save shows nothing.
 */
export function SendingNote() {
  const { t } = useTranslation();
  return (
    <p className="lf-step__sending" role="status">
      {t('common>sending')}
    </p>
  );
}
