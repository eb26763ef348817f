/**
 * The field catalogue's chunk: every page's fields, loaded by `loadFieldCatalogue`
 * (field-catalogue-loading.ts), never imported statically outside the flow engine; with what a
 * page's fields owe to the answers of the other pages.
 */
export { fieldsOf, StepCatalogue, StepFields, withFields } from './step-fields';
export { openedPrint, withAnswersElsewhere, withRuledOutRemoved } from './answers-elsewhere';
