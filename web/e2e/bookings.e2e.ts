import { mkdirSync } from "node:fs";
import { CLOCK, expect, serverNow, test, type Locator, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { MODAL_DELAY_MS } from "@kora/shared/constants.ts";
import { whenLive } from "./support/realtime.ts";
import { holdTimers, passTime } from "./support/timers.ts";
import { cardAction, cardBody, createCard, signInDemo, uniqueTitle } from "./cards.fixtures.ts";
import { shot } from "./support/shots.ts";

const SHOTS = "artifacts/screenshots";
const MAYA = "maya.patel@demo.kora.local";
const LENA = "lena.schmidt@demo.kora.local";
const toasts = (page: Page) => page.getByRole("status", { name: "Notifications" });

/** A full page load attaches the private channel 2.5 s after the app first sees the user: the function returned waits for it before an event is sent. */
async function loadLive(page: Page, path: string) {
  const live = whenLive(page);
  await page.goto(path);
  return live;
}

/** Picks `count` free times in the slot picker, from next week (the current week may be over). */
async function pickTimes(scope: Locator, count: number) {
  await scope.getByRole("button", { name: "Next week" }).click();
  const day = scope
    .getByRole("group", { name: "Days of the week" })
    .getByRole("button", { name: /\d+ free times?/ })
    .first();
  await day.click();
  const slots = scope.getByRole("list", { name: /^Free times on/ }).getByRole("button");
  await expect(slots.first()).toBeVisible();
  for (let i = 0; i < count; i++) await slots.nth(i).click();
}

/** Every toast shown sits below the header, the dashboard menu and the tabs: none covers what a person navigates with. */
async function expectToastsBelowNavigation(page: Page) {
  const bars = [
    page.getByRole("banner"),
    page.getByRole("navigation", { name: "Dashboard" }),
    page.getByRole("navigation", { name: "Bookings sections" }),
  ];
  const lowest = Math.max(...(await Promise.all(bars.map(async (bar) => (await bar.boundingBox())!))).map((box) => box.y + box.height));
  const shown = toasts(page).getByRole("listitem");
  expect(await shown.count()).toBeGreaterThan(0);
  // A toast may time out between the count and its measure: it covers nothing then (null box).
  const boxes = (await Promise.all((await shown.all()).map((toast) => toast.boundingBox()))).filter((box) => box !== null);
  for (const box of boxes) expect(box.y, "a toast covers the navigation").toBeGreaterThanOrEqual(lowest);
}

/** A full-page screenshot at `width` (toasts dismissed first), then back to the page's own size. */
async function shoot(page: Page, name: string, width: number) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  await page.setViewportSize({ width, height: 900 });
  await settled(page);
  await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  if (before) await page.setViewportSize(before);
}

