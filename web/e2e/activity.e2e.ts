import { MAX_ERROR_EVENTS } from "@kora/shared/domain/activity/activity-rules.ts";
import type { Request } from "@playwright/test";
import { signInAs } from "./fixtures.ts";
import { expect, test } from "./support/test.ts";

interface SentEvent {
  route: string;
  event: string;
  extra?: Record<string, unknown>;
}

const isActivity = (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/users/activity";
const eventsOf = (request: Request): SentEvent[] => (request.postDataJSON() as { events: SentEvent[] }).events;

test("clicks on a button and a link go out as clickOn, and 30 errors report 25", async ({ page }) => {
  await signInAs(page, "Clicky", "Tracker");
  const sent: SentEvent[] = [];
  page.on("request", (request) => {
    if (isActivity(request)) sent.push(...eventsOf(request));
  });
  const firstPost = page.waitForRequest(isActivity);
  await page.goto("/my-kora/dashboard");
  await firstPost;

  // A button and a link, with a query that must not be sent (tracking listens on the whole document).
  await page.evaluate(() => {
    const button = Object.assign(document.createElement("button"), { type: "button", textContent: "  Try   it  " });
    const link = Object.assign(document.createElement("a"), { href: "/my-kora/dashboard?token=secret", textContent: "Back home" });
    link.addEventListener("click", (event) => event.preventDefault());
    const field = Object.assign(document.createElement("input"), { name: "note", value: "typed secret" });
    document.body.append(button, link, field);
  });
  const clicksPosted = page.waitForRequest((request) => isActivity(request) && eventsOf(request).some((e) => e.event === "clickOn"));
  await page.getByRole("button", { name: "Try it" }).click();
  await page.getByRole("link", { name: "Back home" }).click();
  await page.locator('input[name="note"]').click();
  const clicks = eventsOf(await clicksPosted).filter((e) => e.event === "clickOn");
  expect(clicks).toEqual([
    { route: "/my-kora/dashboard", event: "clickOn", extra: { kind: "click", label: "Try it", target: "button" } },
    { route: "/my-kora/dashboard", event: "clickOn", extra: { kind: "click", label: "Back home", target: "/my-kora/dashboard" } },
  ]);
  expect(JSON.stringify(sent)).not.toContain("secret");

  // 30 uncaught errors, in two bursts of 15: the page reports 25 and no more.
  const throwErrors = (from: number) =>
    page.evaluate((start) => {
      for (let i = start; i < start + 15; i++)
        setTimeout(() => {
          throw new Error(`boom ${i}`);
        });
    }, from);
  const errorsPosted = (count: number) =>
    page.waitForResponse(async (response) => {
      if (!isActivity(response.request())) return false;
      expect(response.status()).toBe(202);
      return sent.filter((e) => e.event === "error").length >= count;
    });
  let posted = errorsPosted(15);
  await throwErrors(0);
  await posted;
  posted = errorsPosted(MAX_ERROR_EVENTS);
  await throwErrors(15);
  await posted;
  // A click after the errors: once it is posted, everything queued before it has been too.
  const lastClick = page.waitForRequest(
    (request) =>
      isActivity(request) &&
      eventsOf(request).some((e) => e.extra?.label === "Try it" && e.event === "clickOn") &&
      !eventsOf(request).some((e) => e.extra?.label === "Back home"),
  );
  await page.getByRole("button", { name: "Try it" }).click();
  await lastClick;
  const errors = sent.filter((e) => e.event === "error");
  expect(errors).toHaveLength(MAX_ERROR_EVENTS);
  expect(errors.map((e) => e.extra?.message)).toEqual(Array.from({ length: MAX_ERROR_EVENTS }, (_, i) => `Error: boom ${i}`));
});
