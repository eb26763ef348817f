export {
  allowedTargetOrigin,
  createHeightReporter,
  FORM_HEIGHT_DEBOUNCE_MS,
  FORM_HEIGHT_THRESHOLD_PX,
  type FormHeightMessage,
} from './height-reporter';
export { useFormHeightReporting } from './use-form-height-reporting';
