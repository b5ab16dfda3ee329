import { groupViewSchema } from "@kora/shared/contracts/groups.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { DESKTOP, GROUP, GROUP_ADMIN, letters, shooter } from "./groups.fixtures.ts";
import { signInDemo } from "./cards.fixtures.ts";
import { signInAs } from "./fixtures.ts";
import { expect, test } from "./support/test.ts";

/** The admin console (core §2 Admin console): a group admin's console — home, members with filters, approving an applicant, one member's details. */

const ADMIN = GROUP_ADMIN;
const shoot = shooter("console");

test("the admin opens the console, filters the members, approves an applicant and opens their details", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);

  // Someone new applies to the group through the API (the apply page has its own spec).
  const lastName = `Harbourside${letters()}`;
  const applicantContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const applicant = await applicantContext.newPage();
  await signInAs(applicant, "Quinn", lastName);
  const group = groupViewSchema.parse(
    ((await (await applicant.request.get(`/api/groups/${GROUP.slug}`)).json()) as { data: unknown }).data,
  );
  const answers = Object.fromEntries(
    group.applyForm.map((field) => [
      field.id,
      field.type === "url"
        ? "https://quinn.example.com"
        : field.type === "email"
          ? "quinn@example.com"
          : field.type === "select"
            ? field.options[0]!
            : "Building a ferry timetable app",
    ]),
  );
  const applied = await applicant.request.post(`/api/groups/${group.id}/request-access`, { data: { answers } });
  expect(applied.status(), await applied.text()).toBe(201);

  // The admin: the console is in the Admin Dashboard menu.
  const admin = await signInDemo(browser, baseURL!, ADMIN, DESKTOP);
  await admin.goto("/my-kora/dashboard");
  await admin.getByRole("link", { name: "Console", exact: true }).first().click();
  await expect(admin.getByRole("heading", { name: "Admin console", level: 1 })).toBeVisible();
  const picker = admin.getByLabel("Group");
  if (await picker.isVisible()) await picker.selectOption(GROUP.slug);
  await expect(admin.getByRole("heading", { name: "The last 12 months" })).toBeVisible();
  await expect(admin.locator(".recharts-surface").first()).toBeVisible();
  await expect(admin.getByText(/awaiting approval/)).toBeVisible();
  await shoot(admin, "console-home");

  // Members of the group: filter by name and by log-ins in the last 24 hours (the applicant signed in once).
  await admin.goto(`/my-kora/console/members/${GROUP.slug}`);
  await expect(admin.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await admin.getByPlaceholder("Search by name").fill(lastName);
  await expect(admin).toHaveURL(new RegExp(`search-name=${lastName}`));
  await admin.getByLabel("Log-ins: how many").selectOption("one");
  await admin.getByLabel("Log-ins: when").selectOption("1d");
  await expect(admin).toHaveURL(/group-login-activity=/);
  const list = admin.getByRole("list", { name: "Members" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const row = list.getByRole("listitem").first();
  await expect(row.getByRole("link", { name: `Quinn ${lastName}` })).toBeVisible();
  await expect(row.getByText("Awaiting Verification")).toBeVisible();
  await expect(admin.getByText("1 member match")).toBeVisible();
  // A bucket that holds nobody says so.
  await admin.getByLabel("Log-ins: how many").selectOption("four-plus");
  await expect(admin.getByText("No members match these filters.")).toBeVisible();
  await admin.getByLabel("Log-ins: how many").selectOption("one");
  await expect(row.getByRole("link", { name: `Quinn ${lastName}` })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Send InMail to these members" })).toHaveAttribute(
    "href",
    /inmail\/new\?group=harbour-founders&search-name=/,
  );
  await shoot(admin, "console-members-filters");

  // Approve: verified at once.
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(toasts(admin).getByText(`Quinn ${lastName} is now a verified member.`)).toBeVisible();
  await expect(row.getByText("Verified", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // The member's details: the answers with the form's labels, activity, bookings, and booking for them.
  await row.getByRole("link", { name: `Quinn ${lastName}` }).click();
  await expect(admin).toHaveURL(/member=/);
  const panel = admin.getByRole("complementary");
  await expect(panel.getByRole("heading", { name: `Quinn ${lastName}` })).toBeVisible();
  const firstQuestion = group.applyForm[0];
  if (firstQuestion) await expect(panel.getByText(firstQuestion.label)).toBeVisible();
  await expect(panel.getByText("No bookings with this group yet.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Book a session for Quinn" })).toBeVisible();
  await shoot(admin, "console-member");

  // Book a session for them on one of the group's cards: the group charges, so the admin's own card pays.
  const saved = await admin.request.post("/api/me/payment-methods", {
    data: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await panel.getByRole("button", { name: "Book a session for Quinn" }).click();
  const dialog = admin.getByRole("dialog", { name: "Book a session for Quinn" });
  await expect(dialog).toBeVisible();
  const cardSelect = dialog.getByLabel("Card");
  await expect(cardSelect.locator("option")).not.toHaveCount(1);
  // Maya's card: she works weekdays, so it has free times (another test gives Lena, who has no hours, a group card).
  const mayasCard = await cardSelect.locator("option", { hasText: "Maya Patel" }).first().getAttribute("value");
  await cardSelect.selectOption(mayasCard!);
  // The booking pages' slot picker, a week at a time: next week always has free times (this one may be over).
  const times = dialog.getByRole("group", { name: /Times to offer/ });
  await times.getByRole("button", { name: "Next week" }).click();
  const firstTime = times
    .getByRole("list", { name: /^Free times on / })
    .getByRole("button")
    .first();
  await firstTime.click();
  await expect(firstTime).toHaveAttribute("aria-pressed", "true");
  await expect(times.getByRole("heading", { name: "Your times (1 of 3)" })).toBeVisible();
  await dialog.getByLabel("What is the session about?").fill("Planning the first paying customers");
  await expect(dialog.getByText(/paid by you for the group/)).toBeVisible();
  await shoot(admin, "console-book");
  await dialog.getByRole("button", { name: "Send the request" }).click();
  await expect(toasts(admin).getByText("Your times are on their way to Quinn.")).toBeVisible();
  await expect(panel.getByText(/min with .* · /)).toBeVisible();

  // Resources: the group's guides and its cards waiting for review.
  await admin.goto(`/my-kora/console/resources?group=${GROUP.slug}`);
  await expect(admin.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Cards to review" })).toBeVisible();
  await shoot(admin, "console-resources");

  await applicantContext.close();
  await admin.context().close();
});

test("the admin downgrades a member and then removes them from the console, and both stick after a reload", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A verified member: applied through the API and approved by the admin through the API.
  const lastName = `Ferryman${letters()}`;
  const memberContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const member = await memberContext.newPage();
  await signInAs(member, "Remy", lastName);
  const group = groupViewSchema.parse(((await (await member.request.get(`/api/groups/${GROUP.slug}`)).json()) as { data: unknown }).data);
  const answers = Object.fromEntries(
    group.applyForm.map((field) => [
      field.id,
      field.type === "url"
        ? "https://remy.example.com"
        : field.type === "email"
          ? "remy@example.com"
          : field.type === "select"
            ? field.options[0]!
            : "Running the harbour ferries",
    ]),
  );
  expect((await member.request.post(`/api/groups/${group.id}/request-access`, { data: { answers } })).status()).toBe(201);
  const memberId = ((await (await member.request.get("/api/me")).json()) as { data: { id: string } }).data.id;
  const admin = await signInDemo(browser, baseURL!, ADMIN, DESKTOP);
  const approved = await admin.request.post(`/api/groups/${group.id}/approve`, { data: { userId: memberId } });
  expect(approved.ok(), await approved.text()).toBe(true);

  const name = `Remy ${lastName}`;
  await admin.goto(`/my-kora/console/members/${GROUP.slug}?search-name=${lastName}`);
  const row = admin.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("Verified", { exact: true })).toBeVisible();

  // Downgrade: asked first, then one step down (verified → unverified), still a member after a reload.
  await row.getByRole("button", { name: "Downgrade" }).click();
  const downgrade = admin.getByRole("dialog", { name: `Downgrade ${name}?` });
  await expect(downgrade).toContainText("role goes one step down");
  await downgrade.getByRole("button", { name: "Downgrade" }).click();
  await expect(toasts(admin).getByText(`${name}'s role was lowered.`)).toBeVisible();
  await admin.reload();
  await expect(row.getByText("UnVerified", { exact: true })).toBeVisible();
  await expect(row.getByText("Verified", { exact: true })).toHaveCount(0);
  // Unverified is the lowest step: no further Downgrade.
  await expect(row.getByRole("button", { name: "Downgrade" })).toHaveCount(0);

  // Remove: Cancel keeps them; confirming takes them out of the group for good.
  await row.getByRole("button", { name: "Remove" }).click();
  const remove = admin.getByRole("dialog", { name: `Remove ${name}?` });
  await remove.getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Remove" }).click();
  await remove.getByRole("button", { name: "Remove" }).click();
  await expect(toasts(admin).getByText(`${name} was removed from the group.`)).toBeVisible();
  await admin.reload();
  await expect(admin.getByText("No members match these filters.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await memberContext.close();
  await admin.context().close();
});
