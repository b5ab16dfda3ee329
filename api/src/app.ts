import { PLAN_JOBS } from "./features/plans/plans.service.ts";
import { scheduleVideoUpkeep, VIDEO_JOBS } from "./features/videos/video-jobs.ts";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { UpgradeWebSocket } from "hono/ws";
import { createMediaTools } from "./adapters/media/ffmpeg.ts";
import { createDevMailboxMailer } from "./adapters/mail/dev-mailbox-mailer.ts";
import { createMailOutbox, sendMailJob } from "./adapters/mail/mail-outbox.ts";
import type { Mailer } from "./adapters/mail/mailer.ts";
import { createSmtpMailer } from "./adapters/mail/smtp-mailer.ts";
import { createSmsOutbox, sendSmsJob } from "./adapters/sms/sms-outbox.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { blobStore, meetingStore, PAYMENT_JOBS, paymentsProvider, sfuOf, smsSender } from "./app-adapters.ts";
import type { BlobStore } from "./adapters/blobs/blobs.ts";
import type { SfuPort } from "./adapters/sfu/janus-sfu.ts";
import type { SmsSender } from "./adapters/sms/sms.ts";
import { scheduleReconciliation } from "./features/billing/billing.service.ts";
import { inThisThread, type ReadTaskRunner } from "./db/read-task.ts";
import { inThisThread as tasksInThisThread, type TaskRunner } from "./workers/worker-task.ts";
import { signOutPage } from "./features/auth/auth.routes.ts";
import { findSession } from "./features/auth/auth.service.ts";
import { BOOKING_JOBS } from "./features/bookings/booking-jobs.ts";
import { GIFT_CARD_JOBS } from "./features/credits/gift-card-delivery.ts";
import { jobCatalogue } from "./jobs/catalogue.ts";
import { JobQueue } from "./jobs/queue.ts";
import { marketplaceSitemapPages } from "./features/cards/cards.service.ts";
import { shortLinkRedirect } from "./features/cards/public.routes.ts";
import { ResponseCache } from "./lib/response-cache.ts";
import { webShell, type WebShell } from "./features/site/web-shell.ts";
import { sitemapRoutes, type SitemapSource } from "./features/site/sitemap.ts";
import { articleSitemapPages } from "./features/content/content.service.ts";
import { INMAIL_JOBS } from "./features/groups/inmail/inmail.jobs.ts";
import { groupSitemapPages } from "./features/groups/groups.service.ts";
import { ACTIVITY_JOBS, scheduleActivityPruning } from "./features/activity/activity.jobs.ts";
import { CALENDAR_SYNC_JOBS, scheduleCalendarSweep } from "./features/calendar-sync/calendar-sync.jobs.ts";
import type { AppContext, AppEnv } from "./http/context.ts";
import { onError, onNotFound } from "./http/error-handler.ts";
import { sessionLoader } from "./http/middleware.ts";
import { RateLimiter } from "./http/rate-limiter.ts";
import { requestLog } from "./http/request-log.ts";
import { staticSecureHeaders } from "./http/security-headers.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createBus, createHub } from "./realtime/create-hub.ts";
import type { RealtimeBus } from "./realtime/bus.ts";
import { MeetingRouter } from "./features/meetings/meeting-router.ts";
import { wsRoutes } from "./realtime/ws.routes.ts";
import { apiRouter } from "./routes/api.router.ts";
import type { Services } from "./services.ts";
import { loadSecret } from "./secret.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  /** Runs read tasks on the reader pool (main.ts); in this thread on `db` by default. */
  reads?: ReadTaskRunner;
  /** Runs worker tasks (image decoding, calendar parsing) on bounded workers (main.ts); in this thread by default. */
  workers?: TaskRunner;
  now?: () => Date;
  mailer?: Mailer;
  /** The SMS port; the configured one by default (null: none). */
  sms?: SmsSender | null;
  log?: Logger;
  /** The runtime's WebSocket upgrade (hono/deno's in main.ts); without it `/ws` is not mounted. */
  upgradeWebSocket?: UpgradeWebSocket;
  /** The built web app (index.html and its files); without it only the API is served. */
  web?: WebShell;
  /** Poll the job queue in this process (the server does; tests run jobs by hand with `services.jobs.runDue()`). */
  runJobs?: boolean;
  /** The blob store; the configured one by default (tests hand a temporary folder). */
  blobs?: BlobStore;
  /** The caller's socket address, from the runtime. */
  remoteAddr?: (c: AppContext) => string | undefined;
  /** The SFU port; Janus from JANUS_* by default (null: none). */
  sfu?: SfuPort | null;
  /** The realtime bus; from REDIS_URL by default (tests put several instances on one in-memory network). */
  bus?: RealtimeBus;
}

export interface KoraApp {
  app: Hono<AppEnv>;
  services: Services;
}

const stripeSources = (config: Config, sources: string[]) => (config.payments.provider === "stripe" ? sources : []);

