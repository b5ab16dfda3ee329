import type { Hono } from "hono";
import type { UpgradeWebSocket } from "hono/ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBodySchema } from "@kora/shared/contracts/errors.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { verifyMeetingToken } from "../../features/meetings/meeting-tokens.ts";
import type { AppEnv } from "../../http/context.ts";
import { bookingScenario, HOUR } from "../booking-scenario.ts";
import { makeUser, postCard } from "../factories.ts";
import { createTestApp, errorOf, type JsonResponse, ORIGIN, type TestApp } from "../harness.ts";
import { ROUTES, type Fixtures, type OwnedRequest, type Person, type RouteKey, type RouteRow } from "./route-table.ts";

/**
 * The standing per-route security suite (ARCHITECTURE.md "Per-route security"): every route the app
 * mounts has a row in route-table.ts, and every row is checked signed out, from another site, and —
 * for routes that take someone's object — as its owner and as someone else.
 */

/** Any body that carries a token in its data (a meeting token), whatever else it holds. */
const tokenBody = z.object({ data: z.object({ token: z.string() }) });

/** main.ts mounts `/ws` with Deno's upgrade; this stand-in answers once every check before the upgrade has passed. */
const upgradeStub = (() => async (c: { body(data: null, status: 204): Response }) => c.body(null, 204)) as unknown as UpgradeWebSocket;

/** Requests a browser on another site can make with the victim's cookie: the origin check must refuse them all. */
const CROSS_SITE: [string, Record<string, string | undefined>][] = [
  ["another origin", { origin: "https://evil.example" }],
  ["a look-alike origin", { origin: `${ORIGIN}.evil.example` }],
  ["another port on this host", { origin: "http://localhost:9999" }],
  ["Origin: null from another site (sandboxed frame, form under no-referrer)", { origin: "null", "sec-fetch-site": "cross-site" }],
  ["no Origin, Sec-Fetch-Site: cross-site (a top-level navigation)", { origin: undefined, "sec-fetch-site": "cross-site" }],
  ["no Origin, Sec-Fetch-Site: same-site (a sibling subdomain)", { origin: undefined, "sec-fetch-site": "same-site" }],
];

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXAMPLE_PARAMS: Record<string, string> = {
  id: "00000000-0000-4000-8000-000000000000",
  userId: "00000000-0000-4000-8000-000000000001",
  action: "publish",
  slug: "no-such-thing",
  code: "nocode1",
};

const rows = Object.entries(ROUTES) as [RouteKey, RouteRow][];
const split = (key: RouteKey) => key.split(" ") as [string, string];
const examplePath = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? "example");

/** What the app mounts, as `METHOD path`: every handler, minus `use()` middleware (method ALL on a wildcard path). */
function mountedRoutes(app: Hono<AppEnv>): Set<string> {
  return new Set(
    app.routes.filter((route) => !(route.method === "ALL" && route.path.endsWith("*"))).map((route) => `${route.method} ${route.path}`),
  );
}

let t: TestApp;
let app: Hono<AppEnv>;
let fx: Fixtures;

/** A request as a browser on our own site makes it, unless `headers` says otherwise (undefined drops a header). */
async function send(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string | undefined> } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ origin: ORIGIN, ...options.headers })) if (value !== undefined) headers[name] = value;
  const body = options.body === undefined && UNSAFE.has(method) ? {} : options.body;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = `kora_session=${options.cookie}`;
  return app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const describeResponse = async (response: JsonResponse) => `${response.status} ${await response.clone().text()}`;

beforeAll(async () => {
  t = await createTestApp();
  app = (
    await createApp({
      config: t.services.config,
      db: t.services.db,
      now: () => t.clock.now,
      upgradeWebSocket: upgradeStub,
      blobs: t.services.blobs,
    })
  ).app;
  const s = await bookingScenario(t);
  const stranger = await makeUser(t, { firstName: "Mallory" });
  let hours = 48;
  let cards = 0;
  const freshTime = () => {
    hours += 2;
    return new Date(t.clock.now.getTime() + hours * HOUR).toISOString();
  };
  const requested = async () => {
    const booking = await s.requested([freshTime()]);
    return { id: booking.id, time: booking.bookingTimesSuggested[0]!.timestampUtc };
  };
  fx = {
    t,
    s,
    stranger,
    call: (method, path, options) => send(method, path, options),
    draftCard: () => postCard(t, s.advisor.cookie, { title: `Draft card number ${++cards}` }),
    requested,
    confirmed: async () => {
      const { id, time } = await requested();
      const response = await s.act(s.advisor.cookie, id, "confirm", { time });
      if (response.status !== 200) throw new Error(`confirm failed: ${await describeResponse(response)}`);
      return id;
    },
    freshTime,
  };
});
afterAll(() => t?.close());

