import { fullRoomOffer } from "@kora/shared/domain/meetings/rules.ts";
import { sfuSkipReason } from "../../scripts/janus/e2e.ts";
import { DESKTOP, guestPage, inCall, joinCall, openPanel, PHONE, recordMeetingFrames, shoot } from "./meeting.fixtures.ts";
import { REMOTE_CAMERAS } from "./meeting-media.ts";
import { type Bots, hostRoom, liveVideos, startBots } from "./sfu.fixtures.ts";
import { expect, type Browser, type Page, test } from "./support/test.ts";

/**
 * Rooms that grow past the mesh (PROTOCOL §4), through a real Janus in the test namespace. A few Chromium
 * pages and light synthetic participants (scripts/meeting-bots: guests joining through Kora's API and
 * socket, publishing a VP8 test pattern to Janus) so two cores carry 12 people. Screen share, mute-all
 * and removal on the SFU are in meeting-sfu.e2e.ts.
 */
test.skip(sfuSkipReason() !== null, sfuSkipReason() ?? "");
test.describe.configure({ timeout: 180_000 });

const running: Bots[] = [];
// Pages left in a call would go on decoding video through the rest of the suite: every context is closed.
test.afterEach(async ({ browser }) => {
  await Promise.all(running.splice(0).map((bots) => bots.stop()));
  await Promise.all(browser.contexts().map((context) => context.close()));
});
const bots = (...args: Parameters<typeof startBots>) => {
  const started = startBots(...args);
  running.push(started);
  return started;
};

async function guestIn(browser: Browser, baseURL: string, path: string, name: string, viewport = DESKTOP): Promise<Page> {
  const page = await guestPage(browser, baseURL, viewport);
  await joinCall(page, path, { firstName: name });
  return page;
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String.fromCharCode(65 + i)}`);

test("12 people in a Plus room through Janus: everyone's visible tiles show live video, a page at a time", async ({ browser, baseURL }) => {
  const { host, path, tokenPath } = await hostRoom(browser, baseURL!, "plus");
  const ann = await guestIn(browser, baseURL!, path, "Ann", PHONE);
  const ben = await guestIn(browser, baseURL!, path, "Ben");

  // Nine synthetic people: the 8th of them is the room's 11th, which moves the room to the SFU.
  const synthetic = bots(tokenPath, names("Bot", 9));
  await synthetic.waitFor("publishing", names("Bot", 9), 90_000);
  const joined = synthetic.events.filter((e) => e.event === "joined");
  expect(joined.map((e) => e.topology)).toEqual([...Array(7).fill("mesh"), "sfu", "sfu"]);
  await expect(openPanel(host, "People").then((people) => people.getByRole("listitem"))).resolves.toHaveCount(12);
  await host.getByRole("button", { name: "Close people" }).click();

  // Each page sees 11 others: a page of at most 9 cameras plus the active speaker, all live.
  for (const page of [host, ann, ben]) {
    await expect(inCall(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pages of people" }).getByText("Page 1 of 2")).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => liveVideos(page), { message: "a page of live cameras", timeout: 30_000 }).toBeGreaterThanOrEqual(9);
    expect(await page.locator(REMOTE_CAMERAS).count()).toBeLessThanOrEqual(10);
  }
  await shoot(host, "sfu-12-people", DESKTOP.width);
  await shoot(ann, "sfu-12-people", PHONE.width);

  // The pages turn from the keyboard: Tab to "Next people", Enter; the second page shows the rest, live.
  await host.getByRole("button", { name: "Grid view" }).click();
  const pager = host.getByRole("navigation", { name: "Pages of people" });
  await pager.getByRole("button", { name: "Next people" }).focus();
  await host.keyboard.press("Enter");
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Next people" })).toBeDisabled();
  await expect.poll(() => liveVideos(host), { message: "the second page's cameras", timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await shoot(host, "sfu-12-people-page-2", DESKTOP.width);
  await pager.getByRole("button", { name: "Previous people" }).click();
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
});

test("a 10-person mesh room grows to 11 and moves to the SFU, video continuing", async ({ browser, baseURL }) => {
  const { host, path, tokenPath } = await hostRoom(browser, baseURL!, "plus");
  const ann = await guestPage(browser, baseURL!);
  const frames = recordMeetingFrames(ann);
  await joinCall(ann, path, { firstName: "Ann" });
  // Eight quiet people fill the mesh to 10 (they send nothing).
  const quiet = names("Quiet", 8);
  await bots(tokenPath, quiet, { video: false }).waitFor("joined", quiet);
  for (const page of [host, ann]) await expect.poll(() => liveVideos(page), { timeout: 20_000 }).toBe(1);

  // The 11th: the room moves, nobody rejoins, and the two cameras keep playing through Janus.
  const [late] = await bots(tokenPath, ["Late"], { video: false }).waitFor("joined", ["Late"]);
  expect(late!.topology).toBe("sfu");
  await expect.poll(() => frames.filter((f) => f.type === "meeting.topology").length).toBe(1);
  for (const page of [host, ann]) {
    await expect.poll(() => liveVideos(page), { message: "the other camera, through the SFU", timeout: 30_000 }).toBe(1);
    await expect(inCall(page)).toBeVisible();
  }
  expect(frames.filter((f) => f.type === "meeting.joined")).toHaveLength(1); // no rejoin
  await shoot(ann, "sfu-moved-from-mesh", DESKTOP.width);
});

test("the 11th person in a Basic room is refused with the plan that would fit, and the host is offered Plus", async ({
  browser,
  baseURL,
}) => {
  const { host, path, tokenPath } = await hostRoom(browser, baseURL!, null);
  const nine = names("Seat", 9);
  await bots(tokenPath, nine, { video: false }).waitFor("joined", nine);
  const late = await guestPage(browser, baseURL!, PHONE);
  await joinCall(late, path, { firstName: "Late", knock: true });
  await expect(late.getByText("This room is full: Basic meetings hold up to 10 people. Plus meetings hold up to 25.")).toBeVisible();
  await shoot(late, "sfu-basic-full", PHONE.width);
  // The host, in the call, hears who was turned away and is offered the plan that holds them.
  const offer = host.getByRole("dialog", { name: "Get more with Plus" });
  await expect(offer).toContainText(fullRoomOffer(10, "basic", "Late")!.text);
  await expect(offer.getByRole("button", { name: "Start your free month" })).toBeVisible();
  await shoot(host, "sfu-basic-full-host-offer", DESKTOP.width);
  await shoot(host, "sfu-basic-full-host-offer", PHONE.width);
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(offer).toBeHidden();
  await expect(host.getByRole("toolbar", { name: "Call controls" }).getByRole("button", { name: "Leave call" })).toBeVisible();
});
