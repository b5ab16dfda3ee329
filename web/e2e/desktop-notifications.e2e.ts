import { SHOTS } from "./booking-request.fixtures.ts";
import { cardBody, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { guestPage, inCall, joinCall, meetingPerson, personalRoomPath } from "./meeting.fixtures.ts";
import { bridgeState, installDesktopBridge } from "./support/desktop-bridge.ts";
import type { NotificationsRecord } from "./support/desktop-bridge-notifications.ts";
import { CLOCK, expect, serverNow, test, type Browser, type Page } from "./support/test.ts";

/**
 * The desktop app's notifications (desktop/README.md "Notifications, tray and badge") in Chromium, with the test bridge standing in
 * for the preload: real realtime events from the real API become OS notifications with plain words,
 * the agenda main plans reminders from follows the bookings, a knock's Admit button lets the knocker
 * in, and the do-not-disturb switch reaches main.
 */

interface Notice {
  title: string;
  body: string;
  path?: string;
  tag?: string;
  actions?: { id: string; label: string }[];
}
interface State {
  base: { notifications: Notice[] };
  notifications: NotificationsRecord;
}
const state = (page: Page) => bridgeState<State>(page);
const notices = async (page: Page) => (await state(page)).base.notifications;
const lastAgenda = async (page: Page) => (await state(page)).notifications.agendas.at(-1) ?? null;

async function data<T>(response: Awaited<ReturnType<Page["request"]["get"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }));

/** The advisor's free card, bookable around the clock with no notice, approved by the reviewer. */
async function freeCard(browser: Browser, baseURL: string, advisor: Page): Promise<{ id: string; title: string }> {
  await data(
    await advisor.request.put("/api/me/availability", { data: { workingHours: ALL_WEEK, minNoticeHours: 0, bufferMinutes: 0 } }),
    "hours",
  );
  const title = uniqueTitle("Desktop reminder");
  const card = await data<{ id: string }>(
    await advisor.request.post("/api/cards", { data: { ...cardBody(title), title, rate: 0, durations: [30] } }),
    "card",
  );
  const published = await data<{ status: string }>(await advisor.request.post(`/api/cards/${card.id}/publish`), "publish");
  if (published.status === "awaiting-review") {
    const reviewer = await signInReviewer(browser, baseURL);
    await data(await reviewer.request.post(`/api/cards/${card.id}/approve`), "approve");
    await reviewer.context().close();
  }
  return { id: card.id, title };
}

test(
  "a booking request, its confirmation and its cancellation reach the desktop app as notifications and as the agenda",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const advisor = await meetingPerson(browser, baseURL!, "Ada", "Advisor", { advisor: true });
    const learner = await meetingPerson(browser, baseURL!, "Leo", "Learner");
    await installDesktopBridge(advisor);
    await advisor.goto("/my-kora/dashboard");
    // On start the page hands main the agenda: nothing booked yet.
    await expect.poll(() => lastAgenda(advisor)).toEqual({ sessions: [], requests: 0 });

    // Leo asks for a time through the real API; Ada's app shows it as an OS notification.
    const card = await freeCard(browser, baseURL!, advisor);
    const from = (await serverNow()) + 2 * 86_400_000;
    const query = new URLSearchParams({
      from: new Date(from).toISOString(),
      to: new Date(from + 86_400_000).toISOString(),
      duration: "30",
    });
    const slots = await data<{ startUtc: string }[]>(await learner.request.get(`/api/cards/${card.id}/availability?${query}`), "slots");
    const slot = slots[0]!;
    const booking = await data<{ id: string }>(
      await learner.request.post("/api/bookings", {
        headers: { "Idempotency-Key": crypto.randomUUID() },
        data: { cardId: card.id, duration: 30, preferredTimes: [slot.startUtc], discussionTopic: "Planning my next role.", expiry: 24 },
      }),
      "request",
    );
    await expect
      .poll(() => notices(advisor), { timeout: 10_000 })
      .toContainEqual({
        title: "New booking request",
        body: `New booking request from Leo: ${card.title}`,
        path: `/my-kora/bookings/${booking.id}`,
      });
    await expect.poll(() => lastAgenda(advisor)).toEqual({ sessions: [], requests: 1 });

    // Ada confirms (her own action: no notification for her); the agenda now holds the session.
    await data(await advisor.request.post(`/api/bookings/${booking.id}/confirm`, { data: { time: slot.startUtc } }), "confirm");
    await expect
      .poll(() => lastAgenda(advisor), { timeout: 10_000 })
      .toEqual({
        sessions: [
          {
            bookingId: booking.id,
            title: card.title,
            otherParty: "Leo",
            startsAt: new Date(slot.startUtc).toISOString(),
            joinPath: `/my-kora/bookings/${booking.id}/join`,
            joinClosesAt: new Date(Date.parse(slot.startUtc) + 30 * 60_000).toISOString(),
          },
        ],
        requests: 0,
      });
    expect((await notices(advisor)).map((n) => n.title)).toEqual(["New booking request"]);

    // Leo cancels: Ada is told, and the session leaves the agenda (no reminder will fire for it).
    await data(
      await learner.request.post(`/api/bookings/${booking.id}/cancel`, {
        data: { cancelReason: "schedule-conflict", cancelMessage: "Sorry!" },
      }),
      "cancel",
    );
    await expect
      .poll(async () => (await notices(advisor)).map((n) => n.title), { timeout: 10_000 })
      .toEqual(["New booking request", "Booking cancelled"]);
    expect((await notices(advisor))[1]).toMatchObject({ body: `Leo cancelled your confirmed booking: ${card.title}` });
    await expect.poll(() => lastAgenda(advisor)).toEqual({ sessions: [], requests: 0 });
    await advisor.context().close();
    await learner.context().close();
  },
);

