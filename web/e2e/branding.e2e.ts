import { Jimp, JimpMime } from "jimp";
import { BRANDING_MESSAGES } from "@kora/shared/contracts/branding.ts";
import { expect, test, type Browser, type Page } from "./support/test.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { cardAction, cardBody, createCard, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { shooter } from "./groups.fixtures.ts";
import { joinCall, meetingPerson, personalRoomPath } from "./meeting.fixtures.ts";

/** Pro branding (public-site §1 Pro) — a Pro advisor's logo and colour on their card page, tiles and room; Basic sees the upsell. */

const shoot = shooter("branding");
const SETTINGS = "/my-kora/my-details/advisor-settings";
const COLOUR = "#0b5394";

/** A wide logo: a dark blue mark on a transparent background, as a PNG. */
async function logoPng(): Promise<Buffer> {
  const image = new Jimp({ width: 480, height: 160, color: 0x00000000 });
  image.scan(0, 0, 480, 160, (x, y, index) => {
    const mark = (x - 80) ** 2 + (y - 80) ** 2 < 60 ** 2 || (x > 170 && x < 450 && y > 55 && y < 105);
    if (mark) image.bitmap.data.writeUInt32BE(0x0b5394ff, index);
  });
  return Buffer.from(await image.getBuffer(JimpMime.png));
}

/** The advisor asks for Pro and the staff reviewer approves it, through the API the plan and staff pages use. */
async function approvedPro(advisor: Page, browser: Browser, baseURL: string): Promise<void> {
  const asked = await advisor.request.post("/api/subscriptions/pro/subscribe", {
    data: { message: "I run a small consultancy and want my brand on my cards and calls." },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { result } = ((await asked.json()) as { data: { result: { kind: string; request: { id: string } } } }).data;
  expect(result.kind).toBe("request");
  const staff = await signInReviewer(browser, baseURL);
  const approved = await staff.request.post(`/api/subscriptions/pro-requests/${result.request.id}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  await staff.context().close();
}

test("a Pro advisor brands their card page, tiles and room; a Basic advisor sees what Pro gives", async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const advisor = await meetingPerson(browser, baseURL!, "Brenna", "Brand", { advisor: true });
  const title = uniqueTitle("Brand strategy for consultancies");
  const card = await createCard(advisor, cardBody(title));
  if ((await cardAction(advisor, card.id, "publish")).status === "awaiting-review") {
    const reviewer = await signInReviewer(browser, baseURL!);
    expect((await cardAction(reviewer, card.id, "approve")).status).toBe("published");
    await reviewer.context().close();
  }
  await approvedPro(advisor, browser, baseURL!);

  // Settings: upload a logo and save a colour, as a person does.
  await advisor.goto(SETTINGS);
  const section = advisor.getByRole("region", { name: "Branding (Pro)" });
  await expect(section).toBeVisible();
  await expect(section.getByText("On Pro")).toBeVisible();
  await section.getByTestId("brand-logo-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
  await expect(toasts(advisor).getByText("Logo saved.")).toBeVisible();
  const logo = section.getByRole("img", { name: "Your logo" });
  await expect(logo).toHaveAttribute("src", /\/api\/users\/[\w-]+\/brand-logo\?v=\w+$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  const hex = section.getByLabel("Brand colour as a hex code");
  await hex.fill("blue");
  await section.getByRole("button", { name: "Save colour" }).click();
  await expect(section.getByRole("alert")).toHaveText(BRANDING_MESSAGES.colour);
  await hex.fill(COLOUR);
  await section.getByRole("button", { name: "Save colour" }).click();
  await expect(toasts(advisor).getByText("Brand colour saved.")).toBeVisible();
  await shoot(advisor, "settings-pro");

  // The public card page: the logo by the title, a band in the colour over the header.
  await advisor.goto(card.link);
  await expect(advisor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const pageLogo = advisor.getByRole("img", { name: "Brenna Brand's logo" });
  await expect(pageLogo).toBeVisible();
  await expect.poll(() => pageLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  const band = await advisor
    .locator("header", { has: advisor.getByRole("heading", { level: 1 }) })
    .evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(band).toBe("rgb(11, 83, 148)");
  await shoot(advisor, "card-page");

  // Search: the tile carries the accent and the logo.
  await advisor.goto(`/search?swift_search=${encodeURIComponent(title)}`);
  const tile = advisor.getByRole("article").filter({ has: advisor.getByRole("link", { name: title }) });
  await expect(tile.getByRole("img", { name: "Brenna Brand's logo" })).toBeVisible();
  expect(await tile.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe("rgb(11, 83, 148)");
  await shoot(advisor, "search-tile");

  // Their personal room: the call's header shows the logo.
  await joinCall(advisor, await personalRoomPath(advisor));
  await expect(advisor.getByRole("img", { name: "Brenna Brand's logo" })).toBeVisible({ timeout: 10_000 });
  await shoot(advisor, "room-header");
  await advisor.context().close();

  // A Basic advisor: the section says what Pro gives and where to get it; nothing to set.
  const basic = await meetingPerson(browser, baseURL!, "Basil", "Basic", { advisor: true });
  await basic.goto(SETTINGS);
  const upsell = basic.getByRole("region", { name: "Branding (Pro)" });
  await expect(upsell.getByText(BRANDING_MESSAGES.proOnly, { exact: false })).toBeVisible();
  await expect(upsell.getByRole("link", { name: "See the Pro plan" })).toHaveAttribute("href", "/my-kora/more/plan");
  await expect(upsell.getByRole("button", { name: "Save colour" })).toHaveCount(0);
  await shoot(basic, "settings-basic");
  await basic.context().close();
});
