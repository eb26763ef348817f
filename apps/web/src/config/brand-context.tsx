import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from './brand-config-schema';

const BrandContext = createContext<BrandConfig | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand the app resolved at start-up. Features read the brand only through this. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside BrandProvider');
  return brand;
}
