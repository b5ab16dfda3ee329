import { CLOCK, expect, test } from "./support/test.ts";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import {
  bookingCall,
  expectVideoFlowing,
  guestPage,
  inCall,
  joinCall,
  meetingPerson,
  openPanel,
  personalRoomPath,
  PHONE,
  setRoomSwitch,
} from "./meeting.fixtures.ts";
import { openPreview, REMOTE_CAMERAS } from "./meeting-media.ts";

/** Getting in: guests knocking on a personal room, knocking turned off, and a booking's join window. */

test("guests knock on a locked personal room: the host sees everyone waiting, admits one and denies the other", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = await meetingPerson(browser, baseURL!, "Hana", "Host", { advisor: true });
  const path = await personalRoomPath(host);
  await joinCall(host, path);

  // Two guests without accounts ask to join at once, each with a first name.
  const gina = await guestPage(browser, baseURL!);
  const gus = await guestPage(browser, baseURL!, PHONE);
  await joinCall(gina, path, { firstName: "Gina", knock: true });
  await joinCall(gus, path, { firstName: "Gus", knock: true });
  for (const guest of [gina, gus])
    await expect(guest.getByRole("heading", { name: "Waiting for Hana to let you in…" })).toBeVisible({ timeout: 10_000 });
  await expect(gina.locator(REMOTE_CAMERAS)).toHaveCount(0);

  // The host can't miss it: an alert over the stage listing both, and the count on People.
  await expect(host.getByRole("heading", { name: "2 people are asking to join" })).toBeVisible();
  const waiting = host.getByRole("list", { name: "Waiting to join" });
  await expect(waiting.getByRole("listitem")).toHaveText([/Gina/, /Gus/]);
  await waiting.getByRole("button", { name: "Admit Gina" }).click();
  await expect(inCall(gina)).toBeVisible({ timeout: 10_000 });
  await expectVideoFlowing(gina, 1);
  await expectVideoFlowing(host, 1);
  await expect(host.getByRole("figure", { name: "Gina" })).toBeVisible();

  await expect(host.getByRole("heading", { name: "Someone is asking to join" })).toBeVisible();
  await host.getByRole("list", { name: "Waiting to join" }).getByRole("button", { name: "Deny Gus" }).click();
  await expect(gus.getByRole("heading", { name: MEETING_MESSAGES.denied })).toBeVisible({ timeout: 10_000 });
  await expect(host.getByRole("heading", { name: /asking to join/ })).toHaveCount(0);
  // Gina joined as a guest: the people list says so.
  const people = await openPanel(host, "People");
  await expect(people.getByRole("listitem").filter({ hasText: "Gina" })).toContainText("Guest");

  for (const page of [host, gina, gus]) await page.context().close();
});

test("with knocking turned off, a guest is told the host isn't taking knocks, before and on asking", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const host = await meetingPerson(browser, baseURL!, "Hana", "Host", { advisor: true });
  const path = await personalRoomPath(host);
  await joinCall(host, path);
  await setRoomSwitch(host, "Let people knock", false);

  const guest = await guestPage(browser, baseURL!);
  await openPreview(guest, path);
  await expect(guest.getByRole("status").filter({ hasText: MEETING_MESSAGES.knockingOff })).toBeVisible();
  await guest.getByLabel("Your first name").fill("Gina");
  await guest.getByRole("button", { name: "Ask to join" }).click();
  await expect(guest.getByRole("heading", { name: MEETING_MESSAGES.knockingOff })).toBeVisible({ timeout: 10_000 });
  // Nothing reached the host (the People panel, open since the switch, would list a knock).
  await expect(host.getByRole("list", { name: "Waiting to join" })).toHaveCount(0);
  await expect(host.locator("header").getByText("1 person in the call")).toBeAttached();

  // Turned back on, the next knock reaches the host.
  await setRoomSwitch(host, "Let people knock", true);
  await joinCall(guest, path, { firstName: "Gina", knock: true });
  await expect(guest.getByRole("heading", { name: "Waiting for Hana to let you in…" })).toBeVisible({ timeout: 10_000 });
  await expect(host.getByRole("list", { name: "Waiting to join" }).getByRole("listitem")).toHaveText([/Gina/]);
  await host.context().close();
  await guest.context().close();
});

test(
  "a booking days away can't be joined yet: its call says when it opens, and the server refuses a token",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const { advisor, learner, id, path } = await bookingCall(browser, baseURL!, { daysAhead: 3 });
    // The server's answer, whatever a client does.
    const token = await learner.request.post(`/api/bookings/${id}/video-token`);
    expect(token.status()).toBe(409);
    expect(((await token.json()) as { error: { message: string } }).error.message).toBe(MEETING_MESSAGES.windowEarly);

    // The page says so before asking for the camera, and offers no way in.
    await learner.goto(path);
    await expect(learner.getByRole("heading", { name: /^The call opens in (3|4) days$/ })).toBeVisible();
    await expect(learner.getByText("It opens 60 minutes before the session starts.", { exact: false })).toBeVisible();
    await expect(learner.getByRole("button", { name: "Join now" })).toHaveCount(0);
    await expect(learner.locator("video")).toHaveCount(0);
    await learner.getByRole("link", { name: "Back to the booking" }).click();
    await expect(learner).toHaveURL(new RegExp(`/my-kora/bookings/${id}$`));
    await advisor.context().close();
    await learner.context().close();
  },
);
