import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { GUEST, type GroupStanding } from "@kora/shared/domain/groups/access.ts";
import { DEFAULT_GROUP_PERMISSIONS, GROUP_PERMISSIONS, type GroupPermissionSource } from "@kora/shared/domain/groups/permissions.ts";
import type { GroupRole } from "@kora/shared/domain/groups/roles.ts";
import { makeVideo } from "../../features/videos/video-kit.ts";
import { ALL_WEEK, HOUR } from "../booking-scenario.ts";
import { cardInput, makeAdvisor, makeStaff, makeUser, postCard } from "../factories.ts";
import { addMember, insertGroup } from "../group-fixtures.ts";
import { dataOf, type TestApp } from "../harness.ts";

/**
 * The one world the group-permission matrix runs in: a group with two advisors' published cards, and
 * one person of every standing the permissions know — each with what the routes act on already in
 * place (a favourite, a request awaiting their answer, a confirmed session, a draft group card).
 */

/** Everyone a group's permissions decide about (core §6): each member role base, its admins, and the people outside it. */
export const VIEWER_KINDS = [
  "guest",
  "outsider",
  "staff",
  "awaiting",
  "unverified",
  "verified",
  "advisor",
  "ai-matching",
  "admin",
] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

/** The role each member of the world holds. The admin's role gives nothing by itself: what admins keep is theirs as admins. */
export const MEMBER_ROLES: Partial<Record<ViewerKind, GroupRole>> = {
  awaiting: "awaiting-verification-community-visible",
  unverified: "unverified-member-community-visible",
  verified: "verified-member-community-visible",
  advisor: "group-advisor-community-visible",
  "ai-matching": "ai-matching",
  admin: "unverified-member-community-visible",
};

export interface Viewer {
  kind: ViewerKind;
  cookie?: string;
  userId: string;
  standing: GroupStanding;
  /** Their own draft card of the group. */
  draftCardId: string;
  /** Their request on the world's card, now awaiting their answer (the advisor suggested times). */
  awaitingBookingId: string;
  /** Their confirmed session on the world's card. */
  confirmedBookingId: string;
}

export interface World {
  t: TestApp;
  group: { id: string; slug: string };
  landingTitle: string;
  owner: { cookie: string; userId: string; slug: string };
  /** The advisor of the sibling card. */
  peer: { cookie: string; userId: string };
  /** The owner's published group card: what most routes are asked about. */
  cardId: string;
  /** Another advisor's published card of the group, sharing its skills: a "similar group card". */
  siblingId: string;
  /** A ready recording shared with the group. */
  video: { id: string; slug: string };
  viewers: Record<ViewerKind, Viewer>;
  /** A new free hour for a booking, never handed out before. */
  nextSlot(): string;
  /** Sets the group's permissions (as its settings page would save them). */
  configure(source: GroupPermissionSource): Promise<void>;
}

export const BUILT_IN: GroupPermissionSource = { defaultPermissions: DEFAULT_GROUP_PERMISSIONS, rolePermissions: {} };
const EVERYTHING: GroupPermissionSource = { defaultPermissions: GROUP_PERMISSIONS, rolePermissions: {} };

