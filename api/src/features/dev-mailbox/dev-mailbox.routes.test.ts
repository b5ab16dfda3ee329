import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopbackAddress } from "../../http/middleware.ts";
import { createTestApp, errorOf, narrow, bodyOf, SIGNUP_EXTRAS, type TestApp } from "../../test/harness.ts";
import { z } from "zod";
import { devSmsSchema } from "@kora/shared/contracts/verification.ts";
import { mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";

const mailbox = narrow(z.object({ data: z.array(z.object({ subject: z.string() })) }));

describe("GET /api/dev/mailbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.call("POST", "/api/password-free/verification-code", {
      body: { step: "signup", email: "mira@example.com", firstName: "Mira", lastName: "Doe", ...SIGNUP_EXTRAS },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows this machine the caught mail, sign-in codes included", async () => {
    const response = await t.call("GET", "/api/dev/mailbox?to=mira@example.com");
    expect(response.status).toBe(200);
    expect((await bodyOf(response, mailbox)).data[0]?.subject).toMatch(/is your Kora code$/);
  });

  it("shows a mail's attachments as sent, e.g. a booking's invite.ics", async () => {
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    await t.services.mailer.send({
      to: "ivy@example.com",
      subject: "Booking confirmed",
      text: "Confirmed",
      html: "<p>Confirmed</p>",
      attachments: [{ filename: "invite.ics", contentType: "text/calendar; method=REQUEST", content: ics }],
    });
    const response = await t.call("GET", "/api/dev/mailbox?to=ivy@example.com");
    const [message] = (await bodyOf(response, narrow(z.object({ data: z.array(mailboxMessageSchema) })))).data;
    expect(message?.attachments).toEqual([{ filename: "invite.ics", contentType: "text/calendar; method=REQUEST", content: ics }]);
    expect(message?.html).toBe("<p>Confirmed</p>");
  });

  it("is not there for anyone else on the network, even with a forwarded loopback address", async () => {
    for (const ip of ["192.168.1.20", "10.0.0.5", "::ffff:10.0.0.5"]) {
      const response = await t.call("GET", "/api/dev/mailbox?to=mira@example.com", { ip, headers: { "x-forwarded-for": "127.0.0.1" } });
      expect(response.status, ip).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
  });
});

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])("%s is this machine", (address) =>
    expect(isLoopbackAddress(address)).toBe(true),
  );
  it.each(["10.0.0.1", "0.0.0.0", "128.0.0.1", "::ffff:10.0.0.1", "localhost", "1270.0.0.1", undefined])("%s is not", (address) =>
    expect(isLoopbackAddress(address)).toBe(false),
  );
});

describe("GET /api/dev/sms", () => {
  let t: TestApp;
  const outbox = z.object({ data: z.array(devSmsSchema) });
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.sms!.send({ to: "+61412345678", body: "Your Kora code is ABC234." });
    t.clock.advance(1000);
    await t.services.sms!.send({ to: "+61412345678", body: "Your Kora code is XYZ789." });
    await t.services.sms!.send({ to: "+447911123456", body: "Someone else's" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows this machine the caught texts, newest first, for a number however it is written", async () => {
    for (const to of ["%2B61412345678", "+61412345678", "%2B61%20412%20345%20678"]) {
      const { data } = await bodyOf(await t.call("GET", `/api/dev/sms?to=${to}`), outbox);
      expect(data.map((m) => m.body)).toEqual(["Your Kora code is XYZ789.", "Your Kora code is ABC234."]);
    }
    expect((await bodyOf(await t.call("GET", "/api/dev/sms"), outbox)).data).toHaveLength(3);
  });

  it("shows a mail's attachments as sent, e.g. a booking's invite.ics", async () => {
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    await t.services.mailer.send({
      to: "ivy@example.com",
      subject: "Booking confirmed",
      text: "Confirmed",
      html: "<p>Confirmed</p>",
      attachments: [{ filename: "invite.ics", contentType: "text/calendar; method=REQUEST", content: ics }],
    });
    const response = await t.call("GET", "/api/dev/mailbox?to=ivy@example.com");
    const [message] = (await bodyOf(response, narrow(z.object({ data: z.array(mailboxMessageSchema) })))).data;
    expect(message?.attachments).toEqual([{ filename: "invite.ics", contentType: "text/calendar; method=REQUEST", content: ics }]);
    expect(message?.html).toBe("<p>Confirmed</p>");
  });

  it("is not there for anyone else on the network", async () => {
    const response = await t.call("GET", "/api/dev/sms", { ip: "192.168.1.20", headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(response.status).toBe(404);
  });
});
