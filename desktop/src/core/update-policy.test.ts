import { describe, expect, it } from "vitest";
import { createUpdateChecker, decideUpdates, isAcceptableFeed, updateReadyText } from "./update-policy.ts";

const FEED = "https://updates.kora.example.com/desktop/";

describe("decideUpdates", () => {
  it("checks the feed baked into a packaged build", () => {
    expect(decideUpdates({ isPackaged: true, feedUrl: FEED, env: {} })).toEqual({ enabled: true, feedUrl: FEED });
  });

  it("stays off when run from the source tree, even with a feed", () => {
    expect(decideUpdates({ isPackaged: false, feedUrl: FEED, env: {} })).toEqual({
      enabled: false,
      reason: expect.stringMatching(/not a packaged build/),
    });
  });

  it.each([null, undefined, "", "   ", 42])("stays off for a build without a feed (%j)", (feedUrl) => {
    expect(decideUpdates({ isPackaged: true, feedUrl, env: {} })).toEqual({ enabled: false, reason: "built without KORA_UPDATE_URL" });
  });

  it.each([
    "http://updates.kora.example.com/",
    "file:///srv/updates/",
    "https://u:p@updates.example.com/",
    "https://updates.example.com/?t=1",
    "not a url",
  ])("refuses a feed that is not plain https: %s", (feedUrl) => {
    const decision = decideUpdates({ isPackaged: true, feedUrl, env: {} });
    expect(decision.enabled).toBe(false);
  });

  it("lets an administrator turn updates off with KORA_DISABLE_UPDATES=1", () => {
    expect(decideUpdates({ isPackaged: true, feedUrl: FEED, env: { KORA_DISABLE_UPDATES: "1" } })).toEqual({
      enabled: false,
      reason: "KORA_DISABLE_UPDATES=1",
    });
    expect(decideUpdates({ isPackaged: true, feedUrl: FEED, env: { KORA_DISABLE_UPDATES: "0" } }).enabled).toBe(true);
  });

  it("agrees with isAcceptableFeed", () => {
    expect(isAcceptableFeed(FEED)).toBe(true);
    expect(isAcceptableFeed("http://localhost/")).toBe(false);
  });
});

/** A fake clock with timers that run only when the test advances time. */
function fakeTime(start = Date.UTC(2026, 0, 5, 9, 0)) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimer: (callback: () => void, ms: number) => {
      const id = ++nextId;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimer: (handle: unknown) => void timers.delete(handle as number),
    pending: () => timers.size,
    /** Moves the clock, firing due timers in order, and lets the checks' promises settle. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        for (let i = 0; i < 5; i++) await Promise.resolve();
      }
      now = end;
    },
    sleep(ms: number) {
      now += ms; // the machine slept: no timer fired
    },
  };
}

const HOUR = 3_600_000;
const schedule = { firstCheckAfterMs: 60_000, intervalMs: 4 * HOUR };

function checker(result: () => Promise<unknown> = async () => null) {
  const time = fakeTime();
  const checks: number[] = [];
  const logs: string[] = [];
  const updates = createUpdateChecker({
    ...time,
    schedule,
    log: (message) => logs.push(message),
    check: () => {
      checks.push(time.now());
      return result();
    },
  });
  return { time, checks, logs, updates };
}

describe("createUpdateChecker", () => {
  it("checks a minute after start, then every four hours", async () => {
    const { time, checks, updates } = checker();
    const start = time.now();
    updates.start();
    await time.advance(59_000);
    expect(checks).toEqual([]);
    await time.advance(1_000);
    await time.advance(8 * HOUR);
    expect(checks.map((at) => at - start)).toEqual([60_000, 60_000 + 4 * HOUR, 60_000 + 8 * HOUR]);
  });

  it("keeps checking after a failed check, and logs it instead of bothering the user", async () => {
    const { time, checks, logs, updates } = checker(async () => {
      throw new Error("net::ERR_INTERNET_DISCONNECTED");
    });
    updates.start();
    await time.advance(60_000 + 4 * HOUR);
    expect(checks).toHaveLength(2);
    expect(logs).toEqual([expect.stringMatching(/ERR_INTERNET_DISCONNECTED/), expect.stringMatching(/ERR_INTERNET_DISCONNECTED/)]);
  });

  it("checks on wake when the last check is older than the interval, not after a short nap", async () => {
    const { time, checks, updates } = checker();
    updates.start();
    await time.advance(60_000);
    time.sleep(HOUR);
    updates.resumed();
    await time.advance(0);
    expect(checks).toHaveLength(1);
    time.sleep(5 * HOUR);
    updates.resumed();
    await time.advance(0);
    expect(checks).toHaveLength(2);
  });

  it("stops checking once an update is downloaded, and after stop", async () => {
    const { time, checks, updates } = checker();
    updates.start();
    await time.advance(60_000);
    updates.downloaded();
    updates.resumed();
    await time.advance(24 * HOUR);
    expect(checks).toHaveLength(1);
    expect(time.pending()).toBe(0);
  });

  it("never runs two checks at once", async () => {
    let finish: () => void = () => undefined;
    const { time, checks, updates } = checker(() => new Promise<void>((resolve) => (finish = resolve)));
    updates.start();
    await time.advance(60_000);
    time.sleep(5 * HOUR);
    updates.resumed();
    await time.advance(0);
    expect(checks).toHaveLength(1);
    finish();
    await time.advance(0);
    await time.advance(4 * HOUR);
    expect(checks).toHaveLength(2);
  });
});

describe("updateReadyText", () => {
  it("names the version in the tray and the notification", () => {
    expect(updateReadyText("Kora", "1.4.0")).toEqual({
      trayLabel: "Restart to update to 1.4.0",
      notificationTitle: "Kora 1.4.0 is ready",
      notificationBody: expect.stringMatching(/installs when you quit Kora.*Restart to update/),
    });
  });

  it("does not echo a strange version string from the feed", () => {
    const text = updateReadyText("Kora", "1.0 <script>");
    expect(text.trayLabel).toBe("Restart to update");
    expect(text.notificationTitle).toBe("A new version of Kora is ready");
  });
});
