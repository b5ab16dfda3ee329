import type { BlobStore } from "./adapters/blobs/blobs.ts";
import type { MediaTools } from "./adapters/media/ffmpeg.ts";
import type { MailOutbox } from "./adapters/mail/mail-outbox.ts";
import type { Mailer } from "./adapters/mail/mailer.ts";
import type { SmsSender } from "./adapters/sms/sms.ts";
import type { SmsOutbox } from "./adapters/sms/sms-outbox.ts";
import type { PaymentsProvider } from "./adapters/payments/payments.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Config } from "./config.ts";
import type { BodyCache } from "./lib/response-cache.ts";
import type { Db } from "./db/database.ts";
import type { ReadTaskRunner } from "./db/read-task.ts";
import type { TaskRunner } from "./workers/worker-task.ts";
import type { RateLimiter } from "./http/rate-limiter.ts";
import type { Logger } from "./lib/logger.ts";
import type { RealtimeHub } from "./realtime/hub.ts";
import type { MeetingsPort } from "./ports/meetings.ts";

/** What feature services need from the outside world; built once in createApp. */
export interface Services {
  readonly config: Config;
  readonly db: Db;
  /**
   * Runs read tasks (read-task.ts), such as a whole search: on the reader pool's workers when the
   * database is a local file, so they never hold up the event loop; otherwise in this thread on `db`.
   */
  readonly reads: ReadTaskRunner;
  /**
   * Runs CPU work on untrusted input (decoding uploaded pictures, parsing calendars others serve) as
   * worker tasks (workers/worker-task.ts): on bounded workers with time and memory limits in the
   * server, so it never holds up the event loop; in this thread in tests.
   */
  readonly workers: TaskRunner;
  readonly now: () => Date;
  /** Sends a message now (a sign-in code someone is waiting for). */
  readonly mailer: Mailer;
  /** Mail sent later through the job queue, kept with the change it tells about. */
  readonly outbox: MailOutbox;
  /** The SMS port, to text now (a verification code someone waits for): the dev outbox or Twilio; null when none is configured. */
  readonly sms: SmsSender | null;
  /** Text messages sent later through the job queue (reminders, recovery codes), retried while the provider is down. */
  readonly smsOutbox: SmsOutbox;
  readonly hub: RealtimeHub;
  readonly limiter: RateLimiter;
  readonly log: Logger;
  /** Marketplace search responses; card writes invalidate it. */
  readonly searchCache: BodyCache;
  /** Slot lists: any booking change or availability change clears it; a booking re-checks uncached. */
  readonly slotsCache: BodyCache;
  /** The DB-backed job queue (expiry, reminders, no-shows, mail); what it runs is the catalogue registered in createApp. */
  readonly jobs: JobQueue;
  /** The payments port: the built-in ledger, or Stripe in production. */
  readonly payments: PaymentsProvider;
  /**
   * Live meeting rooms: signalling, lobby, host controls, attendance. Built from its own ports in createApp;
   * typed by what code outside features/meetings uses of them.
   */
  readonly meetings: MeetingsPort;
  /** Recordings and their files (PROTOCOL §5): `data/blobs/` or an S3-compatible bucket. */
  readonly blobs: BlobStore;
  /** ffmpeg and ffprobe, which turn recordings into MP4, M4A and a poster. */
  readonly media: MediaTools;
  /** Key for HMACs of codes and tokens; from SECRET_KEY or generated once and kept in app_settings. */
  readonly secret: string;
}