/** Builds the whole HTTP application. Runtime-neutral: Deno serves it in main.ts, vitest calls `app.request()`. */
export async function createApp(deps: AppDeps): Promise<KoraApp> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? createLogger(config.logLevel);
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevMailboxMailer(db, now));
  const sms = deps.sms === undefined ? smsSender(config, db, now) : deps.sms;
  const bus = deps.bus ?? createBus(config, log);
  const hub = createHub(config, log, () => now().getTime(), bus);
  const jobs = new JobQueue({ db, now, log });
  const secret = await loadSecret(db, config);
  // The live meeting rooms, each held by one instance (meeting-router.ts).
  const meetings = new MeetingRouter(
    {
      store: meetingStore(db, now),
      toUser: (userId, event) => hub.toUser(userId, event),
      now,
      secret,
      log,
      sfu: deps.sfu !== undefined ? deps.sfu : sfuOf(config),
    },
    { bus, db, log },
  );
  const services: Services = {
    config,
    db,
    reads: deps.reads ?? inThisThread(db),
    workers: deps.workers ?? tasksInThisThread,
    now,
    mailer,
    outbox: createMailOutbox(jobs),
    sms,
    smsOutbox: createSmsOutbox(jobs),
    hub,
    limiter: new RateLimiter(() => now().getTime()),
    log,
    jobs,
    payments: paymentsProvider(config, db, now),
    searchCache: new ResponseCache(() => now().getTime()),
    slotsCache: new ResponseCache(() => now().getTime(), 2000, 30_000),
    meetings,
    blobs: deps.blobs ?? blobStore(config),
    media: createMediaTools({ ffmpeg: config.media.ffmpeg, ffprobe: config.media.ffprobe }),
    secret,
  };
  // Every job this process runs, in one catalogue: the mail outbox's, the bookings' and the payments'.
  const jobsWithServices = [
    ...BOOKING_JOBS,
    ...PAYMENT_JOBS,
    ...PLAN_JOBS,
    ...GIFT_CARD_JOBS,
    ...VIDEO_JOBS,
    ...INMAIL_JOBS,
    ...ACTIVITY_JOBS,
    ...CALENDAR_SYNC_JOBS,
  ];
  jobs.register(
    jobCatalogue(
      sendMailJob.withDeps(mailer),
      ...(sms ? [sendSmsJob.withDeps(sms)] : []),
      ...jobsWithServices.map((job) => job.withDeps(services)),
    ),
  );
  if (deps.runJobs) {
    await scheduleReconciliation(services);
    await scheduleVideoUpkeep(services);
    await scheduleActivityPruning(services);
    await scheduleCalendarSweep(services);
    jobs.start();
  }

  const app = new Hono<AppEnv>();
  // Requests into a live room held by this instance, forwarded by another (meeting-router.ts).
  meetings.serveForwarded((request, env) => app.fetch(request, env));
  app.use(async (c, next) => {
    c.set("services", services);
    c.set("clientIp", clientIp(c, deps));
    await next();
  });
  app.use(requestLog);
  app.use(
    await staticSecureHeaders(
      {
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          // Stripe.js and its Payment Element frames, only when Stripe is the provider.
          scriptSrc: ["'self'", ...stripeSources(config, ["https://js.stripe.com"])],
          frameSrc: ["'self'", ...stripeSources(config, ["https://js.stripe.com", "https://hooks.stripe.com"])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          mediaSrc: ["'self'", "blob:"],
          connectSrc: ["'self'", "ws:", "wss:", ...stripeSources(config, ["https://api.stripe.com"])],
          frameAncestors: ["'none'"],
        },
        crossOriginEmbedderPolicy: false,
      },
      // The video player for other sites' iframes (public-site §2.1 `/embed`): the only page anyone may frame.
      (path) => path === "/embed",
    ),
  );
  app.onError(onError);

  // The session store is auth's, handed to the platform's middleware as a port.
  const loadSession = sessionLoader(findSession);
  const api = apiRouter({ loadSession, embedded: config.mode === "embedded", remoteAddr: deps.remoteAddr });
  app.route("/api", api);

  app.get("/c/:code", loadSession, shortLinkRedirect);
  app.get("/sign-out", loadSession, signOutPage);
  app.route(
    "/",
    sitemapRoutes(() => deps.web?.site?.renderer.sitemapPaths() ?? ["/"], SITEMAP_SOURCES),
  );
  if (deps.upgradeWebSocket) {
    const ws = new Hono<AppEnv>();
    ws.use(loadSession);
    ws.route("/", wsRoutes(deps.upgradeWebSocket));
    app.route("/ws", ws);
  }
  // Pages are compressed on the fly; built files come precompressed (scripts/precompress.ts).
  if (deps.web)
    app.use(
      loadSession,
      compress(),
      webShell(deps.web, (request) => app.fetch(request)),
    );
  app.notFound(onNotFound);
  return { app, services };
}

/** Public pages beyond the site's static paths, for sitemap.xml. */
const SITEMAP_SOURCES: SitemapSource[] = [articleSitemapPages, marketplaceSitemapPages, groupSitemapPages];

function clientIp(c: AppContext, deps: AppDeps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return deps.remoteAddr?.(c) ?? "unknown";
}
