import type { Db } from "../../db/database.ts";
import { defineJob, JobPayloadError } from "../../jobs/job.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type SmsMessage, smsMessageSchema, SmsRejectedError, type SmsSender } from "./sms.ts";

/**
 * Sends one queued text through the SMS port. A provider that is down (SmsUnavailableError) makes the
 * queue retry it; a message the provider refuses for good fails the job at once, since sending the
 * same payload again would be refused again.
 */
export const sendSmsJob = defineJob("sms.send", smsMessageSchema, async (message, sender: SmsSender) => {
  try {
    await sender.send(message);
  } catch (error) {
    if (error instanceof SmsRejectedError) throw new JobPayloadError(`The SMS provider refused the message: ${error.message}`);
    throw error;
  }
});

export interface QueueSmsOptions {
  /** The transaction of the change the message tells about: kept with it, or not at all. */
  db?: Db;
  /** At most one message per key, ever (a reminder per booking, party and start). */
  dedupeKey?: string;
}

/** Text messages sent later through the job queue: stored as `sms.send` jobs, sent once, retried while the provider is down. */
export interface SmsOutbox {
  queueSms(message: SmsMessage, options?: QueueSmsOptions): Promise<void>;
}

/** The outbox over `jobs`; createApp puts `sendSmsJob.withDeps(sender)` in the job catalogue to drain it. */
export function createSmsOutbox(jobs: JobQueue): SmsOutbox {
  return {
    queueSms: (message, options = {}) => jobs.enqueue(sendSmsJob, message, { db: options.db, dedupeKey: options.dedupeKey }),
  };
}
