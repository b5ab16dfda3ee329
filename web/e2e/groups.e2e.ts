import { freshEmail, readCode, signInAs } from "./fixtures.ts";
import { toasts } from "./booking-request.fixtures.ts";
import {
  answerFor,
  applyFormOf,
  DESKTOP,
  demoPage,
  fillApplyForm,
  GROUP,
  GROUP_ADMIN,
  GROUP_MEMBER,
  groupAsAdmin,
  groupCardsOf,
  letters,
  questionInput,
  shoot,
} from "./groups.fixtures.ts";
import { readyVideo } from "./videos.fixtures.ts";
import { builtInRolePermissions } from "@kora/shared/domain/groups/permissions.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { expect, test } from "./support/test.ts";
import { whenLive } from "./support/realtime.ts";

/** The group pages people see (core §2 Groups, public-site §2.8). */

test("an admin adds a question; a visitor applies, signing up on the way with the answers kept; approval reaches them live", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const question = `What are you building ${Date.now().toString(36)}?`;

  // The group's admin adds a required long question to the apply form in the settings.
  const admin = await demoPage(browser, baseURL!, GROUP_ADMIN);
  await admin.goto(`/g/${GROUP.slug}`);
  await admin.getByRole("link", { name: "Group settings" }).click();
  await expect(admin.getByRole("heading", { name: "Group settings", level: 1 })).toBeVisible();
  // Content-only and pricing are staff's: the admin reads them, with no switch to flip.
  await expect(admin.getByText("Set by Kora staff.")).toBeVisible();
  await expect(admin.getByRole("checkbox", { name: /Content only|Pricing enabled/ })).toHaveCount(0);
  await admin.getByRole("button", { name: "+ Add a question" }).click();
  const added = admin.getByRole("group", { name: /^Question \d+$/ }).last();
  await added.getByLabel("Question", { exact: true }).fill(question);
  await added.getByLabel("Answer type").selectOption("textarea");
  await added.getByLabel("Required").check();
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(toasts(admin).getByText("Group settings saved.")).toBeVisible();
  await expect(admin.getByText("All changes saved.")).toBeVisible();
  await shoot(admin, "settings");

  // A visitor finds the group: its page, with no link on the group's logo for a guest (no click-logo).
  const fields = await applyFormOf(admin, GROUP.slug);
  const asked = fields.find((field) => field.label === question)!;
  expect(asked).toMatchObject({ type: "textarea", required: true });
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`/g/${GROUP.slug}`);
  await expect(page.getByText(GROUP.name).first()).toBeVisible();
  await expect(page.getByRole("link", { name: `${GROUP.name} home` })).toHaveCount(0);
  // What search engines and link previews read before any script runs: the group's own title and words.
  const raw = await (await page.request.get(`/g/${GROUP.slug}`)).text();
  expect(raw).toContain(`<title>${GROUP.name} | Kora</title>`);
  expect(raw).toMatch(/<meta name="description" content="[^"]{20,}">/);
  await expect(page).toHaveTitle(`${GROUP.name} | Kora`);
  // The app-rendered page's footer lists the blog's two latest articles, as the site's pages do.
  await expect(page.getByRole("navigation", { name: "Latest articles" }).getByRole("listitem")).toHaveCount(2);
  await shoot(page, "group-home");

  // Apply: the join-now modal, then the form with the new question on it.
  await page.getByRole("button", { name: "Apply to join" }).click();
  const modal = page.getByRole("dialog", { name: `Join ${GROUP.name}` });
  await expect(modal).toBeVisible();
  await modal.getByRole("link", { name: "Apply to join" }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${GROUP.slug}/apply$`));
  await expect(questionInput(page, { label: question, type: "textarea" })).toBeVisible();

  // Sending with the required question empty says so on the field.
  await page.getByRole("button", { name: "Sign up and apply" }).click();
  await expect(page.getByText("Please answer this question.").first()).toBeVisible();
  const answers = Object.fromEntries(fields.map((field) => [field.id, answerFor(field, `A harbour tour app, for ${field.id}`)]));
  await fillApplyForm(page, fields, answers);
  await shoot(page, "apply");

  // Signed out: sign-up first, carrying the group, then back to the form with everything typed kept.
  await page.getByRole("button", { name: "Sign up and apply" }).click();
  await expect(page).toHaveURL(/\/password-free\?step=signup&group=harbour-founders&redirectTo=%2Fg%2Fharbour-founders%2Fapply/);
  const email = freshEmail("ines");
  const lastName = `Moreau${letters()}`;
  await page.getByLabel("First name").fill("Ines");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Use a professional profile link instead" }).click();
  await page.getByLabel("Professional profile link").fill("https://www.linkedin.com/in/ines-moreau");
  await page.getByRole("button", { name: "Sign up for free" }).click();
  await page.getByRole("group", { name: "Verification code" }).getByRole("textbox").first().click();
  await page.keyboard.type(await readCode(page.request, email), { delay: 20 });

  await expect(page).toHaveURL(new RegExp(`/g/${GROUP.slug}/apply$`));
  await expect(page.getByText("Your answers are kept")).toBeVisible();
  await expect(questionInput(page, asked)).toHaveValue(answers[asked.id]!);
  await page.getByRole("button", { name: "Send my application" }).click();

  // The submitted page; My groups says Awaiting Verification.
  await expect(page).toHaveURL(new RegExp(`/g/${GROUP.slug}/welcome\\?page=submitted$`));
  await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
  await expect(page.getByText("within 48 hours")).toBeVisible();
  await shoot(page, "welcome");

  await page.goto("/my-kora/my-details/my-groups");
  const row = page.getByRole("list", { name: "My groups" }).getByRole("listitem").filter({ hasText: GROUP.name });
  await expect(row.getByText("Awaiting Verification")).toBeVisible();
  await expect(row.getByText("Admin")).toHaveCount(0);
  await shoot(page, "my-groups");

  // The group's page: the verification notice, and the header logo now leads home (click-logo).
  const live = whenLive(page);
  await page.goto(`/g/${GROUP.slug}`);
  await expect(page.getByText(/Verification in progress/)).toBeVisible();
  await expect(page.getByRole("link", { name: `${GROUP.name} home` })).toBeVisible();
  await shoot(page, "group-home-awaiting");

  // The admin approves in the console's members list: GroupAccessGranted reaches the member live,
  // and the page opens up to the group's cards.
  await admin.goto(`/my-kora/console/members/${GROUP.slug}?search-name=${lastName}`);
  const applicant = admin
    .getByRole("list", { name: "Members" })
    .getByRole("listitem")
    .filter({ hasText: `Ines ${lastName}` });
  await expect(applicant.getByText("Awaiting Verification")).toBeVisible();
  await live();
  await applicant.getByRole("button", { name: "Approve" }).click();
  await expect(applicant.getByText("Verified", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(`You're now a member of ${GROUP.name}.`)).toBeVisible();
  await expect(toasts(page).getByRole("link", { name: "Open the group" })).toHaveAttribute("href", `/g/${GROUP.slug}`);
  await expect(page.getByText(`You're a member of ${GROUP.name}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Book / }).first()).toBeVisible();
  await expect(page.getByText(/Members see .*'s cards for the group\./)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Group videos" })).toBeVisible();
  await page.getByRole("link", { name: "Group videos" }).click();
  await expect(page.getByRole("heading", { name: "No videos yet" })).toBeVisible();
  await shoot(page, "videos-empty");
});

test("an unknown group answers 'Sorry, the group cannot be found.'; a group's settings are for its admins only", async ({ page }) => {
  await page.goto("/g/no-such-group-here");
  await expect(page.getByRole("heading", { name: "Sorry, the group cannot be found." })).toBeVisible();
  await page.goto("/g");
  await expect(page.getByRole("heading", { name: "Log in to see your groups" })).toBeVisible();

  await signInAs(page, "Theo", "Brandt");
  await page.goto(`/g/${GROUP.slug}/settings`);
  await expect(page.getByRole("heading", { name: "Sorry, the group cannot be found." })).toBeVisible();
  await page.goto("/g");
  await expect(page.getByRole("heading", { name: "You're not in a group yet" })).toBeVisible();
});

test("join: signed out goes to the log-in step with the group and invite kept; signed in joins and meets the complete-registration modal", async ({
  page,
}) => {
  const open = { slug: "canvas-collective", name: "Canvas Collective" };
  await page.goto(`/g/${open.slug}/join?step=login&invite=ABCD2345`);
  await expect(page).toHaveURL(
    /\/password-free\?step=login&group=canvas-collective&invite=ABCD2345&redirectTo=%2Fg%2Fcanvas-collective%2Fjoin%3Finvite%3DABCD2345$/,
  );
  await signInAs(page, "Noa", "Levi");
  await page.goto(`/g/${open.slug}/join`);
  await expect(page).toHaveURL(new RegExp(`/g/${open.slug}$`));
  await expect(toasts(page).getByText(`You've joined ${open.name}. Its admins will verify your membership.`)).toBeVisible();
  const modal = page.getByRole("dialog", { name: "Complete your registration" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Later" }).click();
  await expect(page.getByText("You've joined: an admin will verify your membership.")).toBeVisible();

  // A content-only group has no way in, and My groups shows the new membership as UnVerified.
  await page.goto("/g/open-health-library");
  await expect(page.getByRole("button", { name: /Join|Apply/ })).toHaveCount(0);
  await page.goto("/g");
  const row = page.getByRole("list", { name: "My groups" }).getByRole("listitem").filter({ hasText: open.name });
  await expect(row.getByText("UnVerified")).toBeVisible();
});

test("a member shares a recording with the group from its page; the group's admin watches it under the group's videos", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lena = await demoPage(browser, baseURL!, GROUP_MEMBER);
  const title = `Pitch practice ${Date.now().toString(36)}`;
  const video = await readyVideo(lena, title);
  await lena.goto(`/my-kora/videos/${video.id}`);
  const share = lena.getByRole("group", { name: "Share with a group" });
  await share.getByRole("checkbox", { name: GROUP.name }).check();
  await expect(toasts(lena).getByText("Shared with the group.")).toBeVisible();
  await shoot(lena, "share-with-group");

  const admin = await demoPage(browser, baseURL!, GROUP_ADMIN);
  await admin.goto(`/g/${GROUP.slug}/videos`);
  const tile = admin.getByRole("list", { name: `${GROUP.name} videos` }).getByRole("link", { name: new RegExp(title) });
  await expect(tile).toBeVisible();
  await shoot(admin, "videos");
  await tile.click();
  await expect(admin.getByRole("heading", { name: title })).toBeVisible();
  await expect(admin.locator("video")).toHaveAttribute("src", `/api/v/${video.slug}/video`);
  await shoot(admin, "video");

  // Unshared: gone from the group's list.
  await share.getByRole("checkbox", { name: GROUP.name }).uncheck();
  await expect(toasts(lena).getByText("No longer shared with the group.")).toBeVisible();
  await admin.goto(`/g/${GROUP.slug}/videos`);
  await expect(admin.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
});

test("the group decides who opens and books its cards: an applicant finds no card; a member without booking rights sees it, not the form", async ({
  browser,
  baseURL,
  page,
}) => {
  const admin = await demoPage(browser, baseURL!, GROUP_ADMIN);
  const group = await groupAsAdmin(admin);
  const card = (await groupCardsOf(admin))[0]!;

  // Someone who applied and waits for verification: the card's own address is a card that doesn't exist.
  await signInAs(page, "Ivo", `Pers${letters()}`);
  const answers = Object.fromEntries(group.applyForm.map((field) => [field.id, answerFor(field, "Founder of a small studio")]));
  expect((await page.request.post(`/api/groups/${group.id}/request-access`, { data: { answers } })).status()).toBe(201);
  await page.goto(card.link);
  await expect(page.getByRole("heading", { name: MESSAGES.cardNotFound })).toBeVisible();
  await shoot(page, "card-awaiting");

  // The admin takes booking away from the member's role: the card still shows, without Book; the book page says why.
  const settings = group.settings!;
  const role = "verified-member-consulting-visible";
  const withoutBook = builtInRolePermissions(role).filter((name) => name !== "book");
  const save = (body: unknown) => admin.request.put(`/api/groups/${group.id}`, { data: body });
  expect((await save({ ...settings, rolePermissions: { ...settings.rolePermissions, [role]: withoutBook } })).ok()).toBe(true);
  try {
    const lena = await demoPage(browser, baseURL!, GROUP_MEMBER);
    await lena.goto(card.link);
    await expect(lena.getByRole("heading", { level: 1, name: card.title })).toBeVisible();
    await expect(lena.getByText(`Booking is for members of ${GROUP.name} whose membership includes booking sessions.`)).toBeVisible();
    await expect(lena.getByRole("link", { name: "Book a session" })).toHaveCount(0);
    await shoot(lena, "card-no-booking");
    await lena.goto(`${card.link}/book`);
    await expect(lena.getByRole("heading", { name: "Booking isn't open to you here" })).toBeVisible();
    await expect(lena.getByRole("link", { name: `Go to ${GROUP.name}` })).toHaveAttribute("href", `/g/${GROUP.slug}`);
    await shoot(lena, "book-no-booking");
  } finally {
    expect((await save(settings)).ok()).toBe(true);
  }
});
