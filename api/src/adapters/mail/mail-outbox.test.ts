import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/database.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { jobCatalogue } from "../../jobs/catalogue.ts";
import { JobQueue } from "../../jobs/queue.ts";
import { createLogger } from "../../lib/logger.ts";
import { createMailOutbox, sendMailJob } from "./mail-outbox.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

let database: DatabaseHandle;
let queue: JobQueue;
let sent: MailMessage[];
let failNext: boolean;
beforeEach(async () => {
  database = await openTestDatabase();
  queue = new JobQueue({ db: database.db, now: () => new Date("2026-11-21T09:00:00Z"), log: createLogger("silent") });
  sent = [];
  failNext = false;
  const mailer: Mailer = {
    kind: "smtp",
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new Error("mail server down");
      }
      sent.push(message);
    },
  };
  queue.register(jobCatalogue(sendMailJob.withDeps(mailer)));
});
afterEach(() => database.close());

const message: MailMessage = {
  to: "ada@example.test",
  subject: "Hello",
  text: "Hi",
  html: "<p>Hi</p>",
  replyTo: "grace@example.test",
  attachments: [{ filename: "invite.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
};

describe("the mail outbox", () => {
  it("queues a message as a mail.send job and sends it when the queue runs", async () => {
    const outbox = createMailOutbox(queue);
    await outbox.queueMail(message);
    expect(sent).toEqual([]);
    expect(await database.db.selectFrom("jobs").select("kind").execute()).toEqual([{ kind: "mail.send" }]);
    await queue.runDue();
    expect(sent).toEqual([message]);
  });

  it("keeps a message with the change it belongs to: rolled back, nothing is sent", async () => {
    const outbox = createMailOutbox(queue);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await outbox.queueMail(message, { db: trx });
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await queue.runDue()).toBe(0);
    expect(sent).toEqual([]);
  });

  it("retries while the mail server is down", async () => {
    failNext = true;
    await createMailOutbox(queue).queueMail(message);
    await queue.runDue();
    expect(sent).toEqual([]);
    expect(await database.db.selectFrom("jobs").select(["status", "last_error"]).executeTakeFirstOrThrow()).toEqual({
      status: "queued",
      last_error: "mail server down",
    });
  });

  it("fails a stored message without a subject, without sending it", async () => {
    await database.db
      .insertInto("jobs")
      .values({
        id: "m1",
        kind: "mail.send",
        payload: JSON.stringify({ to: "ada@example.test", text: "", html: "" }),
        run_at_ms: 0,
        dedupe_key: null,
        created_at_ms: 0,
      })
      .execute();
    await queue.runDue();
    expect(sent).toEqual([]);
    const job = await database.db.selectFrom("jobs").select(["status", "last_error"]).executeTakeFirstOrThrow();
    expect(job.status).toBe("failed");
    expect(job.last_error).toMatch(/^Job mail\.send has a bad payload: .*subject/s);
  });
});
