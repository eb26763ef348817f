export { ResultKinds, ResultPage, type ResultKind } from './result-page';
