import { mkdirSync } from "node:fs";
import { expect, type Browser, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { SHOTS, toasts } from "./booking-request.fixtures.ts";
import { cardBody, signInAdvisor, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { signInAs } from "./fixtures.ts";
import {
  confirmedBooking,
  JOIN_BUTTON,
  openPreview,
  peerStats,
  prepareMeetingContext,
  remoteCamerasShowing,
  type PeerStats,
  virtualPressure,
} from "./meeting-media.ts";
import { shot } from "./support/shots.ts";

/**
 * The meeting specs' people and rooms. Every test makes its own people (fresh accounts), so a
 * booking's time or a room's state never collides with another test's. All media stays on
 * loopback: `npm run test:e2e` runs the suite in a private network namespace (scripts/netns.sh).
 */

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 375, height: 812 };

/** A new browser context ready for calls: camera and microphone allowed, peer connections recorded. */
async function callContext(browser: Browser, baseURL: string, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await prepareMeetingContext(context);
  const page = await context.newPage();
  await virtualPressure(page);
  return page;
}

/** A fresh account signed in (an advisor living in Australia when `advisor`), in a call-ready context. */
export async function meetingPerson(
  browser: Browser,
  baseURL: string,
  first: string,
  last: string,
  options: { advisor?: boolean; viewport?: Viewport } = {},
): Promise<Page> {
  const page = await callContext(browser, baseURL, options.viewport ?? DESKTOP);
  if (options.advisor) await signInAdvisor(page, first, last);
  else await signInAs(page, first, last);
  return page;
}

/** Someone with no account (a guest for a personal room), in a call-ready context. */
export const guestPage = (browser: Browser, baseURL: string, viewport: Viewport = DESKTOP) => callContext(browser, baseURL, viewport);

export interface BookingCall {
  advisor: Page;
  learner: Page;
  id: string;
  /** The call's page: /my-kora/bookings/:id/join */
  path: string;
}

/**
 * A fresh advisor and a fresh learner with a confirmed booking between them, made through the API:
 * starting within the hour (inside the join window) unless `daysAhead` puts it days out.
 */
export async function bookingCall(
  browser: Browser,
  baseURL: string,
  options: { daysAhead?: number; advisorViewport?: Viewport; learnerViewport?: Viewport } = {},
): Promise<BookingCall> {
  const advisor = await meetingPerson(browser, baseURL, "Ada", "Advisor", { advisor: true, viewport: options.advisorViewport });
  const learner = await meetingPerson(browser, baseURL, "Leo", "Learner", { viewport: options.learnerViewport });
  const when = options.daysAhead ? { daysAhead: options.daysAhead } : { startsWithinMinutes: 55 };
  const title = uniqueTitle("Meeting test");
  const reviewer = await signInReviewer(browser, baseURL);
  const { id } = await confirmedBooking(advisor, learner, when, { title, body: { ...cardBody(title) }, reviewer });
  await reviewer.context().close();
  return { advisor, learner, id, path: `/my-kora/bookings/${id}/join` };
}

/** The call screen (currentState 1) in the in-call phase. */
export const inCall = (page: Page) => page.locator('[data-meeting-state="1"][data-phase="in-call"]');
export const callControls = (page: Page) => page.getByRole("toolbar", { name: "Call controls" });

/** Opens the call's preview at `path`, joins (or asks to), and for a plain join waits until in the call. */
export async function joinCall(page: Page, path: string, options: { firstName?: string; knock?: boolean } = {}): Promise<void> {
  await openPreview(page, path);
  if (options.firstName !== undefined) await page.getByLabel("Your first name").fill(options.firstName);
  await page.getByRole("button", { name: JOIN_BUTTON }).click();
  if (!options.knock) await expect(inCall(page)).toBeVisible({ timeout: 15_000 });
}

/** The open peer connections that are connected, with their stats. */
export async function connectedPeers(page: Page): Promise<PeerStats[]> {
  return (await peerStats(page)).filter((s) => s.connectionState === "connected");
}

/**
 * Asserts that `count` remote cameras show a decoded picture and that video bytes keep arriving
 * over `count` connected peer connections (a getStats reading, then more bytes within ten seconds:
 * a frozen call never sends more, while a machine busy with other tests may starve an encoder for
 * several seconds; a call that flows answers within a fraction of a second).
 */
export async function expectVideoFlowing(page: Page, count: number): Promise<PeerStats[]> {
  await expect.poll(() => remoteCamerasShowing(page), { message: `${count} remote cameras with a picture`, timeout: 20_000 }).toBe(count);
  await expect
    .poll(async () => (await connectedPeers(page)).filter((s) => s.inboundVideoBytes > 0).length, {
      message: "connected peers receiving video",
      timeout: 20_000,
    })
    .toBe(count);
  const total = (stats: PeerStats[]) => stats.reduce((sum, s) => sum + s.inboundVideoBytes, 0);
  // Ten seconds from the first reading, as long as that reading took (a busy machine answers getStats slowly).
  const readingFrom = Date.now();
  const before = total(await connectedPeers(page));
  const readingMs = Date.now() - readingFrom;
  let after: PeerStats[] = [];
  await expect
    .poll(
      async () => {
        after = await connectedPeers(page);
        return total(after);
      },
      { message: "video bytes still arriving within ten seconds", timeout: 10_000 + readingMs, intervals: [100, 250, 500, 1000] },
    )
    .toBeGreaterThan(before);
  return after;
}

/** Every `meeting.*` frame the page's sockets receive, parsed, in order (record before the page opens its socket). */
export function recordMeetingFrames(page: Page): { type: string; [key: string]: unknown }[] {
  const frames: { type: string; [key: string]: unknown }[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload !== "string") return;
      try {
        const frame = JSON.parse(payload) as { type?: unknown };
        if (typeof frame.type === "string" && frame.type.startsWith("meeting.")) frames.push(frame as { type: string });
      } catch {
        // not JSON: not a meeting frame
      }
    }),
  );
  return frames;
}

/** A screenshot of the call at `width` (toasts dismissed first) into the screenshot folder, then back to the page's own size. */
export async function shoot(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await settled(page);
  await shot(page, { path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
  if (before) await page.setViewportSize(before);
}

/** The personal room of whoever is signed in on `page`: its path. */
export async function personalRoomPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/me");
  expect(response.ok()).toBe(true);
  const { slug } = ((await response.json()) as { data: { slug: string } }).data;
  return `/meet/${slug}`;
}

/** Opens the call's People or Chat panel (if closed) and returns it. */
export async function openPanel(page: Page, name: "People" | "Chat") {
  const button = callControls(page).getByRole("button", { name });
  if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
  const panel = page.getByRole("complementary", { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** Flips one of the host's room switches ("Lock the room", "Let people knock") to `on`, waiting for the server's answer. */
export async function setRoomSwitch(page: Page, name: "Lock the room" | "Let people knock", on: boolean): Promise<void> {
  const toggle = (await openPanel(page, "People")).getByRole("switch", { name: new RegExp(`^${name}`) });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
}
