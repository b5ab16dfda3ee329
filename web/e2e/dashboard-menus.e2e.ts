import { expect, test, type Locator, type Page } from "./support/test.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { demoPage, GROUP_ADMIN, PHONE, shooter } from "./groups.fixtures.ts";

/**
 * A group admin who also advises has the most dashboard entries (public-site §2: Admin Dashboard and
 * My Dashboard). Every one is on screen at 1280 px; on a phone the row scrolls and shows that it does;
 * and a toast never lies over a menu someone opened.
 */
const ADMIN = ["Console", "Members", "Resources", "InMail"];
const MINE = ["Dashboard", "Bookings", "Library", "Kora Cards", "Calendar", "My Account", "More"];
const shoot = shooter("dashboard-menus");

const dashboardNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });
const entry = (page: Page, menu: string, name: string) =>
  dashboardNav(page).getByRole("group", { name: menu }).getByRole("link", { name, exact: true });
const entries = (page: Page) => [
  ...ADMIN.map((name) => entry(page, "Admin Dashboard", name)),
  ...MINE.map((name) => entry(page, "My Dashboard", name)),
];

/** The part of the row on screen: the strip's box cut to the viewport. */
async function visibleBox(page: Page) {
  const box = (await dashboardNav(page).boundingBox())!;
  const width = page.viewportSize()!.width;
  return { left: Math.max(0, box.x), right: Math.min(width, box.x + box.width) };
}

async function isShown(page: Page, link: Locator): Promise<boolean> {
  const [box, strip] = [(await link.boundingBox())!, await visibleBox(page)];
  return box.x >= strip.left - 0.5 && box.x + box.width <= strip.right + 0.5;
}

/** What lies over the middle or an end of `target`, if anything: a click there would land on that instead. */
const coverOf = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    for (const x of [box.left + 4, box.left + box.width / 2, box.right - 4]) {
      const hit = document.elementFromPoint(x, y);
      if (hit && !element.contains(hit))
        return hit.closest("li,a,button,div")?.getAttribute("aria-label") ?? hit.textContent ?? hit.tagName;
    }
    return null;
  });

async function expectUncovered(target: Locator) {
  expect(await coverOf(target), `${await target.textContent()} is covered`).toBeNull();
}

test("at 1280 px every menu entry of a group admin shows without scrolling", async ({ browser, baseURL }) => {
  const page = await demoPage(browser, baseURL!, GROUP_ADMIN);
  for (const path of ["/my-kora/dashboard", "/my-kora/more/favourites", "/my-kora/console"]) {
    await page.goto(path);
    await expect(entry(page, "My Dashboard", "Dashboard")).toBeVisible();
    await expect(dashboardNav(page).getByText("Admin Dashboard", { exact: true })).toBeVisible();
    await expect(dashboardNav(page).getByText("My Dashboard", { exact: true })).toBeVisible();
    const strip = await dashboardNav(page).evaluate((nav) => ({ scroll: nav.scrollWidth, width: nav.clientWidth, left: nav.scrollLeft }));
    expect(strip.scroll, `the menu row scrolls on ${path}`).toBeLessThanOrEqual(strip.width);
    expect(strip.left).toBe(0);
    for (const link of entries(page)) {
      await expect(link).toBeVisible();
      expect(await isShown(page, link), `${await link.textContent()} is off screen on ${path}`).toBe(true);
    }
    await expect(page.getByRole("button", { name: /^Scroll Dashboard/ })).toHaveCount(0);
  }
  await shoot(page, "group-admin-console");
});

test("on a phone the menu row shows it scrolls, and every entry can be reached", async ({ browser, baseURL }) => {
  const page = await demoPage(browser, baseURL!, GROUP_ADMIN);
  await page.setViewportSize(PHONE);
  await page.goto("/my-kora/console");
  const back = page.getByRole("button", { name: "Scroll Dashboard back" });
  const on = page.getByRole("button", { name: "Scroll Dashboard on" });
  // At the start (Console is first): only the way on is offered, and it is on screen.
  await expect(entry(page, "Admin Dashboard", "Console")).toBeVisible();
  await expect(on).toBeVisible();
  await expect(back).toHaveCount(0);
  await shoot(page, "group-admin-phone-start");
  for (const link of entries(page)) {
    const reached = async () => (await isShown(page, link)) && (await coverOf(link)) === null;
    for (let press = 0; press < 12 && !(await reached()); press++) {
      const [box, strip] = [(await link.boundingBox())!, await visibleBox(page)];
      // The arrow scrolls smoothly: wait for the row's scrollend before looking again.
      await dashboardNav(page).evaluate((nav) => {
        (window as { scrolled?: Promise<unknown> }).scrolled = new Promise((done) =>
          nav.addEventListener("scrollend", done, { once: true }),
        );
      });
      await (box.x + box.width / 2 < (strip.left + strip.right) / 2 ? back : on).click();
      await page.evaluate(() => (window as { scrolled?: Promise<unknown> }).scrolled);
    }
    expect(await reached(), `${await link.textContent()} can't be scrolled to`).toBe(true);
  }
  // At the end: only the way back.
  await expect(back).toBeVisible();
  await expect(on).toHaveCount(0);
  await shoot(page, "group-admin-phone-end");
  await entry(page, "My Dashboard", "More").click();
  await expect(page).toHaveURL(/\/my-kora\/more\/favourites$/);
});

test("a toast lies under the header's open menus and the phone drawer, never over them", async ({ browser, baseURL }) => {
  const page = await demoPage(browser, baseURL!, GROUP_ADMIN);
  // An error toast from a save the test refuses itself (Grace's hours stay as they are), raised afresh
  // before each menu (a toast goes after 4 s) and checked to be still there after it.
  await page.route("**/api/me/availability", (route) =>
    route.request().method() === "GET" ? route.fallback() : route.fulfill({ status: 503, body: "unavailable" }),
  );
  await page.goto("/my-kora/my-calendar/working-hours");
  await page.getByRole("gridcell", { name: "Saturday 10 am to 10:30 am", exact: true }).click();
  const toast = toasts(page).getByRole("listitem").last();
  const raiseToast = async () => {
    await page.getByRole("button", { name: "Save working hours" }).click();
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
  };

  for (const name of ["Features", "Use cases", "Resources", "Business"]) {
    await raiseToast();
    await page.getByRole("banner").getByRole("button", { name }).click();
    const panel = page.getByRole("list", { name });
    await expect(panel).toBeVisible();
    for (const link of await panel.getByRole("link").all()) await expectUncovered(link);
    await expect(toast).toBeVisible();
    await page.keyboard.press("Escape");
  }
  await raiseToast();
  await page.getByRole("button", { name: "Account menu" }).click();
  for (const name of ["My Dashboard", "Admin console", "My Account"])
    await expectUncovered(page.getByRole("banner").getByRole("link", { name, exact: true }));
  await expect(toast).toBeVisible();
  await page.keyboard.press("Escape");

  await page.setViewportSize(PHONE);
  await raiseToast();
  await page.getByRole("button", { name: /^Open menu/ }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  for (const link of await drawer.getByRole("link").all()) if (await link.isVisible()) await expectUncovered(link);
  await expect(toast).toBeVisible();
});
