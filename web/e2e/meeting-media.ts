import { serverNow, type BrowserContext, type Page } from "./support/test.ts";

/**
 * What the meeting specs and `npm run bench:meeting` read from inside a page: every
 * RTCPeerConnection the page made (recorded by an init script, so the app needs no test hooks),
 * their getStats, and the remote `<video>` elements the screens render (`data-kind`, `data-self`).
 * Only Playwright's types are imported, so the Deno benchmark uses this file too.
 */

export { CHROMIUM_ARGS, MEDIA_ARGS } from "./support/chromium-args.ts";

/** Remote cameras on the call screen (my own tile carries data-self). */
export const REMOTE_CAMERAS = 'video[data-kind="camera"]:not([data-self])';
export const REMOTE_SCREENS = 'video[data-kind="screen"]:not([data-self])';

/** Runs in the page before its scripts: keeps every RTCPeerConnection in `window.__koraPeers`. */
function recordPeerConnections() {
  const w = window as unknown as { RTCPeerConnection: typeof RTCPeerConnection; __koraPeers?: RTCPeerConnection[] };
  if (w.__koraPeers) return;
  const peers: RTCPeerConnection[] = [];
  w.__koraPeers = peers;
  const Native = w.RTCPeerConnection;
  w.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      peers.push(this);
    }
  };
}

export type Pressure = "nominal" | "fair" | "serious" | "critical";
const pressureOf = new WeakMap<Page, Promise<(state: Pressure) => Promise<void>>>();

/**
 * Replaces the page's CPU pressure readings with a virtual source, at "nominal" until told otherwise
 * (the app lowers its video on serious and critical pressure: public-site §3 CPUThreshold). Every
 * call page gets one (callContext), so no spec's video depends on how busy the machine running it is;
 * the CPU spec moves it. Before the call starts observing: Chromium leaves observers already running
 * on the machine's readings ("Non-virtual observers are running while a virtual source is being added…").
 */
export function virtualPressure(page: Page): Promise<(state: Pressure) => Promise<void>> {
  let setter = pressureOf.get(page);
  if (!setter) {
    setter = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setPressureSourceOverrideEnabled", { enabled: true, source: "cpu", metadata: { available: true } });
      const set = async (state: Pressure) => {
        await cdp.send("Emulation.setPressureStateOverride", { source: "cpu", state });
      };
      await set("nominal");
      return set;
    })();
    pressureOf.set(page, setter);
  }
  return setter;
}

/** Camera and microphone allowed, and peer connections recorded, for every page of `context`. */
export async function prepareMeetingContext(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["camera", "microphone"]);
  await context.addInitScript(recordPeerConnections);
}

export interface PeerStats {
  connectionState: RTCPeerConnectionState;
  iceTransportPolicy: RTCIceTransportPolicy | null;
  inboundVideoBytes: number;
  inboundAudioBytes: number;
  framesDecoded: number;
  outboundVideoBytes: number;
  /** Candidate types of the selected pair ("host", "srflx", "relay"…), when there is one. */
  localCandidateType: string | null;
  remoteCandidateType: string | null;
  /** The local candidate as address:port (coturn's relay address when relayed). */
  localCandidateAddress: string | null;
}

