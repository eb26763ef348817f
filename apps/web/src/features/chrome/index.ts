export {
  chromeSlice,
  linkSettledChanged,
  uiOverrideChanged,
  useLinkSettled,
  useUiOverride,
  type ChromeState,
} from './chrome-slice';
export { chromeVisibility, type ChromeVisibility } from './chrome-visibility';
export { PageFooter } from './page-footer';
export { PageHeader } from './page-header';
