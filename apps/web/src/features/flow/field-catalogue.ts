/**
 * The field catalogue's chunk: every page's fields, loaded by `loadFieldCatalogue`
 * (field-catalogue-loading.ts), never imported statically outside the flow engine.
 */
export { fieldsOf, StepCatalogue, StepFields, withFields } from './step-fields';
