import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { joinCall, meetingPerson, personalRoomPath, setRoomSwitch } from "./meeting.fixtures.ts";
import { REMOTE_CAMERAS } from "./meeting-media.ts";
import { E2E_URL } from "./support/e2e-env.ts";
import { expect, type Browser, type Page } from "./support/test.ts";

/** The SFU specs' people, rooms and synthetic participants (PROTOCOL §4). */

/**
 * Remote videos whose decoded frame count moves on within 1.2 s: live, not frozen or black. Read at
 * every animation frame, so it answers as soon as every video with a picture has moved on.
 */
export function liveVideos(page: Page, selector = REMOTE_CAMERAS): Promise<number> {
  return page.evaluate(async (sel) => {
    const videos = [...document.querySelectorAll<HTMLVideoElement>(sel)];
    const frames = () => videos.map((v) => (v.videoWidth > 0 ? v.getVideoPlaybackQuality().totalVideoFrames : -1));
    const before = frames();
    const showing = before.filter((count) => count >= 0).length;
    const moved = () => frames().filter((count, i) => before[i]! >= 0 && count > before[i]!).length;
    const until = performance.now() + 1200;
    while (moved() < showing && performance.now() < until) await new Promise((painted) => requestAnimationFrame(painted));
    return moved();
  }, selector);
}

const selfId = async (page: Page) => ((await (await page.request.get("/api/me")).json()) as { data: { id: string } }).data.id;

/**
 * A host (a fresh advisor on `plan`, through the plans API; Basic when null) in their unlocked personal
 * room; `beforeJoin` prepares their page first (what must be in place before the call starts).
 */
export async function hostRoom(
  browser: Browser,
  baseURL: string,
  plan: "plus" | null = null,
  beforeJoin: (host: Page) => Promise<unknown> = async () => {},
) {
  const host = await meetingPerson(browser, baseURL, "Hana", "Host", { advisor: true });
  if (plan) expect((await host.request.post(`/api/subscriptions/${plan}/subscribe`, { data: {} })).status()).toBe(201);
  await beforeJoin(host);
  const path = await personalRoomPath(host);
  await joinCall(host, path);
  await setRoomSwitch(host, "Lock the room", false);
  await host.getByRole("button", { name: "Close people" }).click();
  return { host, path, roomId: `room:${await selfId(host)}`, tokenPath: `/api/meetings/rooms/${path.split("/").at(-1)}/token` };
}

/**
 * Light participants for the SFU specs (scripts/meeting-bots/bots.ts in its own Deno process, so its
 * werift peers and the shared encoder don't share the runner's event loop): guests who join a room
 * through Kora's API and socket and, once the room is on the SFU, publish a VP8 test pattern to Janus.
 */
export interface BotEvent {
  event: "joined" | "topology" | "waiting" | "publishing" | "refused" | "removed" | "left" | "error";
  name: string;
  [key: string]: unknown;
}

export interface Bots {
  events: BotEvent[];
  /** Resolves with the first event of `event` for `name` (or for every name when none is given). */
  waitFor(event: BotEvent["event"], names: string[], timeoutMs?: number): Promise<BotEvent[]>;
  stop(): Promise<void>;
}

/** Starts `names` as guests of the room whose token is at `tokenPath` (e.g. /api/meetings/rooms/<slug>/token). */
export function startBots(tokenPath: string, names: string[], options: { video?: boolean } = {}): Bots {
  const args = ["deno", "run", "--allow-all", "scripts/meeting-bots/bots.ts", `--base=${E2E_URL}`, `--token-path=${tokenPath}`];
  args.push(`--names=${names.join(",")}`, `--sfu-address=${process.env.KORA_NETNS_SFU_ADDRESS ?? "127.0.0.2"}`);
  if (options.video === false) args.push("--no-video");
  const child: ChildProcess = spawn("npx", args, { stdio: ["pipe", "pipe", "inherit"] });
  const events: BotEvent[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout! }).on("line", (line) => {
    try {
      events.push(JSON.parse(line) as BotEvent);
    } catch {
      return; // not one of ours
    }
    for (const wake of waiters) wake();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  return {
    events,
    waitFor: (event, wanted, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const failed = events.find(
            (e) => wanted.includes(e.name) && (e.event === "error" || (e.event === "refused" && event !== "refused")),
          );
          if (failed) return finish(() => reject(new Error(`bot ${failed.name}: ${JSON.stringify(failed)}`)));
          const found = wanted.map((name) => events.find((e) => e.name === name && e.event === event));
          if (found.every(Boolean)) finish(() => resolve(found as BotEvent[]));
        };
        const timer = setTimeout(
          () =>
            finish(() => reject(new Error(`bots: no "${event}" from ${wanted.join(", ")} in ${timeoutMs} ms: ${JSON.stringify(events)}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.stdin!.end(); // the bots leave the room when their stdin closes
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
