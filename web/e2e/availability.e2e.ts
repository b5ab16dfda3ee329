import { CLOCK, expect, serverNow, test, type Locator, type Page } from "./support/test.ts";
import { availabilitySettingsSchema } from "@kora/shared/contracts/availability.ts";
import { demoPage, LENA, MAYA, mayasPaidCard, SHOTS, toasts } from "./booking-request.fixtures.ts";
import { signInAs } from "./fixtures.ts";

/** The calendar: standard hours on the grid and a card's own hours; and the billing page's saved cards. */
const grid = (page: Page) => page.getByRole("grid", { name: "Standard working hours" });
const cell = (page: Page, name: string) => grid(page).getByRole("gridcell", { name, exact: true });

/** Presses the mouse on `from`, moves over to `to` in steps (as a hand would), and lets go. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

const selected = (page: Page, names: string[]) =>
  Promise.all(names.map((name) => expect(cell(page, name)).toHaveAttribute("aria-selected", "true")));
const notSelected = (page: Page, names: string[]) =>
  Promise.all(names.map((name) => expect(cell(page, name)).toHaveAttribute("aria-selected", "false")));

test("an advisor sets working hours by dragging and with the keyboard, saves, and finds them after a reload", CLOCK, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "Greta", "Hoffmann");
  await page.goto("/my-kora/my-calendar");
  await expect(page).toHaveURL(/\/my-kora\/my-calendar\/working-hours$/);
  await expect(page.getByRole("heading", { level: 1, name: "Working hours" })).toBeVisible();
  await expect(page.getByText(/^Times in [\w/]+ \(\w+[+-]?[\d:]*\)\.$/).first()).toBeVisible();

  // Mouse: paint Monday 9 am–5 pm, then copy it to the other weekdays.
  await grid(page).evaluate((element) => element.parentElement!.scrollIntoView({ block: "center" }));
  await drag(page, cell(page, "Monday 9 am to 9:30 am"), cell(page, "Monday 4:30 pm to 5 pm"));
  await selected(page, ["Monday 9 am to 9:30 am", "Monday 12 pm to 12:30 pm", "Monday 4:30 pm to 5 pm"]);
  await notSelected(page, ["Monday 8:30 am to 9 am", "Monday 5 pm to 5:30 pm", "Tuesday 9 am to 9:30 am"]);
  await page.getByRole("button", { name: "Copy Monday to weekdays" }).click();
  await selected(page, ["Friday 9 am to 9:30 am", "Friday 4:30 pm to 5 pm"]);
  await notSelected(page, ["Saturday 9 am to 9:30 am"]);

  // Dragging from a chosen cell clears: lunch off on Wednesday.
  await drag(page, cell(page, "Wednesday 12 pm to 12:30 pm"), cell(page, "Wednesday 12:30 pm to 1 pm"));
  await notSelected(page, ["Wednesday 12 pm to 12:30 pm", "Wednesday 12:30 pm to 1 pm"]);
  await selected(page, ["Wednesday 11:30 am to 12 pm", "Wednesday 1 pm to 1:30 pm"]);

  // Keyboard: from the focused cell, move to Saturday 10 am, toggle it, extend with Shift+Down to noon.
  await cell(page, "Wednesday 12 pm to 12:30 pm").focus();
  await expect(cell(page, "Wednesday 12 pm to 12:30 pm")).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
  await expect(cell(page, "Saturday 10 am to 10:30 am")).toBeFocused();
  await page.keyboard.press("Space");
  for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowDown");
  await expect(cell(page, "Saturday 11:30 am to 12 pm")).toBeFocused();
  await selected(page, ["Saturday 10 am to 10:30 am", "Saturday 11:30 am to 12 pm"]);
  await notSelected(page, ["Saturday 12 pm to 12:30 pm", "Sunday 10 am to 10:30 am"]);
  await page.keyboard.press("Enter");
  await notSelected(page, ["Saturday 11:30 am to 12 pm"]);
  await expect(page.getByText("40.5 hours a week")).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/working-hours$/);

  await page.getByRole("button", { name: "Save working hours" }).click();
  await expect(toasts(page).getByText("Your working hours are saved.")).toBeVisible();
  const saved = availabilitySettingsSchema.parse(
    ((await (await page.request.get("/api/me/availability")).json()) as { data: unknown }).data,
  );
  expect(saved.workingHours).toEqual([
    { day: 1, startMinute: 540, endMinute: 1020 },
    { day: 2, startMinute: 540, endMinute: 1020 },
    { day: 3, startMinute: 540, endMinute: 720 },
    { day: 3, startMinute: 780, endMinute: 1020 },
    { day: 4, startMinute: 540, endMinute: 1020 },
    { day: 5, startMinute: 540, endMinute: 1020 },
    { day: 6, startMinute: 600, endMinute: 690 },
  ]);

  await page.reload();
  await selected(page, ["Monday 9 am to 9:30 am", "Friday 4:30 pm to 5 pm", "Saturday 11 am to 11:30 am"]);
  await notSelected(page, ["Wednesday 12 pm to 12:30 pm", "Saturday 11:30 am to 12 pm"]);
  await expect(page.getByRole("button", { name: "Save working hours" })).toBeDisabled();

  // Booking settings and a day off round out the page.
  await page.getByLabel("Keep time free around bookings").check();
  await page.getByLabel("Buffer before and after each session").selectOption("15");
  await page.getByLabel("Monthly hours limit").fill("20");
  await page.getByRole("button", { name: "Save booking settings" }).click();
  await expect(toasts(page).getByText("You have updated your booking settings!")).toBeVisible();
  const settings = availabilitySettingsSchema.parse(
    ((await (await page.request.get("/api/me/availability")).json()) as { data: unknown }).data,
  );
  expect(settings).toMatchObject({ useCalendarBookingBuffer: true, bufferMinutes: 15, consultationCap: 20 });

  const week = skiWeek(await serverNow());
  await page.getByLabel("First day").fill(week.first);
  await page.getByLabel("Last day").fill(week.last);
  await page.getByLabel("Note (only you see it)").fill("Ski week");
  await page.getByRole("button", { name: "Add days off" }).click();
  await expect(page.getByRole("list", { name: "Upcoming days off" }).getByText(week.label)).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.reload();
    await expect(cell(page, "Monday 9 am to 9:30 am")).toHaveAttribute("aria-selected", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/working-hours-${width}.png`, fullPage: true, animations: "disabled" });
  }
});

test("an advisor gives one card its own hours and puts it back on the standard ones", CLOCK, async ({ browser, baseURL }) => {
  const maya = await demoPage(browser, baseURL!, MAYA, 1280);
  const card = await mayasPaidCard(maya);
  await maya.goto("/my-kora/my-calendar/working-hours");
  const hours = maya.getByRole("radiogroup", { name: `Hours for ${card.title}` });
  await expect(hours.getByRole("radio", { name: "Standard hours" })).toHaveAttribute("aria-checked", "true");
  await hours.getByRole("radio", { name: "Custom hours" }).click();
  const cardGrid = maya.getByRole("grid", { name: `Working hours for ${card.title}` });
  const saturday = cardGrid.getByRole("gridcell", { name: "Saturday 10 am to 10:30 am", exact: true });
  await saturday.scrollIntoViewIfNeeded();
  await saturday.focus();
  await maya.keyboard.press("Space");
  await maya.keyboard.press("Shift+ArrowDown");
  await maya.getByRole("button", { name: "Save card hours" }).click();
  await expect(toasts(maya).getByText(`Saved the hours for ${card.title}.`)).toBeVisible();
  const custom = (await (await maya.request.get(`/api/me/cards/${card.id}/working-hours`)).json()) as {
    data: { mode: string; workingHours?: unknown[] };
  };
  expect(custom.data.mode).toBe("custom");
  expect(custom.data.workingHours).toContainEqual({ day: 6, startMinute: 600, endMinute: 660 });

  await hours.getByRole("radio", { name: "Standard hours" }).click();
  await maya.getByRole("dialog", { name: "Use your standard hours?" }).getByRole("button", { name: "Use standard hours" }).click();
  await expect(toasts(maya).getByText(`${card.title} now uses your standard hours.`)).toBeVisible();
  const standard = (await (await maya.request.get(`/api/me/cards/${card.id}/working-hours`)).json()) as { data: { mode: string } };
  expect(standard.data.mode).toBe("standard");
  await maya.context().close();
});

test("a learner manages saved payment cards on the billing page", async ({ browser, baseURL }) => {
  const lena = await demoPage(browser, baseURL!, LENA, 1280);
  await lena.goto("/my-kora/my-details/billing");
  await expect(lena.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const before = ((await (await lena.request.get("/api/me/payment-methods")).json()) as { data: unknown[] }).data.length;
  if (before > 0) await lena.getByRole("button", { name: "Add a card" }).click();
  await lena.getByLabel("Card number").fill("4000 0000 0000 0002");
  await lena.getByLabel("Expiry").fill("0531");
  await lena.getByLabel("Security code").fill("321");
  await lena.getByRole("button", { name: "Save card" }).click();
  await expect(toasts(lena).getByText("Card ending 0002 saved.")).toBeVisible();
  await lena.evaluate(() => window.scrollTo(0, 0));
  await lena.screenshot({ path: `${SHOTS}/billing-1280.png`, fullPage: true, animations: "disabled" });
  await lena.getByRole("button", { name: /^Remove .+•••• 0002/ }).click();
  await lena.getByRole("dialog", { name: "Remove this card?" }).getByRole("button", { name: "Remove card" }).click();
  await expect(toasts(lena).getByText("Card removed.")).toBeVisible();
  await expect(lena.getByText(/•••• 0002/)).toHaveCount(0);
  await lena.context().close();
});

/** Monday to Friday of a week five or more weeks after `nowMs`, within one year: the dates to type and how the list shows them. */
function skiWeek(nowMs: number): { first: string; last: string; label: string } {
  const DAY = 86_400_000;
  let monday = Math.floor(nowMs / DAY) * DAY + 35 * DAY;
  while (new Date(monday).getUTCDay() !== 1 || new Date(monday).getUTCFullYear() !== new Date(monday + 4 * DAY).getUTCFullYear())
    monday += DAY;
  const friday = new Date(monday + 4 * DAY);
  const day = (date: Date) =>
    `${["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][date.getUTCDay()]} ${date.getUTCDate()} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.getUTCMonth()]}`;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { first: iso(new Date(monday)), last: iso(friday), label: `${day(new Date(monday))} – ${day(friday)} ${friday.getUTCFullYear()}` };
}
