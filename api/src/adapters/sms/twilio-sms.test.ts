import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import { jobCatalogue } from "../../jobs/catalogue.ts";
import { JobQueue } from "../../jobs/queue.ts";
import { createLogger } from "../../lib/logger.ts";
import { createSmsOutbox, sendSmsJob } from "./sms-outbox.ts";
import { SmsRejectedError, SmsUnavailableError } from "./sms.ts";
import { createTwilioSms } from "./twilio-sms.ts";

const SID = `AC${"a1".repeat(16)}`;
const TOKEN = "test-auth-token-0123456789";

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A local server that answers Twilio's Messages API as Twilio does, for the numbers below. */
let server: Server;
let base: string;
let received: Received[];
let nextStatus: number | null;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    received.push({
      method: request.method ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      form,
    });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`) {
      return reply(401, { code: 20003, message: "Authenticate", more_info: "https://www.twilio.com/docs/errors/20003", status: 401 });
    }
    if (nextStatus !== null) {
      const status = nextStatus;
      nextStatus = null;
      return reply(status, {
        code: 20500,
        message: "Internal Server Error",
        more_info: "https://www.twilio.com/docs/errors/20500",
        status,
      });
    }
    if (form.To === "+15005550001") {
      return reply(400, {
        code: 21211,
        message: "The 'To' number +15005550001 is not a valid phone number.",
        more_info: "https://www.twilio.com/docs/errors/21211",
        status: 400,
      });
    }
    return reply(201, {
      sid: `SM${"0f".repeat(16)}`,
      account_sid: SID,
      to: form.To,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: "queued",
      num_segments: "1",
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${SID}/Messages/SM.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  nextStatus = null;
});

const twilio = (overrides: Partial<Parameters<typeof createTwilioSms>[0]> = {}) =>
  createTwilioSms({ accountSid: SID, authToken: TOKEN, from: "+15005550006", apiBase: base, ...overrides });

describe("the Twilio SMS adapter, at its HTTP boundary", () => {
  it("posts To, From and Body form-encoded to the account's Messages.json with basic auth", async () => {
    await twilio().send({ to: "+61412345678", body: "Your Kora code is ABC234" });
    expect(received).toEqual([
      {
        method: "POST",
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`,
        contentType: "application/x-www-form-urlencoded",
        form: { To: "+61412345678", From: "+15005550006", Body: "Your Kora code is ABC234" },
      },
    ]);
  });

  it("sends through a Messaging Service when From is an MG SID", async () => {
    const service = `MG${"b2".repeat(16)}`;
    await twilio({ from: service }).send({ to: "+447700900123", body: "Hi" });
    expect(received[0]?.form).toEqual({ To: "+447700900123", MessagingServiceSid: service, Body: "Hi" });
  });

  it("raises a clear rejection, flagged as a bad number, for Twilio's 400 with code 21211", async () => {
    const error = await twilio()
      .send({ to: "+15005550001", body: "Hi" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsRejectedError);
    expect(error).toMatchObject({ status: 400, providerCode: 21211, badNumber: true });
    expect((error as Error).message).toBe("Twilio answered 400 (error 21211): The 'To' number +15005550001 is not a valid phone number.");
  });

  it("rejects for good, but not as a bad number, when the credentials are wrong", async () => {
    const error = await twilio({ authToken: "wrong-token-0123456789" })
      .send({ to: "+61412345678", body: "Hi" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsRejectedError);
    expect(error).toMatchObject({ status: 401, providerCode: 20003, badNumber: false });
  });

  it.each([500, 503, 429])("treats %i as worth retrying", async (status) => {
    nextStatus = status;
    const error = await twilio()
      .send({ to: "+61412345678", body: "Hi" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsUnavailableError);
    expect((error as Error).message).toContain(`Twilio answered ${status}`);
  });

  it("treats a server that cannot be reached as worth retrying", async () => {
    const error = await twilio({ apiBase: "http://127.0.0.1:9" })
      .send({ to: "+61412345678", body: "Hi" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsUnavailableError);
  });
});

describe("the sms.send job over Twilio", () => {
  const runQueue = async () => {
    const database = await openTestDatabase();
    let now = new Date("2026-11-21T09:00:00Z");
    const queue = new JobQueue({ db: database.db, now: () => now, log: createLogger("silent") });
    queue.register(jobCatalogue(sendSmsJob.withDeps(twilio())));
    const jobs = () => database.db.selectFrom("jobs").select(["status", "attempts", "last_error"]).execute();
    return { database, queue, outbox: createSmsOutbox(queue), jobs, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
  };

  it("retries a message while Twilio answers 5xx, then sends it", async () => {
    const q = await runQueue();
    nextStatus = 503;
    await q.outbox.queueSms({ to: "+61412345678", body: "Starts in 10 minutes" });
    await q.queue.runDue();
    expect(await q.jobs()).toMatchObject([{ status: "queued", attempts: 1 }]);
    q.later(60_000);
    await q.queue.runDue();
    expect(await q.jobs()).toMatchObject([{ status: "done", attempts: 2 }]);
    expect(received.filter((r) => r.form.Body === "Starts in 10 minutes")).toHaveLength(2);
    await q.database.close();
  });

  it("fails a message Twilio refuses for good at once, without retrying", async () => {
    const q = await runQueue();
    await q.outbox.queueSms({ to: "+15005550001", body: "Hi" });
    await q.queue.runDue();
    const [job] = await q.jobs();
    expect(job).toMatchObject({ status: "failed", attempts: 1 });
    expect(job?.last_error).toContain("error 21211");
    await q.database.close();
  });
});
