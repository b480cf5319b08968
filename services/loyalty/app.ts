import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { systemClock, type Clock } from '@/services/loyalty/clock';
import type { Db } from '@/services/loyalty/db/client';
import type { Deps } from '@/services/loyalty/deps';
import { DemoFaults } from '@/services/loyalty/dev/demo-faults';
import { reportError } from '@/services/loyalty/error-report';
import { refuseForeignBffSecret } from '@/services/loyalty/http/client-ip';
import { correlationId } from '@/services/loyalty/http/correlation';
import { ServiceError } from '@/services/loyalty/http/errors';
import { noteRefusal, observeRequests, routeOf } from '@/services/loyalty/http/observe';
import { errorFields, silentLogger, sqlStateOf, type Logger } from '@/services/loyalty/logger';
import { DemoOutbox, type OtpSender } from '@/services/loyalty/otp/sender';
import { registerCatalog } from '@/services/loyalty/routes/catalog';
import { registerDeepLink } from '@/services/loyalty/routes/deep-link';
import { registerDeleteAccount } from '@/services/loyalty/routes/delete-account';
import { registerDevFaults } from '@/services/loyalty/routes/dev-faults';
import { registerDevOutbox } from '@/services/loyalty/routes/dev-outbox';
import { registerDevice } from '@/services/loyalty/routes/device';
import { registerHealth, type Readiness } from '@/services/loyalty/routes/health';
import { registerMembers } from '@/services/loyalty/routes/members';
import { registerPartnerOrders } from '@/services/loyalty/routes/partner-orders';
import { registerPoints } from '@/services/loyalty/routes/points';
import { registerRewards } from '@/services/loyalty/routes/rewards';
import { registerHistory } from '@/services/loyalty/routes/history';
import { registerProfile } from '@/services/loyalty/routes/profile';
import { registerPush } from '@/services/loyalty/routes/push';
import { registerDevReminders } from '@/services/loyalty/routes/dev-reminders';
import { webPushSender, type PushSender } from '@/services/loyalty/reminders/push';
import type { Senders } from '@/services/loyalty/reminders/deliver';
import { registerSignIn } from '@/services/loyalty/routes/sign-in';
import { registerTokens } from '@/services/loyalty/routes/tokens';
import { registerWallet } from '@/services/loyalty/routes/wallet';
import { registerApplePass } from '@/services/loyalty/routes/apple-pass';
import type { ServiceSettings } from '@/services/loyalty/settings';

export interface LoyaltyAppOptions {
  db: Db;
  settings: ServiceSettings;
  /** Required outside demo mode; in demo mode the in-memory outbox is used when omitted. */
  sender?: OtpSender;
  /** Web push; by default web-push with the settings' VAPID keys (none without them). */
  push?: PushSender | null;
  clock?: Clock;
  logger?: Logger;
  /** What GET /ready checks (start.ts: the database, the migrations, a stop in progress). */
  readiness?: Readiness;
}

export interface LoyaltyApp {
  app: Hono;
  /** The demo outbox (demo mode only). */
  outbox: DemoOutbox | null;
  /** What the reminder job sends with (start.ts runs it on a timer). */
  reminderSenders: Senders;
}

/** Builds the reference loyalty service (docs/architecture.md §1) as a Hono app; start.ts serves it over HTTP. */
export function createLoyaltyApp(opts: LoyaltyAppOptions): LoyaltyApp {
  const logger = opts.logger ?? silentLogger;
  const outbox = opts.settings.demo && !opts.sender ? new DemoOutbox(logger) : null;
  const sender = opts.sender ?? outbox;
  if (!sender) throw new Error('An OTP sender is required outside demo mode');
  const deps: Deps = {
    db: opts.db,
    clock: opts.clock ?? systemClock,
    settings: opts.settings,
    sender,
    push:
      opts.push !== undefined
        ? opts.push
        : opts.settings.push
          ? webPushSender(opts.settings.push)
          : null,
    outbox,
    faults: opts.settings.demo ? new DemoFaults() : null,
    logger,
  };

  const app = new Hono();
  app.use(observeRequests(logger));
  const maxSize = opts.settings.bodyLimitBytes;
  const tooLarge = (c: Context) =>
    c.json(
      {
        statusCode: 413,
        message: 'The request body is too large',
        data: { code: 'payload_too_large' },
      },
      413,
    );
  const limitStream = bodyLimit({ maxSize, onError: tooLarge });
  app.use((c, next) => {
    // A declared length is checked from the header alone: touching the body here would make the
    // Node adapter build a full web Request for every call (docs/quality.md §3). Only a chunked body is
    // counted as it streams; a request with neither header has no body.
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (length !== undefined && !chunked)
      return parseInt(length, 10) > maxSize ? Promise.resolve(tooLarge(c)) : next();
    return chunked ? limitStream(c, next) : next();
  });

  registerHealth(app, opts.readiness ?? null);
  app.use(refuseForeignBffSecret(opts.settings));
  registerSignIn(app, deps);
  registerProfile(app, deps);
  registerTokens(app, deps);
  registerDeepLink(app, deps);
  registerMembers(app, deps);
  registerDeleteAccount(app, deps);
  registerDevice(app, deps);
  registerCatalog(app, deps);
  registerPoints(app, deps);
  registerPartnerOrders(app, deps);
  registerRewards(app, deps);
  registerHistory(app, deps);
  registerWallet(app, deps);
  registerApplePass(app, deps);
  registerPush(app, deps);
  if (outbox) registerDevOutbox(app, outbox);
  if (opts.settings.demo) registerDevReminders(app, deps);
  if (deps.faults) registerDevFaults(app, { ...deps, faults: deps.faults });

  app.notFound((c) =>
    c.json({ statusCode: 404, message: 'Unknown call', data: { code: 'not_found' } }, 404),
  );
  app.onError((err, c) => {
    if (err instanceof ServiceError) {
      if (err.data?.code) noteRefusal(c, err.data.code);
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(
        { statusCode: err.status, message: err.message, data: err.data },
        err.status as 400,
      );
    }
    if (sqlStateOf(err) === '23505') {
      noteRefusal(c, 'conflict');
      return c.json(
        {
          statusCode: 409,
          message: 'This change conflicts with another one. Please try again.',
          data: { code: 'conflict' },
        },
        409,
      );
    }
    const id = correlationId(c);
    const route = routeOf(c);
    // For the operator: the stack, causes and SQLSTATE, never the driver's message or the query's
    // parameters (logger.ts errorFields). The member gets the generic reply and the id only.
    logger.error('unhandled error', {
      correlationId: id,
      method: c.req.method,
      route,
      error: errorFields(err),
    });
    reportError(err, { correlationId: id, route });
    return c.json(
      {
        statusCode: 500,
        message: 'Something went wrong. Please try again later.',
        data: { code: 'internal', correlationId: id },
      },
      500,
    );
  });
  return { app, outbox, reminderSenders: { push: deps.push, text: sender, logger } };
}
