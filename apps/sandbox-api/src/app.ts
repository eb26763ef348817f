import cors from '@fastify/cors';
import {
  IDEMPOTENCY_HEADER,
  MAIL_LINK_TOKEN_HEADER,
  RESUME_TOKEN_HEADER,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';
import {
  answerFrameworkErrors,
  registerApiHeaders,
  registerErrorHandling,
} from './http/error-handling.js';
import { DEFAULT_RATE_LIMITS, registerRateLimit } from './http/rate-limit.js';
import { SandboxLogController, safeLogSerializers } from './http/request-logging.js';
import { createLeadService } from './leads/lead-service.js';
import { createLeadWriteAccess } from './leads/lead-write-access.js';
import { createMobileService } from './mobile/mobile-service.js';
import { LinkOutbox, printSentLink } from './leads/link-outbox.js';
import { registerChoiceRoutes } from './routes/choice-routes.js';
import { registerContinueLinkRoutes, registerOutboxRoute } from './routes/continue-link-routes.js';
import { registerCustomerConsentsRoutes } from './routes/customer-consents-routes.js';
import { registerDataPointsRoute } from './routes/datapoints-route.js';
import { registerHealthRoute } from './routes/health-route.js';
import { registerIdUploadRoutes } from './routes/id-upload-routes.js';
import { registerLeadRoutes } from './routes/lead-routes.js';
import { registerLeadStatusRoute } from './routes/lead-status-route.js';
import { registerLeadUrlRoutes } from './routes/lead-url-routes.js';
import { registerLookupRoutes } from './routes/lookup-routes.js';
import { registerMarketingMailRoute } from './routes/marketing-mail-route.js';
import { registerMobileRoutes } from './routes/mobile-routes.js';
import { registerPartnerLogoRoutes } from './routes/partner-logo-routes.js';
import { registerPartnerRoutes } from './routes/partner-routes.js';
import { registerPasswordRoute } from './routes/password-route.js';
import { registerOfferPolicyRoutes } from './routes/offer-policy-routes.js';
import { registerOfferRoutes } from './routes/offer-routes.js';
import { registerPolicyPageRoutes } from './routes/policy-page-routes.js';
import { registerPolicyRoutes } from './routes/policy-routes.js';
import { registerRecaptchaRoute } from './routes/recaptcha-route.js';
import { registerStageRoutes } from './routes/stage-routes.js';
import { registerStageSaveRoutes } from './routes/stage-save-routes.js';
import { registerSampleLeadRoutes } from './routes/sample-lead-routes.js';
import { registerTestLeadRoutes } from './routes/test-lead-routes.js';
import { registerUnsubscribeRoute } from './routes/unsubscribe-route.js';
import { registerAffiliateEventRoutes } from './routes/affiliate-event-routes.js';
import { registerVehicleModelsRoute } from './routes/vehicle-models-route.js';
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  DEFAULT_RETENTION_SWEEP_MS,
  erasePersonalData,
  retentionMsOf,
} from './retention/lead-retention.js';
import { startPeriodicJob, type PeriodicJob } from './retention/periodic-job.js';

/** Larger bodies are refused with 413 `payload_too_large` before they are parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Longest path parameter the router accepts (decoded), above every limit of the contract (320
 * for an e-mail address), so those limits answer first, with a field error.
 */
export const MAX_PARAM_LENGTH = 2048;

export interface LoggerSettings {
  level: string;
  /** Where log lines go; standard output when absent. */
  stream?: { write(line: string): void };
}

export interface AppOptions {
  db: Database;
  /** Origins allowed to call the API from a browser; any other gets no CORS headers. */
  corsOrigins: readonly string[];
  /** `false` (the default) logs nothing. */
  logger?: false | LoggerSettings;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  /**
   * End-to-end fixtures only (SANDBOX_TEST_ROUTES=1): `POST /test/leads` seeds a lead at a state,
   * `POST /test/sample-leads` a brand's sample lead of every state (the brand book's).
   */
  testRoutes?: boolean;
  /** SANDBOX_PRINT_LINKS=1: each returning link "sent" is printed to the console (`npm start`). */
  printLinks?: boolean;
  /** Requests one client address may make per minute (429 `rate_limited` past it); 0: no limit. */
  rateLimitPerMinute?: number;
  /** Requests about one lead per minute, from any address (429 past it); 0: no limit. */
  leadRateLimitPerMinute?: number;
  /** Requests presenting one credential per minute, from any address (429 past it); 0: no limit. */
  credentialRateLimitPerMinute?: number;
  /** How long a connection may stay idle, and a request take to arrive whole (ms). */
  timeouts?: Partial<Timeouts>;
  /**
   * Days after its expiry a lead's personal data is deleted (LEAD_RETENTION_DAYS; default
   * DEFAULT_LEAD_RETENTION_DAYS): by a job that runs when the app is ready, then every
   * `leadRetentionSweepMs` (default hourly), until the app closes.
   */
  leadRetentionDays?: number;
  leadRetentionSweepMs?: number;
}

export interface Timeouts {
  /** A socket with nothing sent either way for this long is closed. */
  idleMs: number;
  /** A request's headers and body must have arrived within this long. */
  requestMs: number;
  /**
   * How often Node looks for requests past their time (its default, 30 s, let a slow body live
   * up to a minute): a request is dropped at most this long after `requestMs`.
   */
  checkMs: number;
}

/** Slow bodies and idle sockets are dropped: they held connections open for minutes. */
export const DEFAULT_TIMEOUTS: Timeouts = { idleMs: 30_000, requestMs: 30_000, checkMs: 1_000 };

