import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ACTIVITY_BATCH_MAX,
  ACTIVITY_IDLE_MS,
  ACTIVITY_THROTTLE_MS,
  MAX_ERROR_EVENTS,
} from "@kora/shared/domain/activity/activity-rules.ts";
import { createTestApp, errorOf, type JsonResponse, type TestApp } from "../../test/harness.ts";
import { ACTIVITY_COOKIE } from "./activity-cookie.ts";
import { ACTIVITY_REQUESTS_PER_MINUTE } from "./activity.service.ts";

let t: TestApp;
let session: string;
let userId: string;
beforeEach(async () => {
  t = await createTestApp();
  session = await t.signIn("ada@example.com");
  userId = (await t.services.db.selectFrom("users").select("id").where("email", "=", "ada@example.com").executeTakeFirstOrThrow()).id;
});
afterEach(() => t.close());

/** Posts an event as a browser holding the session cookie and, when given, the activity cookie. */
const post = (body: unknown, activity?: string, sessionToken: string | null = session) => {
  const cookies = [sessionToken ? `kora_session=${sessionToken}` : null, activity ? `${ACTIVITY_COOKIE}=${activity}` : null].filter(
    Boolean,
  );
  return t.call("POST", "/api/users/activity", { body, headers: cookies.length ? { cookie: cookies.join("; ") } : {} });
};
const activityCookie = (response: JsonResponse) => response.headers.get("set-cookie") ?? "";
const activityId = (response: JsonResponse) => new RegExp(`${ACTIVITY_COOKIE}=([^;]*)`).exec(activityCookie(response))?.[1];
const rows = (event?: string) => {
  let query = t.services.db.selectFrom("user_activity").selectAll().where("user_id", "=", userId);
  if (event) query = query.where("event", "=", event);
  return query.orderBy("id").execute();
};
const pageView = (route = "/my-kora/dashboard") => ({ route, event: "pageView" });

