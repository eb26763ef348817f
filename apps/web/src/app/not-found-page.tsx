import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../components/ui/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound>title'));
  return (
    <div className="lf-step">
      <h1 className="lf-step__title">{t('notFound>title')}</h1>
      <p>{t('notFound>body')}</p>
      <Link href="/">{t('notFound>startLink')}</Link>
    </div>
  );
}
