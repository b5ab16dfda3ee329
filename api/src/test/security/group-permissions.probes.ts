import { GROUP_CARD_MESSAGES, type GroupCardRights } from "@kora/shared/domain/groups/access.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { CARD_MESSAGES } from "@kora/shared/domain/cards/rules.ts";
import { cardInput } from "../factories.ts";
import type { JsonResponse } from "../harness.ts";
import type { Viewer, World } from "./group-permissions.world.ts";

/**
 * The requests the group-permission matrix makes about the group's cards, and what each must answer
 * for a viewer given what the rule (shared/domain/groups/access.ts) says they may do in the group as
 * it is configured at the time.
 */

/** What the rule decides for one viewer under the group's current settings. */
export interface Decision {
  rights: GroupCardRights;
  /** The named permissions they hold. */
  held: ReadonlySet<string>;
  /** Whether they may watch the group's shared recordings (a membership status, not a permission). */
  videos: boolean;
}

/** What the API must answer: a status, and the error's message or a check of the body. */
export interface Expected {
  status: number;
  message?: string;
  /** A check of the JSON body; `says` names what it checks. */
  body?: { says: string; holds(json: unknown): boolean };
}

export interface Probe {
  /** The mounted route, as `app.routes` names it. */
  route: string;
  /** Which of the route's uses, when one route has several. */
  variant?: string;
  /** The route needs a session: a guest gets 401 whatever the group allows. */
  session?: boolean;
  /** Puts back what an earlier cell changed (a moved booking, a published draft). */
  prepare?(w: World, v: Viewer): Promise<void>;
  /** Undoes what an allowed request changed that other cells rely on. */
  cleanup?(w: World, v: Viewer): Promise<void>;
  send(w: World, v: Viewer): Promise<JsonResponse>;
  expect(d: Decision, v: Viewer, w: World): Expected;
}

export const call = (w: World, v: Viewer, method: string, path: string, body?: unknown) =>
  w.t.call(method, path, { cookie: v.cookie, body });

export const CARD_MISSING: Expected = { status: 404, message: MESSAGES.cardNotFound };
const data = (json: unknown) => (json as { data?: unknown }).data;
const ids = (json: unknown) => ((data(json) as { id: string }[] | undefined) ?? []).map((item) => item.id);
/** The body's list holds `id` exactly when `wanted`. */
export const lists = (id: string, wanted: boolean, what = "the card"): Expected["body"] => ({
  says: wanted ? `lists ${what}` : `leaves ${what} out`,
  holds: (json) => ids(json).includes(id) === wanted,
});

/** 200 (with `body`) when the viewer may see the card; the 404 of a card that doesn't exist otherwise. */
const seen =
  (body?: (d: Decision, w: World) => Expected["body"]) =>
  (d: Decision, _v: Viewer, w: World): Expected =>
    d.rights.view ? { status: 200, body: body?.(d, w) } : CARD_MISSING;

/** GET a path on the world's card. */
const onCard = (route: string, path: (w: World) => string, expect: Probe["expect"]): Probe => ({
  route: `GET /api/cards/:id${route}`,
  send: (w, v) => call(w, v, "GET", `/api/cards/${w.cardId}${path(w)}`),
  expect,
});

const fourDays = (w: World) => {
  const from = new Date(w.t.clock.now.getTime() + 86_400_000);
  return `?from=${from.toISOString()}&to=${new Date(from.getTime() + 4 * 86_400_000).toISOString()}&duration=60`;
};
const noVideo = (d: Decision): Expected => (d.rights.view ? { status: 404, message: MESSAGES.notFound } : CARD_MISSING);

