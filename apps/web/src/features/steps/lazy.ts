/**
 * The step form's entry for lazily loaded pages (the state-driven forms): the form itself, to be
 * imported by a chunk that is already lazy. Never imported by the first page.
 */
export { StageForm, type FormPage, type SubmitAnswers } from './step-form';
