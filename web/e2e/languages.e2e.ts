import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { expect, serverNow, test, type Browser, type Page } from "./support/test.ts";
import { shot } from "./support/shots.ts";
import { advisorWithPaidCard, CARD_PAYS, confirmAs, DESKTOP, freeTimes, PHONE, requestSession } from "./billing.fixtures.ts";
import { freshEmail, SIGNUP_EXTRAS } from "./fixtures.ts";
import { mailTo } from "./first-hour.fixtures.ts";
import { inCall } from "./meeting.fixtures.ts";

/**
 * Kora in each person's language: a Swedish learner (her browser asks for Swedish) books a Danish
 * advisor (his account says Danish); each reads the booking page, the call, the mails in the dev
 * mailbox and the calendar file in their own language. An Arabic visitor gets the site mirrored.
 */

const MESSAGES = new URL("../../shared/src/i18n/messages/", import.meta.url);
const words = (namespace: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${namespace}/${locale}.json`, MESSAGES), "utf8"));
const SHOTS = "artifacts/screenshots/languages";

/** A learner whose browser asks for Swedish: signs up (so her account takes Swedish) and saves the test card. */
async function swedishLearner(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: "sv-SE", timezoneId: "Europe/Stockholm" });
  const page = await context.newPage();
  const email = freshEmail("sanna");
  const headers = { "Accept-Language": "sv-SE,sv;q=0.9,en;q=0.5" };
  const sent = await page.request.post("/api/password-free/verification-code", {
    headers,
    data: {
      step: "signup",
      email,
      firstName: "Sanna",
      lastName: "Lind",
      type: "Learner",
      ...SIGNUP_EXTRAS,
      timezone: "Europe/Stockholm",
      country: "SE",
    },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  // The sign-up code comes in the language the page asked for.
  const subject = new RegExp(`^([A-Z2-9]{6}) ${words("mail-auth", "sv")["code.subject"]!.replace("{code} ", "")}$`);
  const code = subject.exec((await mailTo(page, email, subject)).subject)![1]!;
  const verified = await page.request.post("/api/password-free/verify", { headers, data: { email, code } });
  expect(((await verified.json()) as { data: { locale: string } }).data.locale, "the account takes the browser's language").toBe("sv");
  const year = new Date(await serverNow()).getUTCFullYear() + 3;
  const card = await page.request.post("/api/me/payment-methods", { data: { number: CARD_PAYS, expMonth: 12, expYear: year, cvc: "123" } });
  expect(card.status(), await card.text()).toBe(201);
  return { page, email, methodId: ((await card.json()) as { data: { id: string } }).data.id };
}

const html = (page: Page) => page.locator("html");

test("a Swedish learner and a Danish advisor book, confirm and join, each in their own language", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Mads", "Holm");
  expect((await advisor.request.put("/api/me", { data: { locale: "da" } })).ok()).toBe(true);
  const advisorEmail = ((await (await advisor.request.get("/api/me")).json()) as { data: { email: string } }).data.email;
  const { page: learner, email, methodId } = await swedishLearner(browser, baseURL!);

  // A time starting within the hour, so both can join the call now.
  const [start] = await freeTimes(learner, card.id, (await serverNow()) + 5 * 60_000);
  expect(start, "a free time within the hour").toBeTruthy();
  const booking = await requestSession(learner, card, start!, methodId, "exact");
  await confirmAs(advisor, booking.id, start!);

  // The booking page: Swedish for her, Danish for him.
  const [sv, da] = [words("bookings-detail", "sv"), words("bookings-detail", "da")];
  await learner.goto(`/my-kora/bookings/${booking.id}`);
  await expect(html(learner)).toHaveAttribute("lang", "sv");
  await expect(learner.getByRole("heading", { level: 1 })).toHaveText(sv["hero.title"]!.replace("{names}", "Mads Holm"));
  await expect(learner.getByRole("group", { name: sv["calendar.add"] })).toBeVisible();
  await advisor.goto(`/my-kora/bookings/${booking.id}`);
  await expect(html(advisor)).toHaveAttribute("lang", "da");
  await expect(advisor.getByRole("heading", { level: 1 })).toHaveText(da["hero.title"]!.replace("{names}", "Sanna Lind"));
  for (const [page, name] of [
    [learner, "booking-sv"],
    [advisor, "booking-da"],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await shot(page, { path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
    }
  }

  // The mails and their calendar files, each in the reader's language.
  const confirmedSv = await mailTo(learner, email, /^Bokningen med Mads är bekräftad: /);
  expect(confirmedSv.text).toMatch(/^Hej Sanna!/);
  expect(confirmedSv.html).toContain('lang="sv"');
  const confirmedDa = await mailTo(advisor, advisorEmail, /^Booking med Sanna er bekræftet: /);
  expect(confirmedDa.text).toContain("Din indtjening:");
  const description = (mail: { attachments?: { content: string }[] }) =>
    new ICAL.Event(new ICAL.Component(ICAL.parse(mail.attachments![0]!.content)).getFirstSubcomponent("vevent")!).description;
  expect(description(confirmedSv)).toContain("Anslut till samtalet:");
  expect(description(confirmedDa)).toContain("Deltag i opkaldet:");

  // The call: each joins from a lobby and sits in a call in their own language.
  const path = `/my-kora/bookings/${booking.id}/join`;
  for (const [page, locale] of [
    [learner, "sv"],
    [advisor, "da"],
  ] as const) {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await page.getByRole("button", { name: words("meetings-lobby", locale)["join.idle"], exact: true }).click({ timeout: 20_000 });
    await expect(inCall(page)).toBeVisible({ timeout: 15_000 });
    const controls = words("meetings", locale);
    const toolbar = page.getByRole("toolbar", { name: controls["controls.label"] });
    await expect(toolbar.getByRole("button", { name: controls["controls.leaveCall"] })).toBeVisible();
    await shot(page, { path: `${SHOTS}/call-${locale}-1280.png` });
  }
});

test("an Arabic visitor reads the site right to left, at its Arabic address", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: "ar-EG" });
  const page = await context.newPage();
  await page.goto("/pricing");
  await expect(page).toHaveURL(/\/ar\/pricing$/);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(html(page)).toHaveAttribute("lang", "ar");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // Mirrored: the logo sits at the right-hand end of the header, the menus to its left.
  const logo = await page.getByRole("link", { name: words("shell", "ar")["header.home"] }).boundingBox();
  expect(logo!.x, "the logo at the right").toBeGreaterThan(DESKTOP.width / 2);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await shot(page, { path: `${SHOTS}/pricing-ar-${viewport.width}.png`, fullPage: true });
  }
  // Choosing English in the footer goes to the English address and stays there.
  await page.setViewportSize(DESKTOP);
  await page.getByRole("contentinfo").getByRole("combobox").selectOption("en");
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(html(page)).toHaveAttribute("dir", "ltr");
  await page.goto("/faq");
  await expect(page).toHaveURL(/\/faq$/);
  await context.close();
});

test("longer words never push the header's buttons off the screen", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  for (const locale of ["fr", "de", "sv"]) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    for (const width of [375, 900, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${locale}`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      const banner = page.getByRole("banner");
      const cta = banner.getByRole("link", { name: words("shell", locale)["header.startFree"] });
      const box = await cta.boundingBox();
      expect(box!.x + box!.width, `${locale} at ${width} px: the call to action is on the screen`).toBeLessThanOrEqual(width);
      // Either the menus or the button that opens the drawer, never neither.
      const menus = banner.getByRole("navigation", { name: words("shell", locale)["header.main"] });
      const hamburger = banner.getByRole("button", {
        name: new RegExp(`^${/=0 \{([^}]+)\}/.exec(words("shell", locale)["header.openMenu"]!)![1]}`),
      });
      expect((await menus.isVisible()) || (await hamburger.isVisible()), `${locale} at ${width} px: a way to the menus`).toBe(true);
      const hamburgerBox = (await hamburger.isVisible()) ? await hamburger.boundingBox() : null;
      if (hamburgerBox) expect(hamburgerBox.x + hamburgerBox.width, `${locale} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await context.close();
  }
});