/** Opening the card and what hangs off it, finding it in the group's lists: `view-card` (or `book`). */
export const VIEW_CARD: Probe[] = [
  onCard(
    "",
    () => "",
    seen((_d, w) => ({ says: "the card", holds: (json) => (data(json) as { id?: string })?.id === w.cardId })),
  ),
  onCard("/price", () => "/price?duration=60", seen()),
  onCard("/availability", fourDays, seen()),
  onCard("/related", () => "/related", seen()),
  onCard(
    "/reviews",
    () => "/reviews",
    (d) => (d.rights.view ? { status: 404, message: "This card has no public reviews." } : CARD_MISSING),
  ),
  onCard("/pro-bono", () => "/pro-bono", seen()),
  onCard("/video-message", () => "/video-message", seen()),
  onCard("/video-message/video", () => "/video-message/video", noVideo),
  onCard("/video-message/poster", () => "/video-message/poster", noVideo),
  {
    route: "POST /api/guest/card/:id/short-link",
    send: (w, v) => call(w, v, "POST", `/api/guest/card/${w.cardId}/short-link`),
    expect: seen(),
  },
  {
    // A knock from the card's instant-meeting page carries its title: only to those who may see the card.
    route: "POST /api/meetings/rooms/:slug/token",
    variant: "from a card",
    session: true,
    send: (w, v) => call(w, v, "POST", `/api/meetings/rooms/${w.owner.slug}/token`, { cardId: w.cardId }),
    expect: seen(),
  },
  {
    route: "GET /api/cards/search",
    variant: "group_id",
    send: (w, v) => call(w, v, "GET", `/api/cards/search?group_id=${w.group.id}&limit=50`),
    expect: (d, v, w) =>
      d.rights.view
        ? { status: 200, body: lists(w.cardId, true) }
        : { status: 403, message: v.standing.member ? GROUP_CARD_MESSAGES.searchRole : GROUP_CARD_MESSAGES.search },
  },
  {
    route: "GET /api/groups/:slug/advisors",
    variant: "their cards",
    send: (w, v) => call(w, v, "GET", `/api/groups/${w.group.slug}/advisors`),
    expect: (d) => ({
      status: 200,
      body: {
        says: d.rights.view ? "each advisor comes with their cards" : "the advisors come without cards",
        holds: (json) => {
          const advisors = data(json) as { cards: unknown[] }[];
          return advisors.length === 2 && advisors.every((a) => a.cards.length > 0 === d.rights.view);
        },
      },
    }),
  },
  {
    route: "GET /api/me/favourites",
    session: true,
    send: (w, v) => call(w, v, "GET", "/api/me/favourites?limit=100"),
    expect: (d, _v, w) => ({ status: 200, body: lists(w.cardId, d.rights.view) }),
  },
  {
    route: "GET /api/cards",
    variant: "repeat_cards",
    session: true,
    send: (w, v) => call(w, v, "GET", "/api/cards?repeat_cards=true&page[size]=50"),
    expect: (d, _v, w) => ({ status: 200, body: lists(w.cardId, d.rights.view) }),
  },
  {
    route: "DELETE /api/cards/:id/favourite",
    variant: "a card not saved",
    session: true,
    prepare: async (w, v) => {
      await w.t.services.db.deleteFrom("favourites").where("user_id", "=", v.userId).where("card_id", "=", w.siblingId).execute();
    },
    send: (w, v) => call(w, v, "DELETE", `/api/cards/${w.siblingId}/favourite`),
    expect: (d) => (d.rights.view ? { status: 204 } : CARD_MISSING),
  },
];

/** Refused an act on a card: 403 with the reason when they may see it, the card's 404 when they may not. */
const refusedOn = (d: Decision, message: string): Expected => (d.rights.view ? { status: 403, message } : CARD_MISSING);

const bookingBody = (w: World, instant: boolean) => ({
  cardId: w.cardId,
  duration: 60,
  preferredTimes: [w.nextSlot()],
  discussionTopic: "How to lead my first team",
  expiry: null,
  instant,
});
const flag = (name: "canBook" | "canSave", right: "book" | "save-favourite"): Probe["expect"] =>
  seen((d) => ({
    says: `${name} is ${d.rights[right]}`,
    holds: (json) => (data(json) as Record<string, unknown>)[name] === d.rights[right],
  }));

/** The advisor puts back times awaiting the learner (after the learner answered with their own). */
async function awaitLearner(w: World, v: Viewer) {
  const row = await w.t.services.db.selectFrom("bookings").selectAll().where("id", "=", v.awaitingBookingId).executeTakeFirstOrThrow();
  if (row.awaiting_from === "learner") return;
  const body = { times: [w.nextSlot()], expiry: null, message: "" };
  const response = await w.t.call("POST", `/api/bookings/${row.id}/suggest-times`, { cookie: w.owner.cookie, body });
  if (response.status !== 200) throw new Error(`suggest-times: ${response.status} ${await response.text()}`);
}

/** The advisor accepts the learner's reschedule, so the session is plainly confirmed again. */
async function settleReschedule(w: World, v: Viewer) {
  const db = w.t.services.db;
  const row = await db.selectFrom("bookings").selectAll().where("id", "=", v.confirmedBookingId).executeTakeFirstOrThrow();
  if (row.rescheduled_by === null) return;
  const time = await db
    .selectFrom("booking_times")
    .select("start_ms")
    .where("booking_id", "=", row.id)
    .orderBy("round", "desc")
    .executeTakeFirstOrThrow();
  const body = { time: new Date(time.start_ms).toISOString() };
  const response = await w.t.call("POST", `/api/bookings/${row.id}/confirm`, { cookie: w.owner.cookie, body });
  if (response.status !== 200) throw new Error(`confirm: ${response.status} ${await response.text()}`);
}