test("a knock on the personal room shows Admit and Deny, and Admit lets the guest in", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const host = await meetingPerson(browser, baseURL!, "Hana", "Host", { advisor: true });
  // The Kora window sits behind other windows while Hana waits in her room.
  await installDesktopBridge(host, { notifications: { windowFocused: false } });
  const path = await personalRoomPath(host);
  await joinCall(host, path);

  const anna = await guestPage(browser, baseURL!);
  await joinCall(anna, path, { firstName: "Anna", knock: true });
  await expect(anna.getByRole("heading", { name: "Waiting for Hana to let you in…" })).toBeVisible({ timeout: 10_000 });

  await expect.poll(async () => (await notices(host)).length, { timeout: 10_000 }).toBe(1);
  const [knock] = await notices(host);
  expect(knock).toMatchObject({
    title: "Anna wants to join your room",
    path,
    actions: [
      { id: "admit", label: "Admit" },
      { id: "deny", label: "Deny" },
    ],
  });
  // Main pushes the press of Admit back to the page, which answers through the API.
  await host.evaluate(
    (tag) => (window as unknown as { __koraNotificationAction: (t: string, a: string) => void }).__koraNotificationAction(tag, "admit"),
    knock!.tag!,
  );
  await expect(inCall(anna)).toBeVisible({ timeout: 10_000 });
  expect((await state(host)).notifications.actions).toEqual([{ tag: knock!.tag, action: "admit", listeners: 1 }]);
  expect(await notices(host)).toHaveLength(1); // no "could not admit"
  await host.context().close();
  await anna.context().close();
});

test("the account menu has a Do not disturb switch in the desktop app only, and it reaches main", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const advisor = await meetingPerson(browser, baseURL!, "Ada", "Advisor", { advisor: true });
  await advisor.goto("/my-kora/dashboard");
  await advisor.getByRole("button", { name: "Account menu" }).click();
  await expect(advisor.getByRole("link", { name: "Log out" })).toBeVisible();
  await expect(advisor.getByRole("switch", { name: /Do not disturb/ })).toHaveCount(0); // a browser has no desktop switch

  await installDesktopBridge(advisor);
  await advisor.goto("/my-kora/dashboard");
  await advisor.getByRole("button", { name: "Account menu" }).click();
  const toggle = advisor.getByRole("switch", { name: /Do not disturb/ });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(advisor.getByText("Notifications are held back")).toBeVisible();
  expect((await state(advisor)).notifications.doNotDisturb).toBe(true);
  await advisor.screenshot({ path: `${SHOTS}/desktop-do-not-disturb.png` });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  expect((await state(advisor)).notifications.doNotDisturb).toBe(false);
  await advisor.context().close();
});