describe("the route table", () => {
  it("has a row for every mounted route (add one to api/src/test/security/route-table.ts)", () => {
    const missing = [...mountedRoutes(app)].filter((key) => !(key in ROUTES));
    expect(missing, "mounted routes without a row").toEqual([]);
  });

  it("names only routes that are mounted", () => {
    const mounted = mountedRoutes(app);
    expect(
      rows.map(([key]) => key).filter((key) => !mounted.has(key)),
      "rows for routes that no longer exist",
    ).toEqual([]);
  });

  it("is the harness's app, plus the socket main.ts mounts", () => {
    expect([...mountedRoutes(app)].filter((key) => !mountedRoutes(t.app).has(key))).toEqual(["GET /ws"]);
  });

  it("says whose object every route with a path parameter takes", () => {
    expect(rows.filter(([key, row]) => split(key)[1].includes(":") && !row.object).map(([key]) => key)).toEqual([]);
  });

  it("marks every POST, PUT, PATCH and DELETE as state-changing", () => {
    expect(rows.filter(([key, row]) => UNSAFE.has(split(key)[0]) && !row.stateChanging).map(([key]) => key)).toEqual([]);
  });

  it("mounts the dev routes in embedded mode only", async () => {
    const config = loadConfig({
      KORA_MODE: "production",
      SECRET_KEY: "k".repeat(40),
      CALENDAR_SECRET_KEY: "a2FyYS10ZXN0LWNhbGVuZGFyLWtleS0zMi1ieXRlcyE=",
      PUBLIC_URL: "https://kora.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
      PAYMENTS_ALLOW_LEDGER: "true",
      LOG_LEVEL: "silent",
    });
    const production = (await createApp({ config, db: t.services.db, now: () => t.clock.now, blobs: t.services.blobs })).app;
    const dev = rows.filter(([, row]) => row.access === "dev").map(([key]) => key);
    expect(dev.length).toBeGreaterThan(0);
    for (const key of dev) {
      expect(mountedRoutes(production).has(key), key).toBe(false);
      const [method, pattern] = split(key);
      expect((await production.request(examplePath(pattern), { method })).status, key).toBe(404);
    }
  });
});

describe.each(rows)("%s", (key, row) => {
  const [method, pattern] = split(key);
  const object = row.object?.kind === "owned" ? row.object : undefined;
  let target: OwnedRequest | undefined;
  const path = () => target?.path ?? examplePath(pattern);
  /** Whose cookie a cross-site request carries: the object's owner, or someone made for it (a request that got through could end their session). */
  const victim = async (): Promise<Person> => target?.owner ?? (await makeUser(t, { firstName: "Victor" }));

  beforeAll(async () => {
    if (object) target = await object.make(fx);
  });

  if (row.access === "user") {
    it("answers 401 without a session", async () => {
      const response = await send(method, path(), { body: target?.body });
      expect(response.status, await describeResponse(response)).toBe(401);
      expect((await errorOf(response)).code).toBe("unauthenticated");
    });
  } else if (object) {
    it("hides the owner's object from a signed-out caller (404)", async () => {
      const response = await send(method, path(), { body: target?.body });
      expect(response.status, await describeResponse(response)).toBe(404);
    });
  } else {
    it(`answers without a session${row.access === "dev" ? " (embedded mode's dev tool)" : ""}`, async () => {
      const response = await send(method, path());
      expect(response.status, await describeResponse(response)).toBeLessThan(500);
      if (response.headers.get("content-type")?.includes("json") && response.status >= 400) {
        expect((await errorOf(response)).code).not.toMatch(/^(unauthenticated|cross_site)$/);
      }
    });
  }

  if (row.stateChanging) {
    it.each(CROSS_SITE)("refuses a request from %s with 403", async (_, headers) => {
      const response = await send(method, path(), { cookie: (await victim()).cookie, body: target?.body, headers });
      expect(response.status, await describeResponse(response)).toBe(403);
      expect((await errorOf(response)).code).toBe("cross_site");
    });
  }

  if (row.role) {
    const role = row.role;
    it(`answers 403 to someone signed in who isn't ${role.who}`, async () => {
      const response = await send(method, path(), { cookie: fx.stranger.cookie, body: role.body });
      expect(response.status, await describeResponse(response)).toBe(403);
    });
    it(`answers ${role.ok} to ${role.who}`, async () => {
      const response = await send(method, path(), { cookie: fx.s.staff.cookie, body: role.body });
      expect(response.status, await describeResponse(response)).toBe(role.ok);
    });
  }

  if (object) {
    const other = object.other ?? { status: 404, why: "" };
    const why = other.why ? ` (${other.why})` : " (not 403: that would say it exists)";
    // Before the owner's own request, which may change or delete the object. Staff own nothing of others' either.
    it.each([
      ["another signed-in user", () => fx.stranger],
      ["staff", () => fx.s.staff],
    ] as const)(`answers ${other.status} to %s${why}`, async (_, who) => {
      const response = await send(method, target!.path, { cookie: who().cookie, body: target!.body });
      expect(response.status, await describeResponse(response)).toBe(other.status);
      const body = response.headers.get("content-type")?.includes("json") ? await response.json() : null;
      if (other.status === 404) expect(errorBodySchema.parse(body).error.code).toBe("not_found");
      // A token handed to someone else never lets them walk in.
      const handed = tokenBody.safeParse(body);
      if (handed.success)
        expect((await verifyMeetingToken(t.services.secret, handed.data.data.token, t.clock.now.getTime()))?.admitted).toBe(false);
    });

    it(`answers ${object.owner} to the owner`, async () => {
      const response = await send(method, target!.path, { cookie: target!.owner.cookie, body: target!.body });
      expect(response.status, await describeResponse(response)).toBe(object.owner);
    });
  }
});
