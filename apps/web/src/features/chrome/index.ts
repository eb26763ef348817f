export { chromeSlice, uiOverrideChanged, useUiOverride, type ChromeState } from './chrome-slice';
export { chromeVisibility, type ChromeVisibility } from './chrome-visibility';
export { PageFooter } from './page-footer';
export { PageHeader } from './page-header';
