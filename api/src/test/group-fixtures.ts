import type { GroupRole } from "@kora/shared/domain/groups/roles.ts";
import type { Db } from "../db/database.ts";
import { makeAdvisor, makeUser } from "./factories.ts";
import type { TestApp } from "./harness.ts";

type Person = Awaited<ReturnType<typeof makeUser>>;

/** A group straight in the database (its settings at their defaults unless given). */
export async function insertGroup(
  db: Db,
  now: Date,
  input: { slug: string; name?: string; contentOnly?: boolean; pricingEnabled?: boolean },
) {
  const id = crypto.randomUUID();
  await db
    .insertInto("groups")
    .values({
      id,
      slug: input.slug,
      name: input.name ?? input.slug,
      logo_url: null,
      content_only: input.contentOnly ? 1 : 0,
      pricing_enabled: input.pricingEnabled ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, slug: input.slug };
}

/** Puts someone in a group with a role (approved unless awaiting verification). */
export async function addMember(db: Db, now: Date, groupId: string, userId: string, role: GroupRole, isAdmin = false) {
  await db
    .insertInto("group_members")
    .values({
      group_id: groupId,
      user_id: userId,
      role,
      role_when_joined: role,
      is_admin: isAdmin ? 1 : 0,
      approved_at: role.startsWith("awaiting-") ? null : now.toISOString(),
      created_at: now.toISOString(),
      last_visited_at: null,
    })
    .execute();
}

export interface GroupWorld {
  groupA: { id: string; slug: string };
  groupB: { id: string; slug: string };
  /** Admin of group A (an advisor). */
  adminA: Person;
  /** Admin of group B only. */
  adminB: Person;
  /** A verified member of group A. */
  memberA: Person;
  /** Signed in, in no group. */
  outsider: Person;
}

/**
 * Two groups with an admin each, a verified member of A and an outsider: the people every group
 * route is tried as (admin / member / other group's admin / signed in elsewhere / signed out).
 */
export async function groupWorld(t: TestApp): Promise<GroupWorld> {
  const db = t.services.db;
  const now = t.clock.now;
  const suffix = crypto.randomUUID().slice(0, 6);
  const groupA = await insertGroup(db, now, { slug: `alpha-${suffix}`, name: "Alpha Guild", pricingEnabled: true });
  const groupB = await insertGroup(db, now, { slug: `beta-${suffix}`, name: "Beta Circle" });
  const adminA = await makeAdvisor(t, "Ada");
  const adminB = await makeAdvisor(t, "Bo");
  const memberA = await makeUser(t, { firstName: "Mina", type: "Learner" });
  const outsider = await makeUser(t, { firstName: "Otto", type: "Learner" });
  await addMember(db, now, groupA.id, adminA.user.id, "group-advisor-consulting-visible", true);
  await addMember(db, now, groupB.id, adminB.user.id, "group-advisor-consulting-visible", true);
  await addMember(db, now, groupA.id, memberA.user.id, "verified-member-community-visible");
  return { groupA, groupB, adminA, adminB, memberA, outsider };
}
