import type { Theme } from './brand-config-schema';
import { contrastRatio } from './colour-contrast';

/** The brand's tokens as the --lf-* custom properties that components use. */
export function themeProperties(theme: Theme): Record<string, string> {
  return {
    '--lf-primary': theme.primary,
    '--lf-on-primary': theme.onPrimary,
    '--lf-danger': theme.danger,
    '--lf-surface': theme.surface,
    '--lf-on-surface': theme.onSurface,
    '--lf-muted': theme.muted,
    '--lf-background': theme.background,
    '--lf-radius': theme.radius,
    '--lf-font': theme.font,
  };
}

/** Text/background pairs the UI draws; each must reach 4.5:1 (WCAG 2.2, 1.4.3). */
export function themeTextPairs(theme: Theme): { name: string; ratio: number }[] {
  const pairs: [string, string, string][] = [
    ['text on surface', theme.onSurface, theme.surface],
    ['text on background', theme.onSurface, theme.background],
    ['muted text on surface', theme.muted, theme.surface],
    ['muted text on background', theme.muted, theme.background],
    ['button text on primary', theme.onPrimary, theme.primary],
    ['links on surface', theme.primary, theme.surface],
    ['links on background', theme.primary, theme.background],
    ['errors on surface', theme.danger, theme.surface],
  ];
  return pairs.map(([name, fg, bg]) => ({ name, ratio: contrastRatio(fg, bg) }));
}
