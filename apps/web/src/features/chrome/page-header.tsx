import { useBrand } from '../../config/brand-context';
import { LanguageSelect } from '../i18n';

export function PageHeader({ className }: { className: string }) {
  const brand = useBrand();
  return (
    <header className={`lf-header ${className}`}>
      <a className="lf-brand" href={brand.homeUrl}>
        <img src={brand.logo} alt={brand.displayName} width={brand.logoWidth} height={40} />
      </a>
      <LanguageSelect />
    </header>
  );
}