/** Booking as the learner, every way there is: `book`. */
export const BOOK: Probe[] = [
  {
    route: "POST /api/bookings",
    variant: "request",
    session: true,
    send: (w, v) => call(w, v, "POST", "/api/bookings", bookingBody(w, false)),
    expect: (d) => (d.rights.book ? { status: 201 } : refusedOn(d, GROUP_CARD_MESSAGES.book)),
  },
  {
    route: "POST /api/bookings",
    variant: "instant",
    session: true,
    send: (w, v) => call(w, v, "POST", "/api/bookings", bookingBody(w, true)),
    expect: (d) =>
      d.rights.book
        ? { status: 201, body: { says: "confirmed at once", holds: (json) => (data(json) as { status?: string }).status === "confirmed" } }
        : refusedOn(d, GROUP_CARD_MESSAGES.book),
  },
  {
    route: "POST /api/bookings/:id/suggest-times",
    variant: "by the learner",
    session: true,
    prepare: awaitLearner,
    send: (w, v) => call(w, v, "POST", `/api/bookings/${v.awaitingBookingId}/suggest-times`, { times: [w.nextSlot()], expiry: null }),
    expect: (d) => (d.rights.book ? { status: 200 } : { status: 403, message: GROUP_CARD_MESSAGES.book }),
  },
  {
    route: "POST /api/bookings/:id/reschedule",
    variant: "by the learner",
    session: true,
    prepare: settleReschedule,
    send: (w, v) => call(w, v, "POST", `/api/bookings/${v.confirmedBookingId}/reschedule`, { times: [w.nextSlot()], expiry: null }),
    expect: (d) => (d.rights.book ? { status: 200 } : { status: 403, message: GROUP_CARD_MESSAGES.book }),
  },
  onCard("", () => "", flag("canBook", "book")),
];

/** Saving the card: `save-favourite`. */
export const SAVE_FAVOURITE: Probe[] = [
  {
    route: "POST /api/cards/:id/favourite",
    session: true,
    send: (w, v) => call(w, v, "POST", `/api/cards/${w.cardId}/favourite`),
    expect: (d) => (d.rights["save-favourite"] ? { status: 204 } : refusedOn(d, GROUP_CARD_MESSAGES["save-favourite"])),
  },
  onCard("", () => "", flag("canSave", "save-favourite")),
];

/** The group's similar cards among the related ones: `view-similar-group-cards`. */
export const SIMILAR: Probe[] = [
  onCard(
    "/related",
    () => "/related",
    seen((d, w) => lists(w.siblingId, d.rights["see-similar"], "the group's similar card")),
  ),
];

/** A 422 on groupId: not a member at all, or a member without the right. */
const groupIdRefused = (v: Viewer): Expected => {
  const message = v.standing.member ? GROUP_CARD_MESSAGES.publish : CARD_MESSAGES.groupMember;
  return {
    status: 422,
    message,
    body: {
      says: "the refusal is on the groupId field",
      holds: (json) => (json as { error: { fields?: Record<string, string[]> } }).error.fields?.groupId?.[0] === message,
    },
  };
};
const backToDraft = async (w: World, v: Viewer) => {
  await w.t.services.db.updateTable("cards").set({ status: "draft" }).where("id", "=", v.draftCardId).execute();
};
const action = (name: "publish" | "requestApproval"): Probe => ({
  route: "POST /api/cards/:id/:action",
  variant: name,
  session: true,
  prepare: backToDraft,
  send: (w, v) => call(w, v, "POST", `/api/cards/${v.draftCardId}/${name}`),
  expect: (d) => (d.rights.publish ? { status: 200 } : { status: 403, message: GROUP_CARD_MESSAGES.publish }),
});

/** Creating, saving and publishing the group's cards: `publish-group-cards` (and a membership). */
export const PUBLISH: Probe[] = [
  {
    route: "POST /api/cards",
    variant: "a group card",
    session: true,
    send: (w, v) =>
      call(w, v, "POST", "/api/cards", cardInput({ type: "group", groupId: w.group.id, title: `Card ${w.nextSlot()}`, rate: 0 })),
    expect: (d, v) => (d.rights.publish ? { status: 201 } : groupIdRefused(v)),
  },
  {
    route: "PUT /api/cards/:id",
    variant: "a group card",
    session: true,
    send: (w, v) =>
      call(
        w,
        v,
        "PUT",
        `/api/cards/${v.draftCardId}`,
        cardInput({ type: "group", groupId: w.group.id, title: `Draft of ${v.kind}`, rate: 0 }),
      ),
    expect: (d, v) => (d.rights.publish ? { status: 200 } : groupIdRefused(v)),
  },
  action("publish"),
  action("requestApproval"),
];
