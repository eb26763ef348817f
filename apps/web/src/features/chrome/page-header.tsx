import { useBrand } from '../../config/brand-context';
import { LanguageSelect } from '../i18n';

/**
 * The brand's header. `invisible` (spec section 2: while a UI override is set, on a returning
 * link's page) keeps its place but shows nothing, and its links take no focus (`inert`): a
 * keyboard user would land on what they cannot see.
 */
export function PageHeader({ invisible }: { invisible: boolean }) {
  const brand = useBrand();
  return (
    <header
      className={invisible ? 'lf-header lf-chrome--invisible' : 'lf-header'}
      inert={invisible || undefined}
    >
      <a className="lf-brand" href={brand.homeUrl}>
        <img src={brand.logo} alt={brand.displayName} width={brand.logoWidth} height={40} />
      </a>
      <LanguageSelect />
    </header>
  );
}
