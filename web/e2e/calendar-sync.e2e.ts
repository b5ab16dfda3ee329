import { CALENDAR_SYNC_MESSAGES, calendarSyncOverviewSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { startRadicale } from "../../scripts/radicale/radicale.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { close, DESKTOP, loopbackServer, makeRadicaleCalendar, shoot, teamCalendar } from "./calendar-sync.fixtures.ts";
import { signInAs } from "./fixtures.ts";
import { CLOCK, expect, serverNow, test, type Page } from "./support/test.ts";

/**
 * Calendar sync settings (core §7) against the real API: an ICS subscription served by a real HTTP
 * server on 127.0.0.1 in this test (embedded mode lets the API reach loopback) synced, retried, flagged
 * (menu alert, working-hours banner) and disconnected; a CalDAV account on a real Radicale, its wrong
 * app password refused and the right one connected with its calendars chosen; the private feed's Copy
 * and Make a new address.
 */

const settings = "/my-kora/my-calendar/sync-settings";
const connections = (page: Page) => page.getByRole("region", { name: "Connected calendars" });

test("an advisor subscribes to an ICS address, sees it synced, and disconnects it", CLOCK, async ({ page }) => {
  const now = await serverNow();
  const ics = await loopbackServer((url, respond) =>
    url.startsWith("/team.ics")
      ? respond(200, { "Content-Type": "text/calendar; charset=utf-8" }, teamCalendar(now))
      : respond(404, {}, ""),
  );
  try {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, "Sunita", "Rao");
    await page.goto("/my-kora/my-calendar/working-hours");
    const tabs = page.getByRole("navigation", { name: "Calendar sections" });
    await tabs.getByRole("link", { name: "Sync settings" }).click();
    await expect(page).toHaveURL(new RegExp(`${settings}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Sync settings" })).toBeVisible();
    await expect(connections(page).getByText("No calendars connected yet.")).toBeVisible();
    await shoot(page, "empty");

    // A bad address is refused under its field, and what was typed stays.
    const form = page.getByRole("form", { name: "Subscribe to an ICS address" });
    await form.getByLabel("ICS address").fill("not an address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Enter the calendar's ICS address (it usually ends in .ics).")).toBeVisible();
    await expect(form.getByLabel("ICS address")).toHaveValue("not an address");

    await form.getByLabel("ICS address").fill(`${ics.origin}/team.ics`);
    await form.getByLabel("Name (optional)").fill("Team rota");
    await form.getByRole("button", { name: "Subscribe" }).click();
    // The server reads the address before it answers, as a CalDAV connect does (below): as long on a busy machine.
    await expect(toasts(page).getByText("Subscribed to Team rota.")).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel("ICS address")).toHaveValue("");

    const card = connections(page).getByRole("article", { name: "Team rota" });
    await expect(card.getByText(/^ICS subscription · /)).toBeVisible();
    await expect(card.locator('[data-status="ok"]')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(/^Synced (just now|1 minute ago)\.$/)).toBeVisible();
    await expect(card.getByText("2 busy times in the next 7 months.")).toBeVisible();
    await expect(card.getByText("Counts as busy")).toHaveCount(0);
    await shoot(page, "ics-synced");

    // Sync now asks again and comes back synced.
    await card.getByRole("button", { name: "Sync now" }).click();
    await expect(card.locator('[data-status="ok"]')).toBeVisible({ timeout: 20_000 });

    // The server goes away: a sync now is retried later, in plain words, and the busy times are kept.
    await close(ics.server);
    await card.getByRole("button", { name: "Sync now" }).click();
    await expect(card.locator('[data-status="retrying"], [data-status="failing"]')).toBeVisible({ timeout: 20_000 });
    await expect(
      card.getByText(new RegExp(`^(Retrying|Not syncing) — ${CALENDAR_SYNC_MESSAGES.unreachable.replace(/[.'?]/g, ".")}`)),
    ).toBeVisible();
    await shoot(page, "ics-retrying");

    // Failing again and again (each Sync now is one more try) flags it: the menu's Calendar alert and the working-hours banner.
    const connectionNow = async () => {
      const overview = calendarSyncOverviewSchema.parse(
        ((await (await page.request.get("/api/me/calendar-connections")).json()) as { data: unknown }).data,
      );
      return overview.connections[0]!;
    };
    for (let tries = 0; (await connectionNow()).status !== "failing"; tries++) {
      expect(tries).toBeLessThan(8);
      const before = (await connectionNow()).nextAttemptAt;
      await card.getByRole("button", { name: "Sync now" }).click();
      await expect.poll(async () => (await connectionNow()).nextAttemptAt, { timeout: 20_000 }).not.toBe(before);
    }
    await expect(card.locator('[data-status="failing"]')).toBeVisible({ timeout: 10_000 });
    await expect(card.getByText(`Not syncing — ${CALENDAR_SYNC_MESSAGES.unreachable}`, { exact: false })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await expect(menu.getByRole("link", { name: /^Calendar\s*1 alerts$/ })).toBeVisible();
    await expect(tabs.getByRole("link", { name: /^Sync settings\s*1 alerts$/ })).toBeVisible();
    await shoot(page, "ics-failing");

    await tabs.getByRole("link", { name: "Working hours" }).click();
    const banner = page
      .getByRole("alert")
      .filter({ hasText: "Kora can't reach one of your calendars, so some busy times may be missing." });
    await expect(banner).toBeVisible();
    await shoot(page, "working-hours-banner");
    await banner.getByRole("link", { name: "Fix it in sync settings" }).click();
    await expect(page).toHaveURL(new RegExp(`${settings}$`));

    await card.getByRole("button", { name: "Disconnect" }).click();
    const dialog = page.getByRole("dialog", { name: "Disconnect Team rota?" });
    await expect(dialog.getByText("Kora stops reading its busy times. Your calendar itself doesn't change.")).toBeVisible();
    await shoot(page, "disconnect-confirm");
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await expect(toasts(page).getByText("Disconnected Team rota.")).toBeVisible();
    await expect(card).toHaveCount(0);
    const overview = calendarSyncOverviewSchema.parse(
      ((await (await page.request.get("/api/me/calendar-connections")).json()) as { data: unknown }).data,
    );
    expect(overview.connections).toEqual([]);
    // Gone with it: the alert and the banner.
    await expect(menu.getByRole("link", { name: "Calendar", exact: true })).toBeVisible();
    await tabs.getByRole("link", { name: "Working hours" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Working hours" })).toBeVisible();
    await expect(page.getByText("Kora can't reach one of your calendars", { exact: false })).toHaveCount(0);
  } finally {
    if (ics.server.listening) await close(ics.server);
  }
});

test(
  "a CalDAV login the server refuses keeps what was typed; the right one lists the calendars to choose from",
  CLOCK,
  async ({ page }) => {
    const user = { username: "tomas", password: "right-app-password" };
    const radicale = await startRadicale({ users: [user] });
    try {
      const auth = `Basic ${Buffer.from(`${user.username}:${user.password}`).toString("base64")}`;
      await makeRadicaleCalendar(radicale.url, auth, "/tomas/work/", "Work", "#3a87adff");
      await makeRadicaleCalendar(radicale.url, auth, "/tomas/home/", "Home", "#8e44adff");
      const now = await serverNow();
      for (const uid of ["busy-1", "busy-2", "free-1"]) {
        const put = await fetch(new URL(`/tomas/work/${uid}.ics`, radicale.url), {
          method: "PUT",
          headers: { Authorization: auth, "Content-Type": "text/calendar; charset=utf-8" },
          body: teamCalendar(now, uid),
        });
        expect(put.status, `PUT ${uid}`).toBe(201);
      }

      await page.setViewportSize(DESKTOP);
      await signInAs(page, "Tomas", "Berg");
      await page.goto(settings);
      const form = page.getByRole("form", { name: "CalDAV account" });
      await expect(form.getByText("https://caldav.icloud.com")).toBeVisible();
      await expect(form.getByText("An app password is a password your calendar service makes for one app", { exact: false })).toBeVisible();

      // The known servers fill the address in.
      await form.getByRole("button", { name: "Fastmail" }).click();
      await expect(form.getByLabel("Server address")).toHaveValue("https://caldav.fastmail.com");

      // A wrong app password: the busy state while Kora tries (the real request, held back until the test
      // has seen that state), then the server's refusal under the password, and everything typed still there.
      let letThrough!: () => void;
      const busySeen = new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      await page.route("**/api/me/calendar-connections/caldav", async (route) => {
        await busySeen;
        await route.continue();
      });
      await form.getByLabel("Server address").fill(radicale.url);
      await form.getByLabel("User name").fill(user.username);
      await form.getByLabel("App password").fill("wrong-app-password");
      await form.getByRole("button", { name: "Connect calendar" }).click();
      await expect(form.getByRole("button", { name: "Connecting…" })).toBeDisabled();
      letThrough();
      await expect(form.getByText(CALENDAR_SYNC_MESSAGES.badLogin)).toBeVisible({ timeout: 15_000 });
      await expect(form.getByLabel("App password")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Server address")).toHaveValue(radicale.url);
      await expect(form.getByLabel("User name")).toHaveValue(user.username);
      await expect(form.getByLabel("App password")).toHaveValue("wrong-app-password");
      await expect(form.getByRole("button", { name: "Connect calendar" })).toBeEnabled();
      await expect(connections(page).getByText("No calendars connected yet.")).toBeVisible();
      await shoot(page, "caldav-bad-login");
      await page.unroute("**/api/me/calendar-connections/caldav");

      // The right one: connected, its calendars listed (all busy, the first written to), synced.
      await form.getByLabel("App password").fill(user.password);
      await form.getByRole("button", { name: "Connect calendar" }).click();
      await expect(toasts(page).getByText("Connected 127.0.0.1.", { exact: false })).toBeVisible({ timeout: 15_000 });
      await expect(form.getByLabel("Server address")).toHaveValue("");
      const card = connections(page).getByRole("article", { name: "127.0.0.1" });
      await expect(card.getByText(`CalDAV · ${radicale.url} · ${user.username}`)).toBeVisible();
      await expect(card.locator('[data-status="ok"]')).toBeVisible({ timeout: 20_000 });
      await expect(card.getByText("2 busy times in the next 7 months.")).toBeVisible();
      const work = card.getByRole("checkbox", { name: "Work counts as busy" });
      const home = card.getByRole("checkbox", { name: "Home counts as busy" });
      await expect(work).toBeChecked();
      await expect(home).toBeChecked();
      const writeInto = card.getByLabel("Write my Kora sessions into");
      const selected = await writeInto.inputValue();
      expect(selected).toMatch(/\/tomas\/(work|home)\/$/);

      // Each change saves at once; the toast says so (and is put away, so the next one is a new one).
      const saved = async () => {
        const toast = toasts(page).getByRole("listitem").filter({ hasText: "Your calendar choices are saved." });
        await expect(toast).toBeVisible();
        await toast.getByRole("button", { name: "Dismiss notification" }).click();
        await expect(toast).toHaveCount(0);
      };
      await page.getByRole("button", { name: "Dismiss notification" }).first().click();

      // Home stops counting as busy; sessions go nowhere, then into Home: saved, and still so after a reload.
      await home.click();
      await expect(home).not.toBeChecked();
      await saved();
      await writeInto.selectOption({ label: "Don't write my sessions anywhere" });
      await saved();
      await expect(writeInto).toHaveValue("");
      await writeInto.selectOption({ label: "Home" });
      await saved();
      await page.reload();
      await expect(card.getByRole("checkbox", { name: "Home counts as busy" })).not.toBeChecked();
      await expect(card.getByRole("checkbox", { name: "Work counts as busy" })).toBeChecked();
      await expect(card.getByLabel("Write my Kora sessions into")).toHaveValue(/\/tomas\/home\/$/);
      const overview = calendarSyncOverviewSchema.parse(
        ((await (await page.request.get("/api/me/calendar-connections")).json()) as { data: unknown }).data,
      );
      expect(overview.connections[0]!.calendars.map((calendar) => [calendar.name, calendar.busy, calendar.write]).sort()).toEqual([
        ["Home", false, true],
        ["Work", true, false],
      ]);
      expect(JSON.stringify(overview)).not.toContain(user.password);
      await shoot(page, "caldav-connected");
    } finally {
      await radicale.dispose();
    }
  },
);

test("the private feed address is copied, and a new one makes the old one stop working", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, "Ines", "Duarte");
  await page.goto(settings);
  const feed = page.getByRole("region", { name: "Your Kora calendar feed" });
  await expect(feed.getByText("Add this address to any calendar app to see your Kora sessions. Keep it private.")).toBeVisible();
  const address = feed.getByLabel("Private feed address");
  await expect(address).toHaveAttribute("readonly", "");
  const first = await address.inputValue();
  expect(first).toMatch(/^https?:\/\/[^/]+\/api\/calendar-feed\/[^/]+\.ics$/);

  await feed.getByRole("button", { name: "Copy the feed address" }).click();
  await expect(toasts(page).getByText("Copied your calendar feed address.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  const served = await page.request.get(first);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await served.text()).toContain("BEGIN:VCALENDAR");
  await shoot(page, "feed");

  await feed.getByRole("button", { name: "Make a new address" }).click();
  const dialog = page.getByRole("dialog", { name: "Make a new feed address?" });
  await expect(dialog.getByText("The old address stops working at once", { exact: false })).toBeVisible();
  await shoot(page, "feed-rotate-confirm");
  await dialog.getByRole("button", { name: "Make a new address" }).click();
  await expect(toasts(page).getByText("Your feed has a new address. Add it to your calendar app again.")).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect(second).toMatch(/^https?:\/\/[^/]+\/api\/calendar-feed\/[^/]+\.ics$/);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  // After a reload the page shows the new address.
  await page.reload();
  await expect(feed.getByLabel("Private feed address")).toHaveValue(second);
});