describe("POST /api/users/activity", () => {
  it("answers 401 to a signed-out caller and stores nothing", async () => {
    const response = await post(pageView(), undefined, null);
    expect(response.status).toBe(401);
    expect(await t.services.db.selectFrom("user_activity").select("id").where("event", "!=", "login").execute()).toHaveLength(0);
  });

  it("starts an activity session in an HttpOnly, SameSite=Strict cookie on /api and stores the event", async () => {
    const response = await post({ ...pageView(), extra: { tab: "upcoming" } });
    expect(response.status).toBe(202);
    const cookie = activityCookie(response);
    expect(cookie).toMatch(new RegExp(`${ACTIVITY_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/api");
    expect(cookie).not.toContain("Secure"); // the test app is plain http
    const [event] = await rows("pageView");
    expect(event).toMatchObject({ session_id: activityId(response), route: "/my-kora/dashboard", extra: '{"tab":"upcoming"}' });
    // Just signed in: the sign-in's own 'login' stands, the new session adds none.
    expect(await rows("login")).toHaveLength(1);
  });

  it("sets the cookie Secure when the app is served over https", async () => {
    await t.close();
    t = await createTestApp({ PUBLIC_URL: "https://kora.example" });
    session = await t.signIn("ada@example.com");
    const response = await post(pageView());
    expect(response.status).toBe(202);
    expect(activityCookie(response)).toMatch(/Secure/);
  });

  it("keeps the session while events come within the hour, without a new cookie", async () => {
    const first = await post(pageView());
    const id = activityId(first)!;
    t.clock.advance(ACTIVITY_IDLE_MS - 1000);
    const second = await post(pageView("/my-kora/bookings"), id);
    expect(second.status).toBe(202);
    expect(second.headers.get("set-cookie")).toBeNull();
    expect((await rows("pageView")).map((r) => r.session_id)).toEqual([id, id]);
  });

  it("after an idle hour starts a new session and counts the return as a log-in", async () => {
    const first = await post(pageView());
    const id = activityId(first)!;
    t.clock.advance(ACTIVITY_IDLE_MS);
    const back = await post({ route: "/my-kora/dashboard", event: "focus" }, id);
    expect(back.status).toBe(202);
    const newId = activityId(back);
    expect(newId).toBeDefined();
    expect(newId).not.toBe(id);
    const logins = await rows("login");
    expect(logins).toHaveLength(2);
    expect(logins[1]).toMatchObject({ session_id: newId, created_at: t.clock.now.toISOString() });
    expect(await rows("focus")).toMatchObject([{ session_id: newId }]);
  });

  it("ignores another person's activity session id: a fresh session of the caller's own", async () => {
    const other = await t.signIn("bob@example.com");
    const theirs = activityId(await post(pageView(), undefined, other))!;
    t.clock.advance(ACTIVITY_THROTTLE_MS);
    const mine = await post(pageView(), theirs);
    expect(activityId(mine)).toBeDefined();
    expect(activityId(mine)).not.toBe(theirs);
    expect((await rows("pageView")).map((r) => r.session_id)).toEqual([activityId(mine)]);
  });

  it("stores one event per person per 3 s, answering 202 to the rest", async () => {
    const id = activityId(await post(pageView()))!;
    t.clock.advance(ACTIVITY_THROTTLE_MS - 1);
    expect((await post(pageView("/a"), id)).status).toBe(202);
    expect(await rows("pageView")).toHaveLength(1);
    t.clock.advance(1);
    expect((await post(pageView("/b"), id)).status).toBe(202);
    expect((await rows("pageView")).map((r) => r.route)).toEqual(["/my-kora/dashboard", "/b"]);
  });

  it("of 10 events sent at once stores exactly one", async () => {
    const id = activityId(await post(pageView()))!;
    t.clock.advance(ACTIVITY_THROTTLE_MS);
    const before = (await rows("pageView")).length;
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => post(pageView(`/p/${i}`), id)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect((await rows("pageView")).length - before).toBe(1);
  });

  it("of 10 returns after an idle hour sent at once counts one log-in", async () => {
    t.clock.advance(ACTIVITY_IDLE_MS);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(pageView())));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect(await rows("login")).toHaveLength(2); // the sign-in's and one return
    expect(await rows("pageView")).toHaveLength(1);
  });

  it("stores the route's path only: the query string and fragment are dropped", async () => {
    await post(pageView("/password-free?step=signup&token=s3cret#top"));
    const [event] = await rows("pageView");
    expect(event?.route).toBe("/password-free");
    expect(JSON.stringify(await rows())).not.toContain("s3cret");
  });

  it.each([
    [{ event: "pageView" }, "route"],
    [{ route: "https://evil.example/x", event: "pageView" }, "route"],
    [{ route: "//evil.example/x", event: "pageView" }, "route"],
    [{ route: "/x", event: "login" }, "event"],
    [{ route: "/x" }, "event"],
    [{ route: "/x", event: "pageView", extra: [1, 2] }, "extra"],
    [{ route: "/x", event: "pageView", extra: { nested: { a: 1 } } }, "extra"],
    [{ route: "/x", event: "pageView", extra: { big: "x".repeat(201) } }, "extra"],
    [{ route: "/x", event: "pageView", extra: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) }, "extra"],
    [
      { route: "/x", event: "pageView", extra: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, "y".repeat(150)])) },
      "extra",
    ],
  ])("answers 422 to %j naming %s", async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    expect(await rows("pageView")).toHaveLength(0);
  });

  it("stores a batch of events together, in order, clicks and form events with their extra", async () => {
    const click = { route: "/my-kora", event: "clickOn", extra: { kind: "click", label: "Book now", target: "/c/ada/book" } };
    const submit = { route: "/my-kora", event: "clickOn", extra: { kind: "formError", form: "Sign in", fields: "email,password" } };
    const response = await post({ events: [pageView("/my-kora"), click, submit] });
    expect(response.status).toBe(202);
    const stored = await rows();
    expect(stored.filter((r) => r.event !== "login").map((r) => [r.event, r.route, r.extra])).toEqual([
      ["pageView", "/my-kora", null],
      ["clickOn", "/my-kora", JSON.stringify(click.extra)],
      ["clickOn", "/my-kora", JSON.stringify(submit.extra)],
    ]);
    expect(new Set(stored.filter((r) => r.event !== "login").map((r) => r.session_id))).toEqual(new Set([activityId(response)]));
  });

  it("throttles a batch as one request: a second within 3 s stores none of its events", async () => {
    const id = activityId(await post({ events: [pageView("/a"), pageView("/b")] }))!;
    t.clock.advance(ACTIVITY_THROTTLE_MS - 1);
    expect((await post({ events: [pageView("/c"), pageView("/d")] }, id)).status).toBe(202);
    expect((await rows("pageView")).map((r) => r.route)).toEqual(["/a", "/b"]);
  });

  it(`stores at most ${MAX_ERROR_EVENTS} error events per activity session, answering 202 to the rest`, async () => {
    const error = (i: number) => ({ route: "/my-kora", event: "error", extra: { message: `boom ${i}` } });
    const id = activityId(await post({ events: Array.from({ length: 20 }, (_, i) => error(i)) }))!;
    t.clock.advance(ACTIVITY_THROTTLE_MS);
    const second = await post({ events: [...Array.from({ length: 10 }, (_, i) => error(20 + i)), pageView("/still-counted")] }, id);
    expect(second.status).toBe(202);
    t.clock.advance(ACTIVITY_THROTTLE_MS);
    expect((await post({ events: [error(99)] }, id)).status).toBe(202);
    const errors = await rows("error");
    expect(errors).toHaveLength(MAX_ERROR_EVENTS);
    expect(errors.at(-1)?.extra).toBe(JSON.stringify({ message: "boom 24" }));
    expect((await rows("pageView")).map((r) => r.route)).toEqual(["/still-counted"]);

    // A new activity session (after an idle hour) may report errors again.
    t.clock.advance(ACTIVITY_IDLE_MS);
    expect((await post({ events: [error(100)] }, id)).status).toBe(202);
    expect(await rows("error")).toHaveLength(MAX_ERROR_EVENTS + 1);
  });

  it(`answers 429 past ${ACTIVITY_REQUESTS_PER_MINUTE} requests a minute`, async () => {
    const id = activityId(await post(pageView()))!;
    for (let i = 1; i < ACTIVITY_REQUESTS_PER_MINUTE; i++) expect((await post(pageView(), id)).status).toBe(202);
    const over = await post(pageView(), id);
    expect(over.status).toBe(429);
    expect((await errorOf(over)).code).toBe("rate_limited");
    t.clock.advance(60_000);
    expect((await post(pageView(), id)).status).toBe(202);
  });

  it.each([
    [{ events: [] }, "events"],
    [{ events: "pageView" }, "events"],
    [{ events: Array.from({ length: ACTIVITY_BATCH_MAX + 1 }, () => ({ route: "/x", event: "pageView" })) }, "events"],
    [
      {
        events: [
          { route: "/x", event: "pageView" },
          { route: "/x", event: "typed" },
        ],
      },
      "events.1.event",
    ],
    [{ events: [{ route: "/x", event: "clickOn", extra: { label: "x".repeat(201) } }] }, "events.0.extra"],
  ])("answers 422 to the batch %j naming %s, storing none of it", async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    expect((await rows()).filter((r) => r.event !== "login")).toHaveLength(0);
  });
});
