/**
 * The services every handler and job reaches (services.ts), built from what the caller hands in and
 * the configured adapters for the rest (app-adapters.ts), and the jobs this process runs on them.
 */
import type { BlobStore } from "./adapters/blobs/blobs.ts";
import { createDevMailboxMailer } from "./adapters/mail/dev-mailbox-mailer.ts";
import { createMailOutbox, sendMailJob } from "./adapters/mail/mail-outbox.ts";
import type { Mailer } from "./adapters/mail/mailer.ts";
import { createSmtpMailer } from "./adapters/mail/smtp-mailer.ts";
import { createMediaTools } from "./adapters/media/ffmpeg.ts";
import type { SfuPort } from "./adapters/sfu/janus-sfu.ts";
import { createSmsOutbox, sendSmsJob } from "./adapters/sms/sms-outbox.ts";
import type { SmsSender } from "./adapters/sms/sms.ts";
import { blobStore, meetingStore, PAYMENT_JOBS, paymentsProvider, sfuOf, smsSender } from "./app-adapters.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { inThisThread, type ReadTaskRunner } from "./db/read-task.ts";
import { ACTIVITY_JOBS, scheduleActivityPruning } from "./features/activity/activity.jobs.ts";
import { scheduleReconciliation } from "./features/billing/billing.service.ts";
import { BOOKING_JOBS } from "./features/bookings/booking-jobs.ts";
import { CALENDAR_SYNC_JOBS, scheduleCalendarSweep } from "./features/calendar-sync/calendar-sync.jobs.ts";
import { GIFT_CARD_JOBS } from "./features/credits/gift-card-delivery.ts";
import { INMAIL_JOBS } from "./features/groups/inmail/inmail.jobs.ts";
import { MeetingRouter } from "./features/meetings/meeting-router.ts";
import { PLAN_JOBS } from "./features/plans/plans.service.ts";
import { scheduleVideoUpkeep, VIDEO_JOBS } from "./features/videos/video-jobs.ts";
import { RateLimiter } from "./http/rate-limiter.ts";
import { jobCatalogue } from "./jobs/catalogue.ts";
import { JobQueue } from "./jobs/queue.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { ResponseCache } from "./lib/response-cache.ts";
import type { RealtimeBus } from "./realtime/bus.ts";
import { createBus, createHub } from "./realtime/create-hub.ts";
import { loadSecret } from "./secret.ts";
import type { Services } from "./services.ts";
import { inThisThread as tasksInThisThread, type TaskRunner } from "./workers/worker-task.ts";

/** What the caller may hand in; every port left out comes from the configuration. */
export interface ServiceDeps {
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
  /** The blob store; the configured one by default (tests hand a temporary folder). */
  blobs?: BlobStore;
  /** The SFU port; Janus from JANUS_* by default (null: none). */
  sfu?: SfuPort | null;
  /** The realtime bus; from REDIS_URL by default (tests put several instances on one in-memory network). */
  bus?: RealtimeBus;
}

/** The services, and the meeting rooms' router itself (which also serves requests forwarded by other instances). */
export async function createServices(deps: ServiceDeps): Promise<{ services: Services; meetings: MeetingRouter }> {
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
  return { services, meetings };
}

/** Every job that runs on the services: the bookings', the payments', and each feature's upkeep. */
const SERVICE_JOBS = [
  ...BOOKING_JOBS,
  ...PAYMENT_JOBS,
  ...PLAN_JOBS,
  ...GIFT_CARD_JOBS,
  ...VIDEO_JOBS,
  ...INMAIL_JOBS,
  ...ACTIVITY_JOBS,
  ...CALENDAR_SYNC_JOBS,
];

/**
 * Registers every job this process can run, in one catalogue (the mail and SMS outboxes' too). With
 * `poll`, schedules the recurring ones and starts polling the queue, as the server does; tests run
 * due jobs by hand with `services.jobs.runDue()`.
 */
export async function registerJobs(services: Services, poll: boolean): Promise<void> {
  services.jobs.register(
    jobCatalogue(
      sendMailJob.withDeps(services.mailer),
      ...(services.sms ? [sendSmsJob.withDeps(services.sms)] : []),
      ...SERVICE_JOBS.map((job) => job.withDeps(services)),
    ),
  );
  if (!poll) return;
  await scheduleReconciliation(services);
  await scheduleVideoUpkeep(services);
  await scheduleActivityPruning(services);
  await scheduleCalendarSweep(services);
  services.jobs.start();
}