async function ok(response: Response, what: string): Promise<Response> {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.services.db;
  const now = t.clock.now;
  const group = await insertGroup(db, now, { slug: `perm-${crypto.randomUUID().slice(0, 8)}`, name: "Permission Guild" });
  const landingTitle = "Mentoring for the guild";
  await db
    .updateTable("groups")
    .set({ landing: JSON.stringify({ title: landingTitle, description: "", testimonials: [], chips: [] }) })
    .where("id", "=", group.id)
    .execute();
  const configure = async (source: GroupPermissionSource) => {
    await db
      .updateTable("groups")
      .set({ default_permissions: JSON.stringify(source.defaultPermissions), role_permissions: JSON.stringify(source.rolePermissions) })
      .where("id", "=", group.id)
      .execute();
  };
  let slot = 0;
  const nextSlot = () => new Date(t.clock.now.getTime() + (48 + slot++) * HOUR).toISOString();

  const owner = await makeAdvisor(t, "Olive");
  const peer = await makeAdvisor(t, "Piet");
  const admin = await makeUser(t, { firstName: "Adele" });
  await addMember(db, now, group.id, owner.user.id, "group-advisor-consulting-visible");
  await addMember(db, now, group.id, peer.user.id, "group-advisor-consulting-visible");
  await addMember(db, now, group.id, admin.user.id, MEMBER_ROLES.admin!, true);
  await db.updateTable("users").set({ instant_booking: 1 }).where("id", "=", owner.user.id).execute();
  await ok(
    await t.call("PUT", "/api/me/availability", { cookie: owner.cookie, body: { workingHours: ALL_WEEK, minNoticeHours: 0 } }),
    "hours",
  );
  const groupCard = async (cookie: string, title: string) => {
    const id = await postCard(t, cookie, { type: "group", groupId: group.id, title });
    await ok(await t.call("POST", `/api/cards/${id}/publish`, { cookie }), "publish");
    await ok(await t.call("POST", `/api/cards/${id}/approve`, { cookie: admin.cookie }), "approve");
    return id;
  };
  const cardId = await groupCard(owner.cookie, "Guild mentoring");
  const siblingId = await groupCard(peer.cookie, "Guild career coaching");
  const video = await makeVideo(t, peer.user);
  await db
    .insertInto("group_videos")
    .values({ group_id: group.id, video_id: video.id, shared_by: peer.user.id, shared_at: now.toISOString() })
    .execute();

  // Everything below is set up while the group lets everyone do everything; the matrix then sets the permissions it tries.
  await configure(EVERYTHING);
  const staff = await makeStaff(t);
  const people: Partial<Record<ViewerKind, { cookie: string; user: { id: string } }>> = { staff, admin };
  for (const kind of VIEWER_KINDS) {
    if (kind === "guest" || people[kind]) continue;
    people[kind] = await makeUser(t, { firstName: `Vi${kind.replace(/[^a-z]/g, "")}` });
  }
  // Outsiders and staff were members when they saved, booked and drafted: they have since left.
  for (const kind of VIEWER_KINDS) {
    const person = people[kind];
    if (person && kind !== "admin")
      await addMember(db, now, group.id, person.user.id, MEMBER_ROLES[kind] ?? "verified-member-community-visible");
  }
  const request = async (cookie: string) => {
    const body = { cardId, duration: 60, preferredTimes: [nextSlot()], discussionTopic: "Planning my next role", expiry: null };
    return dataOf(await ok(await t.call("POST", "/api/bookings", { cookie, body }), "request"), bookingDtoSchema);
  };
  const asOwner = (path: string, body: unknown) => t.call("POST", path, { cookie: owner.cookie, body });
  const viewers = {} as Record<ViewerKind, Viewer>;
  // A guest has nothing of their own: their requests name ids that exist, and are refused before anything is looked up.
  const someone = { draftCardId: cardId, awaitingBookingId: cardId, confirmedBookingId: cardId };
  viewers.guest = { kind: "guest", userId: "", standing: GUEST, ...someone };
  for (const kind of VIEWER_KINDS) {
    const person = people[kind];
    if (!person) continue;
    const draft = await postCard(t, person.cookie, cardInput({ title: `Draft of ${kind}`, type: "private", rate: 0 }));
    await db.updateTable("cards").set({ type: "group", group_id: group.id }).where("id", "=", draft).execute();
    await ok(await t.call("POST", `/api/cards/${cardId}/favourite`, { cookie: person.cookie }), "favourite");
    const awaiting = await request(person.cookie);
    await ok(await asOwner(`/api/bookings/${awaiting.id}/suggest-times`, { times: [nextSlot()], expiry: null, message: "" }), "suggest");
    const toConfirm = await request(person.cookie);
    const time = toConfirm.bookingTimesSuggested[0]!.timestampUtc;
    await ok(await asOwner(`/api/bookings/${toConfirm.id}/confirm`, { time }), "confirm");
    const role = MEMBER_ROLES[kind];
    viewers[kind] = {
      kind,
      cookie: person.cookie,
      userId: person.user.id,
      standing: {
        signedIn: true,
        member: role ? { role, isAdmin: kind === "admin" } : null,
        isStaff: kind === "staff",
      },
      draftCardId: draft,
      awaitingBookingId: awaiting.id,
      confirmedBookingId: toConfirm.id,
    };
  }
  for (const kind of ["outsider", "staff"] as const)
    await db.deleteFrom("group_members").where("group_id", "=", group.id).where("user_id", "=", viewers[kind].userId).execute();
  await configure(BUILT_IN);
  return {
    t,
    group,
    landingTitle,
    owner: { cookie: owner.cookie, userId: owner.user.id, slug: owner.user.slug },
    peer: { cookie: peer.cookie, userId: peer.user.id },
    cardId,
    siblingId,
    video: { id: video.id, slug: video.slug },
    viewers,
    nextSlot,
    configure,
  };
}
