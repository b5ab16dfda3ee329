/**
 * When and whether the desktop app looks for updates, and what it tells the user. electron-updater
 * does the downloading and installing (src/main/updates.ts); these are the decisions around it.
 */
import { z } from "zod";

export type UpdateDecision = { enabled: true; feedUrl: string } | { enabled: false; reason: string };

export interface UpdateEnvironment {
  /** app.isPackaged: `npm start` runs Electron from the source tree, which has nothing to update. */
  isPackaged: boolean;
  /** The feed baked in at build time from KORA_UPDATE_URL (package.json's koraUpdateFeed), if any. */
  feedUrl: unknown;
  /** The running process's environment; KORA_DISABLE_UPDATES=1 lets IT departments manage installs. */
  env: Readonly<Record<string, string | undefined>>;
}

const feedSchema = z.string().trim().min(1).max(2048);

/** Whether `url` may serve updates: https only, no credentials, query or fragment (same rule as the build). */
export function isAcceptableFeed(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === "https:" && !parsed.username && !parsed.password && !parsed.search && !parsed.hash;
}

/** Whether this run checks for updates, and from where. */
export function decideUpdates(environment: UpdateEnvironment): UpdateDecision {
  if (!environment.isPackaged) return { enabled: false, reason: "not a packaged build (npm start)" };
  if (environment.env.KORA_DISABLE_UPDATES === "1") return { enabled: false, reason: "KORA_DISABLE_UPDATES=1" };
  const feed = feedSchema.safeParse(environment.feedUrl);
  if (!feed.success) return { enabled: false, reason: "built without KORA_UPDATE_URL" };
  // Linux packages are installed without a signature check, so the feed must at least be TLS.
  if (!isAcceptableFeed(feed.data)) return { enabled: false, reason: `the update feed "${feed.data}" is not a plain https URL` };
  return { enabled: true, feedUrl: feed.data };
}

export interface UpdateSchedule {
  /** Wait after start before the first check, so start-up and the first page load stay fast. */
  firstCheckAfterMs: number;
  /** Time between checks while the app runs all day. */
  intervalMs: number;
}

export const DEFAULT_UPDATE_SCHEDULE: UpdateSchedule = { firstCheckAfterMs: 60_000, intervalMs: 4 * 60 * 60_000 };

export interface UpdateCheckerDeps {
  /** Starts one check (electron-updater downloads what it finds); may reject. */
  check(): Promise<unknown>;
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  log(message: string): void;
  schedule?: UpdateSchedule;
}

export interface UpdateChecker {
  start(): void;
  /** The machine woke up: check now if the last check is older than the interval. */
  resumed(): void;
  /** An update was downloaded: no more checks are needed until the restart. */
  downloaded(): void;
  stop(): void;
}

/**
 * Checks shortly after start, then every few hours, and after waking from sleep when a check is
 * due. One check at a time; a failed check (offline, feed down) is logged and retried at the next
 * turn, never shown to the user — updates are not worth interrupting a session for.
 */
export function createUpdateChecker(deps: UpdateCheckerDeps): UpdateChecker {
  const schedule = deps.schedule ?? DEFAULT_UPDATE_SCHEDULE;
  let timer: unknown = null;
  let lastCheckAt: number | null = null;
  let running = false;
  let active = false;

  const arm = (ms: number): void => {
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(() => {
      timer = null;
      void runCheck();
    }, ms);
  };

  async function runCheck(): Promise<void> {
    if (!active || running) return;
    running = true;
    lastCheckAt = deps.now();
    try {
      await deps.check();
    } catch (error) {
      deps.log(`Update check failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
    if (active) arm(schedule.intervalMs);
  }

  const halt = (): void => {
    active = false;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };

  return {
    start() {
      if (active) return;
      active = true;
      arm(schedule.firstCheckAfterMs);
    },
    resumed() {
      if (!active || running) return;
      if (lastCheckAt === null || deps.now() - lastCheckAt >= schedule.intervalMs) arm(0);
    },
    downloaded: halt,
    stop: halt,
  };
}

export interface UpdateReadyText {
  trayLabel: string;
  notificationTitle: string;
  notificationBody: string;
}

/** What the user is told once an update is downloaded (it also installs by itself on quit). */
export function updateReadyText(productName: string, version: string): UpdateReadyText {
  const safeVersion = /^[0-9A-Za-z.+-]{1,40}$/.test(version) ? version : "";
  const named = safeVersion ? `${productName} ${safeVersion}` : `A new version of ${productName}`;
  return {
    trayLabel: safeVersion ? `Restart to update to ${safeVersion}` : "Restart to update",
    notificationTitle: `${named} is ready`,
    notificationBody: `It installs when you quit ${productName}, or choose "Restart to update" in the tray menu when you are not in a session.`,
  };
}
