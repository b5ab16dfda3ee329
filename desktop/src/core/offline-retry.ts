export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s … up to a minute: quick after a blip, cheap during a long outage. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 60_000 };

/**
 * Delay before retry number `attempt` (0-based): exponential, capped, with "equal jitter" — half
 * fixed, half random. Every advisor keeps the app open all day, so after a server restart
 * thousands of shells retry at once; the jitter spreads them out. `random` returns [0, 1).
 */
export function retryDelayMs(attempt: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const safeAttempt = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** safeAttempt);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

/** Chromium's net::ERR_ABORTED: a newer navigation replaced this one; not an outage. */
const ERR_ABORTED = -3;

/** Whether a failed main-frame load of a Kora page should show the offline page and retry. */
export function isOutage(errorCode: number): boolean {
  return errorCode !== ERR_ABORTED;
}

export interface ReconnectorDeps {
  /** Show the local offline page, saying when the next try is and what failed. */
  showOffline(retryInMs: number, targetUrl: string, reason: string): void;
  /** Resolve true when the server answers at all; never reject. */
  probe(targetUrl: string): Promise<boolean>;
  /** Load the page again in the window. */
  load(targetUrl: string): void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  random(): number;
  backoff?: BackoffOptions;
}

export interface Reconnector {
  /** The window failed to load `targetUrl` (a Kora page): show the offline page, retry later. */
  loadFailed(targetUrl: string, reason: string): void;
  /** A Kora page arrived from the server: stop retrying; the next outage starts from 1 s again. */
  serverAnswered(): void;
  /** Skip the wait (the machine woke up or came back online), if we are offline at all. */
  retryNow(): void;
  stop(): void;
}

/**
 * Keeps the window useful while the server is unreachable: the offline page stays up while a
 * light probe checks the server, and the real page is only loaded once the server answers —
 * loading it blindly would blank the window for a whole connection timeout on every try.
 */
export function createReconnector(deps: ReconnectorDeps): Reconnector {
  let attempt = 0;
  let target: string | null = null;
  let reason = "";
  let timer: unknown = null;
  // Each scheduled try gets a number; a probe that returns after a newer failure or after the
  // server answered is stale and must not load anything.
  let generation = 0;

  function cancelTimer(): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  }

  function scheduleTry(delayMs: number): void {
    cancelTimer();
    const mine = ++generation;
    timer = deps.setTimer(() => {
      timer = null;
      void tryAgain(mine);
    }, delayMs);
  }

  async function tryAgain(mine: number): Promise<void> {
    if (target === null) return;
    const url = target;
    const up = await deps.probe(url).catch(() => false);
    if (mine !== generation || target === null) return;
    if (up) {
      deps.load(url);
      return;
    }
    const delay = retryDelayMs(attempt++, deps.random, deps.backoff);
    deps.showOffline(delay, url, reason);
    scheduleTry(delay);
  }

  return {
    loadFailed(targetUrl, failure) {
      target = targetUrl;
      reason = failure;
      const delay = retryDelayMs(attempt++, deps.random, deps.backoff);
      deps.showOffline(delay, targetUrl, failure);
      scheduleTry(delay);
    },
    serverAnswered() {
      attempt = 0;
      target = null;
      generation++;
      cancelTimer();
    },
    retryNow() {
      if (target === null) return;
      scheduleTry(0);
    },
    stop() {
      target = null;
      generation++;
      cancelTimer();
    },
  };
}
