// The height reporter itself (height-reporter.ts, report-form-height.ts) is loaded by the hook,
// only inside a frame: it is not exported here, so the first page does not carry it.
export { useFormHeightReporting } from './use-form-height-reporting';
