/**
 * Session recording (LogRocket, spec sections 4, 5 and 8), loaded by dynamic import only. It
 * starts only in production, when the brand enables it, the session is not blocked and falls in
 * the configured share (decided once per session, kept in session storage `logRocket`). Traffic
 * with utm_source retargeting or abandonment is blocked unless the brand allows it; the block is
 * kept in local storage `logRocketBlocked`. Every input and text is masked, request and response
 * bodies dropped; the session id is the only identity. A rendering crash goes to
 * `captureException` with its component stack while recording; a detail over 1024 characters is
 * sent as ''. Spec section 9's recorder buffer limit (1000 events) and stack-trace wait (2 s) are
 * LogRocket's own constants, no options of its IOptions (library-defaults.test.ts).
 */
import type { Environment } from '../../config/environment';
import type LogRocket from 'logrocket';
import type { TrackingConfig } from '../../config/tracking-config-schema';
import { MAX_LOGGED_DETAIL_LENGTH, logger } from '../../lib/logger';
import { withoutAdClicks } from '../attribution/lazy';
import { storage } from '../../lib/storage';
import { CRASH_MESSAGE, forwardErrors } from './crash-reporter';
import type { TrackingVendor } from './tracking-vendor';

type Recorder = typeof LogRocket;
type RecordingConfig = NonNullable<TrackingConfig['sessionRecording']>;

/** Whether this traffic's recording is blocked (spec section 4), remembered on this device. */
export function isRecordingBlocked(
  config: RecordingConfig,
  utmSource: string | undefined,
): boolean {
  const blocked =
    (utmSource === 'retargeting' && !config.logRetargeting) ||
    (utmSource === 'abandonment' && !config.logAbandonment);
  if (blocked) storage.set('local', 'logRocketBlocked', true);
  return blocked || storage.get('local', 'logRocketBlocked') === true;
}

/** Whether this session is recorded: rolled once per session against the percentage. */
export function isSessionSampled(percentage: number, random: () => number = Math.random): boolean {
  const kept = storage.get('session', 'logRocket');
  if (typeof kept === 'boolean') return kept;
  const sampled = random() * 100 < percentage;
  storage.set('session', 'logRocket', sampled);
  return sampled;
}

/** A detail as the recorder gets it: serialised, and '' beyond 1024 characters. */
export function cappedDetail(detail: string): string {
  return detail.length > MAX_LOGGED_DETAIL_LENGTH ? '' : detail;
}

export interface SessionRecordingOptions {
  config: RecordingConfig;
  environment: Environment;
  utmSource: Promise<string | undefined>;
  sessionId: () => string;
  random?: () => number;
  load?: () => Promise<Recorder>;
}

/** Request and response bodies hold the applicant's answers: the recorder never gets them. */
const withoutBody = <T extends { body?: string }>(message: T): T => ({
  ...message,
  body: undefined,
});

const loadLogRocket = async (): Promise<Recorder> => (await import('logrocket')).default;

export function createSessionRecording(options: SessionRecordingOptions): TrackingVendor {
  let recorder: Recorder | null = null;
  let active = false;
  return {
    name: 'session-recording',
    async start() {
      if (recorder) {
        active = true;
        return true;
      }
      const { config } = options;
      if (!config.enabled || options.environment !== 'production') return 'disabled';
      if (isRecordingBlocked(config, await options.utmSource)) return 'disabled';
      if (!isSessionSampled(config.percentage, options.random)) return 'disabled';
      try {
        const logRocket = await (options.load ?? loadLogRocket)();
        logRocket.init(config.appId, {
          dom: { inputSanitizer: true, textSanitizer: true },
          network: {
            requestSanitizer: withoutBody,
            responseSanitizer: withoutBody,
          },
          // The ad-click ids are marketing's, and recording is analytics (decision record 0037).
          browser: { urlSanitizer: withoutAdClicks },
          console: { isEnabled: false },
          shouldCaptureIP: false,
          // Withdrawn consent stops sending at once (LogRocket has no stop call).
          shouldSendData: () => active,
        });
        logRocket.identify(options.sessionId());
        recorder = logRocket;
        active = true;
        forwardErrors(({ message, detail }) => {
          if (!active) return;
          const extra = { detail: cappedDetail(detail) };
          if (message === CRASH_MESSAGE) logRocket.captureException(new Error(message), { extra });
          else logRocket.captureMessage(message, { extra });
        });
        return true;
      } catch (error) {
        logger.error('Failed to start session recording', error);
        return false;
      }
    },
    send() {
      // Recording follows the page itself; the product's events are not sent to it.
      return [];
    },
    stop() {
      active = false;
    },
  };
}
