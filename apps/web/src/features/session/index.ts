export { isValidSessionId } from './session-id';
export {
  clearSession,
  readStoredSession,
  startSession,
  type Session,
  type StartSessionOptions,
} from './session';
