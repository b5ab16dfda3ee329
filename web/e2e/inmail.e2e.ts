import { z } from "zod";
import { mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { DESKTOP, GROUP, GROUP_ADMIN, shooter } from "./groups.fixtures.ts";
import { signInDemo } from "./cards.fixtures.ts";
import { expect, type Page, test } from "./support/test.ts";

/**
 * InMail (core §4 InMail statuses, §7 `emails/send`): the admin composes and sends an InMail (dev mailbox), the member opens it (its
 * pixel loads in the dev mailbox's HTML view) and clicks its link; the console shows Clicked.
 */

const MEMBER = { email: "lena.schmidt@demo.kora.local", name: "Lena Schmidt" };
const ADMIN = GROUP_ADMIN;
const shoot = shooter("inmail");

const mailboxSchema = z.object({ data: z.array(mailboxMessageSchema) });

test("the admin sends an InMail, the member opens it and clicks its link, and the console shows Clicked", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const subject = `Harbour night ${Date.now().toString(36)}`;
  const target = `${baseURL}/g/${GROUP.slug}`;

  // The admin writes to the member from the compose page, its audience from the members page's filters.
  const admin = await signInDemo(browser, baseURL!, ADMIN, DESKTOP);
  await admin.goto(`/my-kora/console/inmail/new?group=${GROUP.slug}&search-name=${encodeURIComponent(MEMBER.name)}`);
  await expect(admin.getByRole("heading", { name: "New InMail", level: 1 })).toBeVisible();
  await expect(admin.getByText("1 member will receive this")).toBeVisible();
  await expect(admin.getByRole("list", { name: "Members filters" })).toContainText(`Name: ${MEMBER.name}`);
  // Nothing typed: the form says what is missing.
  await admin.getByRole("button", { name: "Send InMail" }).click();
  await expect(admin.getByText("Please give the InMail a subject.").first()).toBeVisible();
  await admin.getByLabel("Subject").fill(subject);
  await admin.getByLabel("Message").fill(`Our harbour night is on Thursday at 6.\n\nThe programme and the sign-up are here: ${target}`);
  await shoot(admin, "inmail-compose");
  await admin.getByRole("button", { name: "Send InMail" }).click();
  await expect(toasts(admin).getByText("InMail sent to 1 member.")).toBeVisible();
  await expect(admin.getByRole("heading", { name: subject, level: 1 })).toBeVisible();

  // The mail reaches the dev mailbox through the job queue.
  let html = "";
  await expect
    .poll(
      async () => {
        const response = await admin.request.get(`/api/dev/mailbox?to=${encodeURIComponent(MEMBER.email)}`);
        const mail = mailboxSchema.parse(await response.json()).data.find((message) => message.subject === subject);
        html = mail?.html ?? "";
        return mail ? mail.headers["List-Unsubscribe-Post"] : null;
      },
      { timeout: 15_000 },
    )
    .toBe("List-Unsubscribe=One-Click");
  expect(html).toContain("/api/inmail/o/");

  // The member opens it: the mailbox's HTML view renders the mail, and its pixel loads.
  const memberContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const member = await memberContext.newPage();
  const pixel = member.waitForResponse((response) => response.url().includes("/api/inmail/o/") && response.status() === 200);
  await member.goto(`/dev/mailbox?to=${encodeURIComponent(MEMBER.email)}`);
  const message = member.getByRole("listitem").filter({ has: member.getByRole("heading", { name: subject }) });
  await message.getByRole("button", { name: "HTML" }).click();
  await pixel;
  await shoot(member, "inmail-mail");
  await expect.poll(async () => (await statusOnList(admin, subject)) ?? "", { timeout: 10_000 }).toBe("Opened");

  // …and clicks the link in it: the signed redirect takes them to the group's page.
  const frame = member.frameLocator(`iframe[title="${subject} (HTML)"]`);
  const link = frame.getByRole("link", { name: target });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\/api\/inmail\/c\/[\w-]+\?u=.+&s=[0-9a-f]{64}$/);
  const redirect = member.waitForResponse((response) => response.url().includes("/api/inmail/c/"));
  await link.click();
  expect((await redirect).status()).toBe(302);
  await member.goto(href!);
  await expect(member).toHaveURL(target);
  // The mail's unsubscribe link leads to a page that names the group (not followed here: Lena stays subscribed).
  const unsubscribe = /href="(http:\/\/[^"]+\/not-interested\?inmail=[\w-]+)"/.exec(html)?.[1];
  expect(unsubscribe).toBeTruthy();
  await member.goto(unsubscribe!);
  await expect(member.getByRole("heading", { name: `Stop InMail from ${GROUP.name}`, level: 1 })).toBeVisible();
  await shoot(member, "inmail-unsubscribe");
  await memberContext.close();

  // The console's list shows the InMail as Clicked (its first recipient's status), and the detail the times.
  await admin.goto(`/my-kora/console/inmail?group=${GROUP.slug}`);
  await expect(admin.getByRole("heading", { name: "InMail", level: 1 })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Clicked");
  await expect(row).toContainText(`First: ${MEMBER.name}`);
  await shoot(admin, "inmail-list");
  await row.getByRole("link", { name: subject }).click();
  await expect(admin.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  const recipient = admin.getByRole("row").filter({ hasText: MEMBER.name });
  await expect(recipient).toContainText("Clicked");
  await shoot(admin, "inmail-detail");
});

/** The status the console's list shows for the InMail with this subject (read through its API, as the page does). */
async function statusOnList(admin: Page, subject: string): Promise<string | null> {
  const mine = await admin.request.get("/api/me/console");
  const groups = z.object({ data: z.object({ groups: z.array(z.object({ id: z.string(), slug: z.string() })) }) }).parse(await mine.json());
  const group = groups.data.groups.find((g) => g.slug === GROUP.slug)!;
  const list = await admin.request.get(`/api/groups/${group.id}/emails`);
  const emails = z.object({ data: z.array(z.object({ subject: z.string(), status: z.string() })) }).parse(await list.json());
  return emails.data.find((email) => email.subject === subject)?.status ?? null;
}
