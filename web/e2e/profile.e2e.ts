import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Jimp, JimpMime } from "jimp";
import { expect, type Locator, type Page, test } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { signInAs } from "./fixtures.ts";

const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/profile/", import.meta.url)) : null;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Full-page screenshots at a phone's and a desktop's width (E2E_SHOTS=1 only), toasts dismissed first. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
}

/** What the screen shows now (not the full page: the sticky save bar and the toasts where they are), at both widths. */
async function shootScreen(page: Page, name: string, focus: Locator): Promise<void> {
  if (!SHOTS) return;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, animations: "disabled" });
  }
}

/** A real 900 × 700 JPEG (a portrait-ish picture: a warm background and a round "face" off centre-left), as a camera's would be. */
async function portraitJpeg(): Promise<Buffer> {
  const image = new Jimp({ width: 900, height: 700, color: 0xf4b183ff });
  image.scan(0, 0, 900, 700, (x, y, index) => {
    const inFace = (x - 420) ** 2 + (y - 330) ** 2 < 190 ** 2;
    const shade = Math.round(120 + (y / 700) * 100);
    image.bitmap.data.writeUInt32BE(inFace ? 0x8d5524ff : ((40 << 24) | (shade << 16) | (180 << 8) | 0xff) >>> 0, index);
  });
  return Buffer.from(await image.getBuffer(JimpMime.jpeg, { quality: 90 }));
}