test(
  "a request with two times, a counter-proposal, confirmation and cancellation, live on both sides",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const maya = await signInDemo(browser, baseURL!, MAYA, { width: 1280, height: 900 });
    const lena = await signInDemo(browser, baseURL!, LENA, { width: 1280, height: 900 });

    // A free card of Maya's, so the request needs no payment card.
    const title = uniqueTitle("Shaping a product roadmap");
    const card = await createCard(maya, cardBody(title, { rate: 0, durations: [30, 60] }));
    expect((await cardAction(maya, card.id, "publish")).status).toBe("published");

    // Maya waits on her requests; Lena asks for a session with two suggested times through the book page.
    const mayaLive = await loadLive(maya, "/my-kora/bookings/requests");
    await expect(maya.getByRole("heading", { name: "Booking requests" })).toBeVisible();
    const lenaLive = await loadLive(lena, card.bookLink);
    await pickTimes(lena.locator("#book-times"), 2);
    await expect(lena.getByText("Your times (2 of 3)")).toBeVisible();
    await lena
      .getByRole("textbox", { name: "What would you like to discuss?" })
      .fill("How to turn a long wish list into a roadmap for the next two quarters.");
    await mayaLive();
    await lena.getByRole("button", { name: "Send request" }).click();
    await expect(lena).toHaveURL(/\/my-kora\/bookings\/[\w-]+$/);
    const bookingPath = new URL(lena.url()).pathname;
    await expect(lena.getByRole("heading", { name: "Session with Maya Patel" })).toBeVisible();
    await expect(lena.getByText("Waiting for Maya to answer")).toBeVisible();

    // Maya is told live, and the request appears under "Needs your answer" without a reload.
    await expect(toasts(maya).getByText("New booking request from Lena")).toBeVisible();
    const needsAnswer = maya.getByRole("list", { name: "Needs your answer" });
    const row = needsAnswer.getByRole("listitem", { name: `${title} with Lena Schmidt` });
    await expect(row).toBeVisible();
    await expect(row.getByText("Awaiting Response")).toBeVisible();
    await expect(row.getByText(/^Expires in /)).toBeVisible();
    await shoot(maya, "bookings-requests", 1280);

    // She opens it and suggests another time instead.
    await row.getByRole("link", { name: "Lena Schmidt" }).click();
    await expect(maya.getByText("Lena is waiting for your answer")).toBeVisible();
    await expect(maya.getByRole("list").filter({ hasText: "Suggested by Lena" }).getByRole("listitem")).toHaveCount(2);
    await maya.getByRole("link", { name: "Suggest other times" }).click();
    await expect(maya.getByRole("heading", { name: "Suggest other times" })).toBeVisible();
    await pickTimes(maya.getByRole("main"), 1);
    await maya.getByLabel("Message (optional)").fill("Those two clash with a workshop: would this one suit you?");
    await lenaLive();
    await maya.getByRole("button", { name: "Send these times" }).click();
    await expect(toasts(maya).getByText("Your times are on their way to Lena.")).toBeVisible();
    await expect(maya.getByText("Waiting for Lena to answer")).toBeVisible();

    // Lena hears about it live; her open booking page refreshes to ask for her answer.
    await expect(toasts(lena).getByText("Maya suggested other times")).toBeVisible();
    await expect(lena.getByText("Maya is waiting for your answer")).toBeVisible();
    await expect(lena.getByText("Those two clash with a workshop: would this one suit you?")).toBeVisible();
    await shoot(lena, "booking-detail", 375);
    await shoot(lena, "booking-detail", 1280);

    // She accepts Maya's time.
    await lena.getByRole("link", { name: "Confirm a time" }).click();
    const times = lena.getByRole("radio");
    await expect(times).toHaveCount(1);
    const chosen = (await lena.locator("label").filter({ has: times.first() }).locator("strong").textContent())!;
    await times.first().check();
    await shoot(lena, "booking-confirm", 375);
    await lena.getByRole("button", { name: "Confirm booking" }).click();
    const dialog = lena.getByRole("dialog", { name: "Confirm this booking?" });
    await expect(dialog).toContainText("It's a free session: nothing is charged.");
    await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
    const startText = chosen.split(" – ")[0]!;
    await expect(toasts(lena).getByText(`Booking with Maya confirmed for ${startText}`)).toBeVisible();
    await expect(lena).toHaveURL(new RegExp(`${bookingPath}$`));
    await expect(lena.getByRole("heading", { name: "Session with Maya Patel" })).toBeVisible();
    await expect(lena.getByText("Confirmed", { exact: true }).first()).toBeVisible();

    // Maya, still on the booking, sees the toast and the booking confirmed, live.
    await expect(toasts(maya).getByText(/^Booking with Lena confirmed for /)).toBeVisible();
    await expect(maya.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    await expect(maya.getByRole("link", { name: "Reschedule" })).toBeVisible();

    // Both find it among their confirmed bookings.
    for (const [page, other] of [
      [maya, "Lena Schmidt"],
      [lena, "Maya Patel"],
    ] as const) {
      await page.getByRole("navigation", { name: "Bookings sections" }).getByRole("link", { name: "Confirmed" }).click();
      await expect(page.getByRole("listitem", { name: `${title} with ${other}` }).getByText("Confirmed")).toBeVisible();
    }
    await shoot(maya, "bookings-confirmed", 375);

    // Maya cancels with a reason; Lena is told live and finds it in her archive as Cancelled.
    await maya
      .getByRole("listitem", { name: `${title} with Lena Schmidt` })
      .getByRole("link", { name: "Lena Schmidt" })
      .click();
    await maya.getByRole("button", { name: "Cancel booking" }).click();
    const cancel = maya.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(cancel).toContainText("Lena is told straight away.");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await expect(cancel.getByText("Please choose a reason.")).toBeVisible();
    await shot(maya, { path: `${SHOTS}/booking-cancel-dialog-1280.png`, animations: "disabled" });
    await cancel.getByLabel("Reason").selectOption({ label: "Schedule conflict" });
    await cancel.getByLabel("Message to Lena (optional)").fill("Something came up, sorry. Please book another time.");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await expect(toasts(maya).getByText("Your booking with Lena is cancelled.")).toBeVisible();
    await expect(maya.getByText("Booking cancelled")).toBeVisible();

    await expect(toasts(lena).getByText("Maya cancelled your confirmed booking")).toBeVisible();
    await expect(lena.getByRole("listitem", { name: `${title} with Maya Patel` })).toHaveCount(0);
    await expectToastsBelowNavigation(lena);
    await lena.getByRole("navigation", { name: "Bookings sections" }).getByRole("link", { name: "Archive" }).click();
    const archived = lena.getByRole("listitem", { name: `${title} with Maya Patel` });
    await expect(archived.getByText("Cancelled", { exact: true })).toBeVisible();
    await archived.getByRole("link", { name: "Maya Patel" }).click();
    await expect(lena.getByText("Schedule conflict (cancelled by Maya)")).toBeVisible();
    await expect(lena.getByText("Something came up, sorry. Please book another time.")).toBeVisible();
    await lena.goBack();
    await shoot(lena, "bookings-archive", 375);

    await maya.context().close();
    await lena.context().close();
  },
);

