import type { Db } from "../../db/database.ts";
import { defineJob } from "../../jobs/job.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type Mailer, type MailMessage, mailMessageSchema } from "./mailer.ts";

/** Sends one queued message through the mailer; a mail server that is down makes the queue retry it. */
export const sendMailJob = defineJob("mail.send", mailMessageSchema, (message, mailer: Mailer) => mailer.send(message));

export interface QueueMailOptions {
  /** The transaction of the change the mail tells about: the message is kept with it, or not at all. */
  db?: Db;
}

/**
 * Mail sent later: each message is stored as a `mail.send` job, so it survives a restart, is sent once
 * across processes and is retried while the mail server is down. Features that mail about a change use
 * this; `mailer.send()` is for mail someone is waiting on now (a sign-in code).
 */
export interface MailOutbox {
  queueMail(message: MailMessage, options?: QueueMailOptions): Promise<void>;
}

/** The outbox over `jobs`; createApp puts `sendMailJob.withDeps(mailer)` in the job catalogue to drain it. */
export function createMailOutbox(jobs: JobQueue): MailOutbox {
  return {
    queueMail: (message, options = {}) => jobs.enqueue(sendMailJob, message, { db: options.db }),
  };
}
