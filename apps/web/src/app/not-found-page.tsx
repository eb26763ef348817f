import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { useBrand } from '../config/brand-context';

export function NotFoundPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  useDocumentTitle(t('notFound>title'), brand.pageData.title ?? brand.displayName);
  return (
    <div className="lf-step">
      <h1 className="lf-step__title">{t('notFound>title')}</h1>
      <p>{t('notFound>body')}</p>
      <Link href="/">{t('notFound>startLink')}</Link>
    </div>
  );
}