/** getStats of every open peer connection in the page. */
export function peerStats(page: Page): Promise<PeerStats[]> {
  return page.evaluate(async () => {
    const peers = ((window as unknown as { __koraPeers?: RTCPeerConnection[] }).__koraPeers ?? []).filter(
      (pc) => pc.connectionState !== "closed",
    );
    return Promise.all(
      peers.map(async (pc) => {
        const report = await pc.getStats();
        const all = [...report.values()] as Record<string, unknown>[];
        const sum = (type: string, kind: string, field: string) =>
          all.filter((s) => s.type === type && s.kind === kind).reduce((total, s) => total + (Number(s[field]) || 0), 0);
        const transport = all.find((s) => s.type === "transport" && s.selectedCandidatePairId);
        const pair = (
          transport
            ? report.get(String(transport.selectedCandidatePairId))
            : all.find((s) => s.type === "candidate-pair" && s.nominated && s.state === "succeeded")
        ) as Record<string, unknown> | undefined;
        const local = pair ? (report.get(String(pair.localCandidateId)) as Record<string, unknown> | undefined) : undefined;
        const remote = pair ? (report.get(String(pair.remoteCandidateId)) as Record<string, unknown> | undefined) : undefined;
        return {
          connectionState: pc.connectionState,
          iceTransportPolicy: pc.getConfiguration().iceTransportPolicy ?? null,
          inboundVideoBytes: sum("inbound-rtp", "video", "bytesReceived"),
          inboundAudioBytes: sum("inbound-rtp", "audio", "bytesReceived"),
          framesDecoded: sum("inbound-rtp", "video", "framesDecoded"),
          outboundVideoBytes: sum("outbound-rtp", "video", "bytesSent"),
          localCandidateType: local ? String(local.candidateType) : null,
          remoteCandidateType: remote ? String(remote.candidateType) : null,
          localCandidateAddress: local ? `${String(local.address)}:${String(local.port)}` : null,
        };
      }),
    );
  });
}

/** How many remote camera videos show a decoded picture (videoWidth > 0 and playing). */
export function remoteCamerasShowing(page: Page, selector = REMOTE_CAMERAS): Promise<number> {
  return page.evaluate(
    (sel) => [...document.querySelectorAll<HTMLVideoElement>(sel)].filter((v) => v.videoWidth > 0 && !v.paused).length,
    selector,
  );
}

/**
 * Arms a stopwatch in the page: it starts when "Join now" is clicked (a capture listener, so the
 * app's own handler runs after it) and stops when `count` remote cameras show a decoded picture.
 * Times are epoch milliseconds (performance.timeOrigin + now), comparable across pages.
 */
export function armJoinStopwatch(page: Page, count: number): Promise<void> {
  return page.evaluate((expected) => {
    const w = window as unknown as { __koraJoin?: { clickedAt: number | null; firstFrameAt: number | null } };
    const watch = { clickedAt: null as number | null, firstFrameAt: null as number | null };
    w.__koraJoin = watch;
    const now = () => performance.timeOrigin + performance.now();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest("button");
      if (button && button.textContent?.trim() === "Join now" && watch.clickedAt === null) watch.clickedAt = now();
    };
    document.addEventListener("click", onClick, true);
    const poll = () => {
      const showing = [...document.querySelectorAll<HTMLVideoElement>('video[data-kind="camera"]:not([data-self])')].filter(
        (v) => v.videoWidth > 0,
      );
      if (watch.clickedAt !== null && showing.length >= expected) {
        watch.firstFrameAt = now();
        document.removeEventListener("click", onClick, true);
        return;
      }
      setTimeout(poll, 2);
    };
    poll();
  }, count);
}

/** The armed stopwatch's reading once it stopped: { clickedAt, firstFrameAt } in epoch ms. */
export async function readJoinStopwatch(page: Page, timeoutMs: number): Promise<{ clickedAt: number; firstFrameAt: number }> {
  const handle = await page.waitForFunction(
    () => {
      const watch = (window as unknown as { __koraJoin?: { clickedAt: number | null; firstFrameAt: number | null } }).__koraJoin;
      return watch?.firstFrameAt ? watch : null;
    },
    undefined,
    { timeout: timeoutMs, polling: 10 },
  );
  return (await handle.jsonValue()) as { clickedAt: number; firstFrameAt: number };
}

/** The preview's main button: booking parties and hosts join, others ask to join a personal room. */
export const JOIN_BUTTON = /^(Join now|Ask to join)$/;

/** Opens a call's preview at `path` and waits until my camera shows and the join button is there. */
export async function openPreview(page: Page, path: string, timeoutMs = 15_000): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(
    () => [...document.querySelectorAll<HTMLVideoElement>('video[data-kind="camera"][data-self]')].some((v) => v.videoWidth > 0),
    undefined,
    { timeout: timeoutMs },
  );
  await page.getByRole("button", { name: JOIN_BUTTON }).waitFor({ timeout: timeoutMs });
}

