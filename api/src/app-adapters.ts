/**
 * The adapters behind the services' ports, as configured: embedded defaults (a folder, the dev
 * outboxes, the built-in ledger) or production ones (S3, Twilio, Stripe, Janus). Used by createApp.
 */
import type { BlobStore } from "./adapters/blobs/blobs.ts";
import { createFolderStore } from "./adapters/blobs/folder-store.ts";
import { createS3Store } from "./adapters/blobs/s3-store.ts";
import { createLedgerProvider } from "./adapters/payments/ledger-provider.ts";
import type { PaymentsProvider } from "./adapters/payments/payments.ts";
import { createStripeProvider } from "./adapters/payments/stripe-provider.ts";
import { JanusSfu, type SfuPort } from "./adapters/sfu/janus-sfu.ts";
import { createDevOutboxSms } from "./adapters/sms/dev-outbox-sms.ts";
import type { SmsSender } from "./adapters/sms/sms.ts";
import { createTwilioSms } from "./adapters/sms/twilio-sms.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { reconcileJob } from "./features/billing/billing.service.ts";
import { recordPresence } from "./features/bookings/bookings.repository.ts";
import type { MeetingStore } from "./features/meetings/meeting-ports.ts";
import { addBothInVideo, blockedIn, blockInRoom, insertChat, listChat } from "./features/meetings/meetings.repository.ts";
import { loadRoomContext } from "./features/meetings/room-context.ts";
import { refundRetryJob, transferJob } from "./features/payments/payments.service.ts";
import { findUserById } from "./features/users/users.service.ts";

/** The blob store, as configured: a folder (embedded default) or an S3-compatible bucket. */
export function blobStore(config: Config): BlobStore {
  const blobs = config.blobs;
  if (blobs.store === "folder") return createFolderStore(blobs.dir);
  return createS3Store({ ...blobs, endpoint: blobs.endpoint ?? undefined });
}

/** The SMS port, as configured: the dev outbox (embedded default), Twilio, or none. */
export function smsSender(config: Config, db: Db, now: () => Date): SmsSender | null {
  if (!config.sms) return null;
  if (config.sms.provider === "dev") return createDevOutboxSms(db, now);
  return createTwilioSms(config.sms);
}

/**
 * The SFU for rooms past the mesh: Janus when JANUS_URL is set, else none (rooms stop at 10). Its
 * tokens follow the machine's clock, which Janus checks them against, never Kora's (embedded mode may
 * run Kora's clock elsewhere: KORA_CLOCK_START).
 */
export function sfuOf(config: Config): SfuPort | null {
  if (!config.janus) return null;
  const { url, publicUrl, tokenSecret, adminKey } = config.janus;
  return new JanusSfu({ url, publicUrl, tokenSecret, adminKey, now: Date.now });
}

export const PAYMENT_JOBS = [transferJob, refundRetryJob, reconcileJob] as const;

/** The payments port's provider, as configured: Stripe (its API at STRIPE_API_URL when set) or the built-in ledger. */
export function paymentsProvider(config: Config, db: Db, now: () => Date): PaymentsProvider {
  const payments = config.payments;
  if (payments.provider === "ledger") return createLedgerProvider(db, now, config.publicUrl);
  const api = payments.apiUrl ? new URL(payments.apiUrl) : null;
  return createStripeProvider({
    secretKey: payments.secretKey,
    webhookSecret: payments.webhookSecret,
    publishableKey: payments.publishableKey,
    publicUrl: config.publicUrl,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** The meeting rooms' reads and writes, bound to the database. */
export function meetingStore(db: Db, now: () => Date): MeetingStore {
  return {
    findUser: (userId) => findUserById(db, userId),
    roomContext: (roomId) => loadRoomContext({ db, now }, roomId),
    blockedIn: (roomId) => blockedIn(db, roomId),
    blockInRoom: (roomId, userId) => blockInRoom(db, roomId, userId, now()),
    listChat: (bookingId) => listChat(db, bookingId),
    insertChat: (chat) => insertChat(db, chat),
    recordPresence: (bookingId, userId, nowMs) => recordPresence(db, bookingId, userId, nowMs),
    addBothInVideo: (bookingId, seconds) => addBothInVideo(db, bookingId, seconds),
  };
}