/** The sandbox lead API, ready for `listen()` or `inject()`. */
export function buildApp({
  db,
  corsOrigins,
  logger = false,
  now,
  testRoutes = false,
  printLinks = false,
  rateLimitPerMinute = DEFAULT_RATE_LIMITS.perAddress,
  leadRateLimitPerMinute = DEFAULT_RATE_LIMITS.perLead,
  credentialRateLimitPerMinute = DEFAULT_RATE_LIMITS.perCredential,
  timeouts,
  leadRetentionDays = DEFAULT_LEAD_RETENTION_DAYS,
  leadRetentionSweepMs = DEFAULT_RETENTION_SWEEP_MS,
}: AppOptions): FastifyInstance {
  const { idleMs, requestMs, checkMs } = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const app = Fastify({
    http: { connectionsCheckingInterval: checkMs },
    connectionTimeout: idleMs,
    keepAliveTimeout: Math.min(5_000, idleMs),
    requestTimeout: requestMs,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkErrors(corsOrigins),
    logger: logger && { ...logger, serializers: safeLogSerializers },
    logController: new SandboxLogController(),
  });

  // Node waits 60 s for headers by default; never longer than for the whole request.
  app.server.headersTimeout = Math.min(10_000, requestMs);

  // JSON only: without the text/plain parser any other content type is a 415.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('leadId', null);
  registerErrorHandling(app);
  registerApiHeaders(app);

  void app.register(cors, {
    origin: [...corsOrigins],
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    // Every header the front end sends: a returning link's read carries its resume token, the
    // consents and unsubscribe calls a mail link's token.
    allowedHeaders: [
      'content-type',
      IDEMPOTENCY_HEADER,
      WRITE_SECRET_HEADER,
      RESUME_TOKEN_HEADER,
      MAIL_LINK_TOKEN_HEADER,
    ],
    // A rate-limited page reads how long to wait.
    exposedHeaders: ['retry-after'],
    // Every lead call is preflighted (PUT, JSON, the write secret). Without a max-age Chromium
    // keeps the answer 5 s, so each Continue asked twice, a round trip more on a phone; 2 h is
    // Chromium's cap. The real lead API should send the same (README).
    maxAge: 7200,
  });

  registerHealthRoute(app);
  const outbox = new LinkOutbox(printLinks ? printSentLink : undefined);
  // The routes sit in a plugin after the limiter, so its per-route hook reaches each of them.
  void app.register(async (api) => {
    await registerRateLimit(api, {
      perAddress: rateLimitPerMinute,
      perLead: leadRateLimitPerMinute,
      perCredential: credentialRateLimitPerMinute,
    });
    registerRoutes(api, { db, corsOrigins, now, testRoutes, outbox });
  });

  // A lead's life ends (issue 36): its personal data is deleted LEAD_RETENTION_DAYS after its
  // expiry, at start and then periodically; the job stops before the database closes.
  let retention: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    const retentionMs = retentionMsOf(leadRetentionDays);
    const clock = now ?? (() => new Date());
    retention = startPeriodicJob(
      async () => outbox.forget(await erasePersonalData(db, { now: clock(), retentionMs })),
      {
        everyMs: leadRetentionSweepMs,
        onError: (error) => app.log.error({ err: error }, 'The lead retention job failed'),
      },
    );
    await retention.firstRun;
  });
  app.addHook('onClose', async () => {
    await retention?.stop();
  });
  return app;
}

function registerRoutes(
  app: FastifyInstance,
  {
    db,
    corsOrigins,
    now,
    testRoutes,
    outbox,
  }: Required<Pick<AppOptions, 'db' | 'corsOrigins' | 'testRoutes'>> &
    Pick<AppOptions, 'now'> & { outbox: LinkOutbox },
): void {
  const leads = createLeadService(db, now);
  const writeAccess = createLeadWriteAccess(db);
  registerLeadRoutes(app, leads, writeAccess);
  registerLeadStatusRoute(app, leads);
  registerLeadUrlRoutes(app, leads);
  registerContinueLinkRoutes(app, db, corsOrigins, outbox, now ?? (() => new Date()));
  registerStageSaveRoutes(app, leads, writeAccess);
  registerDataPointsRoute(app, db);
  registerLookupRoutes(app);
  registerChoiceRoutes(app);
  registerPolicyRoutes(app);
  registerPolicyPageRoutes(app);
  registerRecaptchaRoute(app);
  registerOfferRoutes(app, db, leads, writeAccess, now);
  registerPasswordRoute(app, db, writeAccess, now);
  registerPartnerLogoRoutes(app, db, writeAccess, now);
  registerCustomerConsentsRoutes(app, db, now);
  registerUnsubscribeRoute(app, db, now);
  registerAffiliateEventRoutes(app, db, testRoutes, now);
  registerOfferPolicyRoutes(app, leads, writeAccess);
  registerMobileRoutes(app, createMobileService(db, leads, now), writeAccess, testRoutes);
  registerStageRoutes(app, db, leads, writeAccess, now);
  registerPartnerRoutes(app, db, corsOrigins, writeAccess, now);
  registerIdUploadRoutes(app, db, leads, writeAccess, now);
  registerVehicleModelsRoute(app);
  if (testRoutes) {
    registerTestLeadRoutes(app, db, now);
    registerSampleLeadRoutes(app, db, now);
    registerOutboxRoute(app, outbox);
    registerMarketingMailRoute(app, db, corsOrigins, outbox, now ?? (() => new Date()));
  }
}