test("my details: a photo through the UI, then location, education, languages, interests, categories and links", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, "Priya", "Raman");
  await page.goto("/my-kora/my-details");
  const photo = page.getByRole("region", { name: "Photo" });
  await expect(photo.getByRole("button", { name: "Upload photo" })).toBeVisible();

  // Checked in the browser first: a text file named .jpg never leaves it.
  let uploads = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/me/avatar") && request.method() === "POST") uploads++;
  });
  await page.locator("#avatar").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a picture") });
  await expect(photo.getByRole("alert")).toHaveText(/Image only/);
  expect(uploads).toBe(0);

  // A real JPEG: uploaded, resized by the server, and shown from its versioned URL.
  await page.locator("#avatar").setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await portraitJpeg() });
  await expect(toasts(page).getByText("You have updated your photo!")).toBeVisible();
  const picture = photo.getByRole("img", { name: "Priya Raman's photo" }).locator("img");
  await expect(picture).toHaveAttribute("src", /\/api\/users\/[\w-]+\/avatar\/256\?v=\w+$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  await expect(photo.getByRole("button", { name: "Change photo" })).toBeVisible();
  expect(uploads).toBe(1);

  // About you.
  const about = page.getByRole("form", { name: "Your profile" });
  await about.getByRole("textbox", { name: "Location" }).fill("Bristol, UK");
  await about.getByRole("textbox", { name: "Education" }).fill("MSc Data Science, University of Leeds");

  const languages = about.getByRole("combobox", { name: "Languages you speak" });
  await languages.fill("span");
  await page.getByRole("option", { name: "Spanish" }).click();
  await languages.fill("tamil");
  await languages.press("Enter");
  await languages.fill("Klingon");
  await languages.press("Enter");
  await expect(about.getByText("Oops, we can't find that language.")).toBeVisible();
  await languages.fill("");
  await expect(about.getByRole("list", { name: "Languages you speak" }).getByRole("listitem")).toHaveText(["Spanish", "Tamil"]);

  const interests = about.getByRole("textbox", { name: "Interests", exact: true });
  for (const tag of ["Machine learning", "Public speaking", "machine LEARNING"]) {
    await interests.fill(tag);
    await interests.press("Enter");
  }
  await expect(about.getByText("already chosen")).toBeVisible();
  await interests.fill("Chess");
  await interests.press("Enter");
  await expect(about.getByRole("list", { name: "Your interests" }).getByRole("listitem")).toHaveText([
    "Machine learning",
    "Public speaking",
    "Chess",
  ]);

  await about.getByRole("checkbox", { name: "Data science & AI" }).check({ force: true });
  await about.getByRole("checkbox", { name: "Career coaching" }).check({ force: true });

  const link = about.getByRole("textbox", { name: "Add a link" });
  await link.fill("https://github.com/priya/some-repo");
  await link.press("Enter");
  await expect(about.getByText("Please provide a valid GitHub profile url.")).toBeVisible();
  for (const url of ["github.com/priya-r", "https://www.linkedin.com/in/priya-raman", "https://priya.example.org/writing"]) {
    await link.fill(url);
    await link.press("Enter");
  }
  const links = about.getByRole("list", { name: "Your links" }).getByRole("listitem");
  await expect(links).toHaveCount(3);
  await expect(links.first()).toContainText("GitHub:");
  await expect(links.last()).toContainText("Article:");

  await about.getByRole("button", { name: "Save profile" }).click();
  await expect(toasts(page).getByText("You have updated your profile!")).toBeVisible();
  await expect(about.getByText("Your profile is saved.")).toBeVisible();

  // Saved on the server: a reload shows it all again.
  await page.reload();
  await expect(about.getByRole("textbox", { name: "Location" })).toHaveValue("Bristol, UK");
  await expect(about.getByRole("list", { name: "Languages you speak" }).getByRole("listitem")).toHaveText(["Spanish", "Tamil"]);
  await expect(links).toHaveCount(3);
  await expect(about.getByRole("checkbox", { name: "Career coaching" })).toBeChecked();
  await shoot(page, "my-details");

  // Too long is never cut: the form says so on submit, with the form toast and the field's message.
  await about.getByRole("textbox", { name: "Location" }).fill("x".repeat(140));
  await about.getByRole("button", { name: "Save profile" }).click();
  await expect(toasts(page).getByText("You have an error in your profile!")).toBeVisible();
  await expect(about.getByRole("textbox", { name: "Location" })).toBeFocused();
  await expect(about.getByRole("textbox", { name: "Location" })).toHaveValue("x".repeat(140));
  await expect(about.getByText("Please provide a location with no more than 100 characters.").first()).toBeVisible();
  await shootScreen(page, "my-details-error", about.getByRole("textbox", { name: "Location" }));
  await about.getByRole("button", { name: "Discard" }).click();

  // Remove goes back to initials.
  await photo.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("dialog", { name: "Remove your photo?" }).getByRole("button", { name: "Remove photo" }).click();
  await expect(photo.getByRole("button", { name: "Upload photo" })).toBeVisible();
  await expect(photo.getByRole("img", { name: "Priya Raman's photo" })).toHaveText("PR");
});

test("a picture that fails to load shows the initials, then is retried at 1 s and 2 s and shows (public-site §8)", async ({ page }) => {
  await signInAs(page, "Tomas", "Berg");
  const uploaded = await page.request.post("/api/me/avatar", { data: await portraitJpeg(), headers: { "content-type": "image/jpeg" } });
  expect(uploaded.status()).toBe(200);
  // The first load and the first retry fail; the second retry (1 s + 2 s later) gets through.
  const seen: string[] = [];
  await page.route("**/api/users/*/avatar/**", (route) => {
    const url = new URL(route.request().url());
    seen.push(url.searchParams.get("retry") ?? "0");
    return url.searchParams.get("retry") === "2" ? route.fallback() : route.fulfill({ status: 503, body: "busy" });
  });
  await page.goto("/my-kora/my-details");
  const photo = page.getByRole("region", { name: "Photo" }).getByRole("img", { name: "Tomas Berg's photo" });
  await expect(photo).toHaveText("TB");
  await expect(photo.locator("img")).toHaveAttribute("src", /[?&]retry=2$/, { timeout: 6_000 });
  await expect.poll(() => photo.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  expect(seen).toEqual(expect.arrayContaining(["0", "1", "2"]));
});