test("the initiate hub shows advisors their flows and everyone the learner flows", async ({ browser, baseURL }) => {
  const maya = await signInDemo(browser, baseURL!, MAYA, { width: 1280, height: 900 });
  await maya.goto("/my-kora/bookings");
  await expect(maya.getByRole("heading", { name: "Initiate a booking" })).toBeVisible();
  for (const name of ["Schedule for later", "Invite someone new", "Someone new", "Book again", "A favourite"])
    await expect(maya.getByRole("link", { name, exact: true })).toBeVisible();
  await shoot(maya, "bookings-initiate", 1280);
  await maya.getByRole("link", { name: "Schedule for later" }).click();
  await maya.getByRole("link", { name: "Already agreed a time" }).click();
  await expect(maya.getByRole("heading", { name: "Already agreed a time" })).toBeVisible();
  await maya.getByRole("link", { name: "Schedule for later" }).click();
  await expect(maya).toHaveURL(/\/initiate\/schedule-for-later$/);

  // Inviting someone new: a placeholder learner is made and mailed; the booking waits for them.
  await maya.getByRole("link", { name: "Initiate a booking", exact: true }).click();
  await maya.getByRole("link", { name: "Invite someone new" }).click();
  await maya.getByRole("button", { name: "Send invitation" }).click();
  await expect(toasts(maya).getByText("Hmm that doesn't look like a valid email address..")).toBeVisible();
  await expect(maya.getByLabel("Their email")).toBeFocused();
  await maya.getByLabel("Their email").fill(`noor.${Date.now()}@example.test`);
  await maya.getByLabel("Their first name").fill("Noor");
  const cardSelect = maya.getByLabel("Card", { exact: true });
  await cardSelect.selectOption({ index: 1 });
  await pickTimes(maya.getByRole("main"), 2);
  await maya.getByLabel("Topic").fill("Your first pricing experiment, step by step.");
  // Under 48 hours to the first time the request lasts until then; otherwise it defaults to 48 hours.
  await expect(maya.getByLabel(/^The request expires/)).toHaveValue(/^(48|At .+)$/);
  await shoot(maya, "bookings-invite", 375);
  await maya.getByRole("button", { name: "Send invitation" }).click();
  await expect(toasts(maya).getByText("We've emailed Noor an invitation to your session.")).toBeVisible();
  await expect(maya.getByRole("heading", { name: "Session with Noor" })).toBeVisible();
  await expect(maya.getByText("invited, no account yet")).toBeVisible();
  await expect(maya.getByText("Waiting for Noor to answer")).toBeVisible();
  await maya.context().close();

  const lena = await signInDemo(browser, baseURL!, LENA, { width: 375, height: 800 });
  await lena.goto("/my-kora/bookings");
  await expect(lena.getByRole("heading", { name: "Book someone" })).toBeVisible();
  await expect(lena.getByRole("link", { name: "Schedule for later" })).toHaveCount(0);
  await lena.getByRole("link", { name: "Book again" }).click();
  await expect(lena.getByRole("heading", { name: "Book again" })).toBeVisible();
  await lena.getByRole("link", { name: "Book someone" }).click();
  await expect(lena).toHaveURL(/\/initiate\/book-someone$/);
  await lena.getByRole("link", { name: "A favourite" }).click();
  await expect(lena.getByRole("heading", { name: "Book a favourite" })).toBeVisible();
  await shoot(lena, "bookings-favourites", 375);
  await lena.context().close();
});