/** Waits until `count` remote cameras in the page show a decoded picture. */
export async function waitForRemoteCameras(page: Page, count: number, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll<HTMLVideoElement>('video[data-kind="camera"]:not([data-self])')].filter((v) => v.videoWidth > 0)
        .length === expected,
    count,
    { timeout: timeoutMs, polling: 20 },
  );
}

/** Leaves with the call's Leave button and waits for the end screen. */
export async function leaveCall(page: Page): Promise<void> {
  await page.getByRole("toolbar", { name: "Call controls" }).getByRole("button", { name: "Leave call" }).click();
  await page.getByRole("heading", { name: "You left the call" }).waitFor();
}

/** Signs a seeded demo account in within `page`'s context (the API sets the session cookie). */
export async function signInDemoAccount(page: Page, email: string, password = "KoraDemo2026!"): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  if (!response.ok()) throw new Error(`signing ${email} in: ${response.status()} ${await response.text()}`);
}

async function data<T>(response: Awaited<ReturnType<Page["request"]["get"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }));

/**
 * A confirmed 30-minute booking between the advisor signed in on `advisor` and the learner on
 * `learner`, made through the API as people do it: the advisor takes bookings around the clock with
 * no notice and publishes a free card, the learner asks for a time, the advisor confirms it.
 * `startsWithinMinutes` picks the first free slot starting before then (inside the join window);
 * `daysAhead` one that many days out (outside it).
 */
export async function confirmedBooking(
  advisor: Page,
  learner: Page,
  when: { startsWithinMinutes: number } | { daysAhead: number },
  card: { title: string; body: Record<string, unknown>; reviewer?: Page },
): Promise<{ id: string; startUtc: string }> {
  const availability = await advisor.request.put("/api/me/availability", {
    data: { workingHours: ALL_WEEK, minNoticeHours: 0, bufferMinutes: 0 },
  });
  if (!availability.ok()) throw new Error(`availability: ${availability.status()} ${await availability.text()}`);
  const created = await data<{ id: string }>(
    await advisor.request.post("/api/cards", { data: { ...card.body, title: card.title, rate: 0, durations: [30] } }),
    "creating a card",
  );
  const published = await data<{ status: string }>(await advisor.request.post(`/api/cards/${created.id}/publish`), "publishing the card");
  // An advisor's first marketplace card goes to review: the staff reviewer approves it.
  if (published.status === "awaiting-review") {
    if (!card.reviewer) throw new Error("the card awaits review and no reviewer was given");
    await data(await card.reviewer.request.post(`/api/cards/${created.id}/approve`), "approving the card");
  }
  const now = await serverNow();
  const fromMs = "daysAhead" in when ? now + when.daysAhead * 86_400_000 : now;
  const query = new URLSearchParams({
    from: new Date(fromMs).toISOString(),
    to: new Date(fromMs + 2 * 86_400_000).toISOString(),
    duration: "30",
  });
  const slots = await data<{ startUtc: string }[]>(
    await learner.request.get(`/api/cards/${created.id}/availability?${query}`),
    "free times",
  );
  const slot =
    "startsWithinMinutes" in when ? slots.find((s) => Date.parse(s.startUtc) - now < when.startsWithinMinutes * 60_000) : slots[0];
  if (!slot)
    throw new Error(
      `no free time ${JSON.stringify(when)} among ${slots.length} from ${slots[0]?.startUtc} (now ${new Date(now).toISOString()})`,
    );
  const booking = await data<{ id: string }>(
    await learner.request.post("/api/bookings", {
      headers: { "Idempotency-Key": crypto.randomUUID() },
      data: {
        cardId: created.id,
        duration: 30,
        preferredTimes: [slot.startUtc],
        discussionTopic: "A call to try the meeting room end to end.",
        expiry: "startsWithinMinutes" in when ? "exact" : 24,
      },
    }),
    "requesting the booking",
  );
  await data(
    await advisor.request.post(`/api/bookings/${booking.id}/confirm`, { data: { time: slot.startUtc } }),
    "confirming the booking",
  );
  return { id: booking.id, startUtc: slot.startUtc };
}
