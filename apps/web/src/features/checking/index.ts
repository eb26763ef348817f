export { CheckingPage } from './checking-page';
