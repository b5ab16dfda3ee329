import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CALENDAR_SYNC_MESSAGES, calendarWriteMessage } from "@kora/shared/contracts/calendar-sync.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import type { CalendarConnectionRow } from "./calendar-sync.table.ts";
import { mailFailing, problemIn } from "./connection-health.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** What the mail reads of a connection: whose it is, its name and its kind. */
const connectionOf = (userId: string, kind: "caldav" | "ics") =>
  ({ id: "c1", user_id: userId, label: "Work", kind }) as unknown as CalendarConnectionRow;

async function mailTo(email: string) {
  await t.services.jobs.runDue();
  return t.services.db.selectFrom("dev_mailbox").selectAll().where("to_address", "=", email).executeTakeFirstOrThrow();
}

describe("the failing calendar's mail in its owner's language", () => {
  it("tells a Swedish owner in Swedish, the server's problem too", async () => {
    const sara = await makeUser(t, { firstName: "Sara", locale: "sv" });
    await mailFailing(t.services, connectionOf(sara.user.id, "caldav"), CALENDAR_SYNC_MESSAGES.badLogin);
    const mail = await mailTo(sara.user.email!);
    expect(mail.subject).toBe("Kora kan inte nå din kalender");
    expect(mail.text).toMatch(
      /^Hej Sara!\n\nKora har flera gånger försökt läsa din kalender ”Work” utan att lyckas: Servern godtog inte användarnamnet eller applösenordet\.\n\n/,
    );
    expect(mail.text).toContain("Öppna synkinställningarna: http://localhost:8787/my-kora/my-calendar/sync-settings");
    expect(mail.html).toMatch(/<html dir="ltr" lang="sv">/);
  });

  it("says a refused write in Arabic with the calendar's name, right to left", async () => {
    const omar = await makeUser(t, { firstName: "Omar", locale: "ar" });
    await mailFailing(t.services, connectionOf(omar.user.id, "caldav"), calendarWriteMessage("writeRefused", "Team"));
    const mail = await mailTo(omar.user.email!);
    expect(mail.subject).toBe("لا يستطيع Kora إضافة جلساتك إلى تقويمك");
    expect(mail.text).toContain("تعذّر على Kora إضافة جلساتك إلى «Team»: رفض الخادم ذلك.");
    expect(mail.html).toMatch(/<html dir="rtl" lang="ar">/);
  });

  it("keeps English as it was", async () => {
    const avery = await makeUser(t, { firstName: "Avery" });
    await mailFailing(t.services, connectionOf(avery.user.id, "ics"), CALENDAR_SYNC_MESSAGES.unreachable);
    const mail = await mailTo(avery.user.email!);
    expect(mail.subject).toBe("Kora can't reach your calendar");
    expect(mail.text).toBe(
      [
        "Hi Avery,",
        `Kora has tried several times to read your calendar "Work" and couldn't: ${CALENDAR_SYNC_MESSAGES.unreachable}`,
        "Until it works again, Kora uses the busy times it read last, so new bookings may land on times you've since filled.",
        "To fix it, check that the calendar's address still works (some apps change the secret address when you reset it), and subscribe again with the new one.",
        "Kora keeps trying by itself; this warning clears as soon as a sync works.",
        "Open sync settings: http://localhost:8787/my-kora/my-calendar/sync-settings",
        "--\nKora — one-to-one video advice on almost any topic.",
      ].join("\n\n"),
    );
  });
});

describe("problemIn", () => {
  it("finds each stored problem by its English words; anything else stays as it is", () => {
    expect(problemIn(calendarWriteMessage("writeGone", "Home “2”"), "de")).toBe(
      "Kora konnte deine Sitzungen nicht in „Home “2”“ eintragen: Dieser Kalender ist nicht mehr auf dem Server.",
    );
    expect(problemIn(CALENDAR_SYNC_MESSAGES.timeout, "es")).toBe("El servidor del calendario tardó demasiado en responder.");
    expect(problemIn("Something else.", "fr")).toBe("Something else.");
    expect(problemIn(CALENDAR_SYNC_MESSAGES.timeout, "en")).toBe(CALENDAR_SYNC_MESSAGES.timeout);
  });
});
