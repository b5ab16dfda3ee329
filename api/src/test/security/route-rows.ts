import type { UserRow } from "../../features/users/users.table.ts";
import type { bookingScenario } from "../booking-scenario.ts";
import { HOUR } from "../booking-scenario.ts";
import type { JsonResponse, TestApp } from "../harness.ts";

/**
 * One row per mounted route (method + path, as `app.routes` spells it). routes.security.test.ts
 * fails when a mounted route has no row here, or a row names a route that is gone: a new route
 * gets its row in the same change. What each field asks for:
 *
 * - `access`: `public` (no session needed), `user` (401 without one) or `dev` (embedded mode only:
 *   never mounted in production).
 * - `stateChanging`: it changes something. POST/PUT/PATCH/DELETE always; a GET only when it truly
 *   does (signing out, opening a socket). Every state-changing row is refused with 403 from another site.
 * - `object`: every route with a path parameter (and any that takes someone's object in its body)
 *   says whose object it is. `owned`: `make` builds one owned by user A and A's request on it; A gets
 *   `owner` (success, or the answer for the object's state — never 404), anyone else signed in gets
 *   404 (not 403, which tells them it exists) unless `other` names the product rule, and a signed-out
 *   caller gets 401 (404 on a public route). `public`: the object is meant to be seen by anyone, and `why`.
 * - `role`: only some signed-in people may use it; anyone else signed in gets 403.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type RouteKey = `${Method} /${string}`;

export interface Person {
  user: UserRow;
  cookie: string;
}

export type Scenario = Awaited<ReturnType<typeof bookingScenario>>;

/** What the suite builds once: the app, a booking scenario (advisor A with a published card, learner L with a saved card) and a stranger. */
export interface Fixtures {
  t: TestApp;
  s: Scenario;
  /** Signed in, on no booking, owning nothing of A's or L's. */
  stranger: Person;
  call(method: string, path: string, options?: { cookie?: string; body?: unknown }): Promise<JsonResponse>;
  /** A fresh draft card of the advisor's (not visible to anyone else). */
  draftCard(): Promise<string>;
  /** A fresh request from the learner to the advisor, awaiting the advisor; `time` is its proposed start. */
  requested(): Promise<{ id: string; time: string }>;
  /** A fresh confirmed (and paid) booking between them, days ahead. */
  confirmed(): Promise<string>;
  /** A future start no other fixture uses. */
  freshTime(): string;
}

export interface OwnedRequest {
  owner: Person;
  path: string;
  body?: unknown;
}

export interface OwnedObject {
  kind: "owned";
  make(fx: Fixtures): Promise<OwnedRequest>;
  /** The owner's answer: success, or the domain's answer for the object's state. */
  owner: number;
  /** Someone else signed in: 404 unless a product rule says otherwise (and why). */
  other?: { status: number; why: string };
}

export interface PublicObject {
  kind: "public";
  why: string;
}

export interface RouteRow {
  access: "public" | "user" | "dev";
  stateChanging: boolean;
  object?: OwnedObject | PublicObject;
  role?: { who: "staff"; ok: number; body?: unknown };
}

export const read = (access: RouteRow["access"], extra: Partial<RouteRow> = {}): RouteRow => ({ access, stateChanging: false, ...extra });
export const write = (access: RouteRow["access"], extra: Partial<RouteRow> = {}): RouteRow => ({ access, stateChanging: true, ...extra });
export const owned = (make: OwnedObject["make"], owner: number, other?: OwnedObject["other"]): { object: OwnedObject } => ({
  object: { kind: "owned", make, owner, other },
});
export const shared = (why: string): { object: PublicObject } => ({ object: { kind: "public", why } });

/** A fresh draft card of the advisor's, and the request on it (`body` may name it too). */
export const draft =
  (path: (id: string) => string, body?: (fx: Fixtures, id: string) => unknown) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const id = await fx.draftCard();
    return { owner: fx.s.advisor, path: path(id), body: body?.(fx, id) };
  };

/** A fresh request the learner made, acted on by `who`. */
export const request =
  (path: (id: string, fx: Fixtures) => string, who: "advisor" | "learner", body?: (fx: Fixtures, time: string) => unknown) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const { id, time } = await fx.requested();
    return { owner: fx.s[who], path: path(id, fx), body: body?.(fx, time) };
  };

/** A fresh confirmed booking, acted on by `who`. */
export const booked =
  (path: (id: string, fx: Fixtures) => string, who: "advisor" | "learner", body?: (fx: Fixtures) => unknown) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const id = await fx.confirmed();
    return { owner: fx.s[who], path: path(id, fx), body: body?.(fx) };
  };

/** An instant `hours` from the test clock's now. */
export const inHours = (fx: Fixtures, hours: number) => new Date(fx.t.clock.now.getTime() + hours * HOUR).toISOString();