test(
  "a session starting soon: the reminder modal, Join from the list, and the call with both people",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const maya = await signInDemo(browser, baseURL!, MAYA, { width: 1280, height: 900 });
    const lena = await signInDemo(browser, baseURL!, LENA, { width: 1280, height: 900 });
    // The reminder waits 2 s: the test moves Lena's clock on to see it stay shut.
    await holdTimers(lena.context());
    // Maya takes bookings around the clock with no notice, so a session can start within the hour whatever the day.
    const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }));
    expect(
      (await maya.request.put("/api/me/availability", { data: { workingHours: allWeek, minNoticeHours: 0, bufferMinutes: 0 } })).ok(),
    ).toBe(true);
    const title = uniqueTitle("Quick feedback on a pitch");
    const card = await createCard(maya, cardBody(title, { rate: 0, durations: [30] }));
    expect((await cardAction(maya, card.id, "publish")).status).toBe("published");

    // Lena asks for a half hour starting soon; Maya confirms it (through the API: the UI path is the first test's).
    const now = await serverNow();
    const from = new Date(now).toISOString();
    const to = new Date(now + 2 * 3_600_000).toISOString();
    const slots = (await (
      await lena.request.get(`/api/cards/${card.id}/availability?${new URLSearchParams({ from, to, duration: "30" })}`)
    ).json()) as { data: { startUtc: string }[] };
    // Open to join (an hour before) but not begun before Lena asks to reschedule at the end: a session that has started
    // can't be rescheduled, and the first free slot may start within seconds of now.
    const start = slots.data.find((slot) => {
      const ahead = Date.parse(slot.startUtc) - now;
      return ahead >= 5 * 60_000 && ahead < 55 * 60_000;
    })!.startUtc;
    const created = await lena.request.post("/api/bookings", {
      headers: { "Idempotency-Key": crypto.randomUUID() },
      data: {
        cardId: card.id,
        duration: 30,
        preferredTimes: [start],
        discussionTopic: "Ten minutes of pitch and twenty of questions.",
        expiry: "exact",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { data: booking } = (await created.json()) as { data: { id: string } };
    expect((await maya.request.post(`/api/bookings/${booking.id}/confirm`, { data: { time: start } })).ok()).toBe(true);

    // The reminder opens 2 s after the page sees the active booking; "Later" keeps it shut in this tab.
    await lena.goto("/my-kora/dashboard");
    const reminder = lena.getByRole("dialog", { name: "Your session with Maya is open" });
    await expect(reminder).toBeVisible({ timeout: 10_000 });
    await reminder.getByRole("button", { name: "Later" }).click();
    await expect(reminder).toBeHidden();
    const meRead = lena.waitForResponse((response) => new URL(response.url()).pathname === "/api/me");
    await lena.goto("/my-kora/bookings/confirmed");
    await (await meRead).finished();
    await passTime(lena, MODAL_DELAY_MS + 500);
    await expect(reminder).toBeHidden();

    // Maya joins from her confirmed list: the call's preview, then the call.
    await maya.goto("/my-kora/bookings/confirmed");
    await maya.getByRole("dialog", { name: "Your session with Lena is open" }).getByRole("button", { name: "Later" }).click();
    await maya
      .getByRole("listitem", { name: `${title} with Lena Schmidt` })
      .getByRole("link", { name: "Join" })
      .click();
    await expect(maya).toHaveURL(new RegExp(`/my-kora/bookings/${booking.id}/join$`));
    await expect(maya.getByRole("heading", { name: title })).toBeVisible();
    await maya.getByRole("button", { name: "Join now" }).click();
    await expect(maya.locator('[data-meeting-state="1"][data-phase="in-call"]')).toBeVisible({ timeout: 15_000 });
    await expect(maya.locator('video[data-self="true"][data-kind="camera"]')).toHaveCount(1);

    // In a new tab Lena gets the reminder again and joins from it; each side sees the other's camera.
    const tab = await lena.context().newPage();
    await tab.goto("/my-kora/dashboard");
    await tab.getByRole("dialog", { name: "Your session with Maya is open" }).getByRole("button", { name: "Join now" }).click();
    await expect(tab).toHaveURL(new RegExp(`/my-kora/bookings/${booking.id}/join$`));
    await tab.getByRole("button", { name: "Join now" }).click();
    const remoteCamera = (page: Page) => page.locator('video[data-kind="camera"]:not([data-self])');
    await expect(remoteCamera(tab)).toHaveCount(1, { timeout: 15_000 });
    await expect
      .poll(() => remoteCamera(tab).evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect(remoteCamera(maya)).toHaveCount(1, { timeout: 15_000 });
    await shoot(tab, "booking-join", 375);
    await shoot(maya, "booking-join", 1280);

    // Lena leaves the call and asks to reschedule: her choice survives leaving the page (kept in this browser), and Maya is told live.
    await tab.getByRole("button", { name: "Leave call" }).click();
    await expect(tab.getByRole("heading", { name: "You left the call" })).toBeVisible();
    await tab.goto(`/my-kora/bookings/${booking.id}`);
    await tab.getByRole("link", { name: "Reschedule" }).click();
    await expect(
      tab.getByText(
        "If the other side can't accept any of these times, the booking is cancelled, and on a paid booking only the admin fee is paid.",
        { exact: false },
      ),
    ).toBeVisible();
    await pickTimes(tab.getByRole("main"), 1);
    await expect(tab.getByText("Your times (1 of 3)")).toBeVisible();
    await tab.getByRole("link", { name: "Back to the booking" }).click();
    await tab.getByRole("link", { name: "Reschedule" }).click();
    await expect(tab.getByText("Your times (1 of 3)")).toBeVisible();
    await shoot(tab, "booking-reschedule", 375);
    await tab.getByRole("button", { name: "Ask to reschedule" }).click();
    await expect(toasts(tab).getByText("We've asked Maya to reschedule.")).toBeVisible();
    await expect(tab.getByText("You asked to reschedule.", { exact: false })).toBeVisible();
    await expect(toasts(maya).getByText("Lena asked to reschedule")).toBeVisible();
    await maya.getByRole("button", { name: "Leave call" }).click();
    await expect(maya.getByRole("link", { name: "Back to my bookings" })).toBeVisible();
    await maya.goto(`/my-kora/bookings/${booking.id}`);
    await expect(maya.getByRole("main").getByText("Lena asked to reschedule")).toBeVisible();
    await expect(maya.getByRole("link", { name: "Confirm a time" })).toBeVisible();
    await tab.getByRole("link", { name: "Reschedule" }).waitFor({ state: "detached" });

    await maya.context().close();
    await lena.context().close();
  },
);

test(
  "an advisor books a time already agreed with a contact, and mails another contact the booking link",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const maya = await signInDemo(browser, baseURL!, MAYA, { width: 375, height: 800 });
    const lena = await signInDemo(browser, baseURL!, LENA, { width: 1280, height: 900 });
    const title = uniqueTitle("Hiring your first engineer");
    const card = await createCard(maya, cardBody(title, { rate: 0, durations: [30, 60] }));
    expect((await cardAction(maya, card.id, "publish")).status).toBe("published");
    // A first request makes Lena one of Maya's contacts.
    const now = await serverNow();
    const from = new Date(now + 7 * 86_400_000).toISOString();
    const to = new Date(now + 14 * 86_400_000).toISOString();
    const slots = (await (
      await lena.request.get(`/api/cards/${card.id}/availability?${new URLSearchParams({ from, to, duration: "30" })}`)
    ).json()) as { data: { startUtc: string }[] };
    const first = await lena.request.post("/api/bookings", {
      headers: { "Idempotency-Key": crypto.randomUUID() },
      data: {
        cardId: card.id,
        duration: 30,
        preferredTimes: [slots.data[0]!.startUtc],
        discussionTopic: "Where to look for a first engineer.",
        expiry: null,
      },
    });
    expect(first.status(), await first.text()).toBe(201);

    const lenaLive = await loadLive(lena, "/my-kora/bookings/requests");
    await maya.goto("/my-kora/bookings/initiate/schedule-for-later");
    await maya.getByRole("link", { name: "Already agreed a time" }).click();
    await maya.getByLabel("Who is the session with?").selectOption({ label: `Lena Schmidt (${LENA})` });
    await maya.getByLabel("Card", { exact: true }).selectOption({ label: title });
    await maya.getByLabel("Length").selectOption({ label: "1 hour" });
    await pickTimes(maya.getByRole("main"), 1);
    await expect(maya.getByText("Your time", { exact: true })).toBeVisible();
    // Whatever the day: an agreed time under 48 hours away holds the request until then; a later one comes with an expiry chosen for you.
    await expect(maya.getByLabel(/^The request expires/)).not.toHaveValue("");
    await maya.getByLabel("Topic").fill("Interview plan we agreed on the phone.");
    await shoot(maya, "bookings-already-agreed", 375);
    await lenaLive();
    await maya.getByRole("button", { name: "Book this time" }).click();
    await expect(toasts(maya).getByText("Booked. Lena just needs to confirm the time.")).toBeVisible();
    await expect(maya.getByText("Waiting for Lena to answer")).toBeVisible();
    await expect(maya.getByText("1 hour · times on this page are in your time", { exact: false })).toBeVisible();

    // Lena is asked live; the advisor-initiated request waits for her answer.
    await expect(toasts(lena).getByText("New booking request from Maya")).toBeVisible();
    await expect(
      lena.getByRole("list", { name: "Needs your answer" }).getByRole("listitem", { name: `${title} with Maya Patel` }),
    ).toBeVisible();

    // "Your contact suggests": fill in from contacts and mail the card's booking link.
    await maya.goto("/my-kora/bookings/initiate/your-contact-suggests");
    await maya.getByLabel("Fill in from your contacts (optional)").selectOption({ label: "Lena Schmidt" });
    await expect(maya.getByLabel("Their first name")).toHaveValue("Lena");
    await maya.getByLabel("Card to book").selectOption({ label: title });
    await maya.getByRole("button", { name: "Email my booking link" }).click();
    await expect(toasts(maya).getByText("We've emailed Lena your booking link.")).toBeVisible();
    await expect(maya).toHaveURL(/\/initiate\/schedule-for-later$/);

    await maya.context().close();
    await lena.context().close();
  },
);
