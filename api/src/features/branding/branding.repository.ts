import { PRO_SLUG } from "@kora/shared/domain/plans/plans.ts";
import { PLAN_GRANTING_STATUSES } from "@kora/shared/domain/plans/subscription.ts";
import type { Db } from "../../db/database.ts";
import type { UserBrandingRow } from "./branding.table.ts";

export function findBranding(db: Db, userId: string): Promise<UserBrandingRow | undefined> {
  return db.selectFrom("user_branding").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Sets (or clears) the brand colour, creating the row on first use. */
export function saveColour(db: Db, userId: string, colour: string | null, nowIso: string): Promise<UserBrandingRow> {
  return db
    .insertInto("user_branding")
    .values({ user_id: userId, colour, logo_version: null, updated_at: nowIso })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ colour, updated_at: nowIso }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records an uploaded logo's version unless a newer one is recorded already (versions are
 * time-ordered): of two uploads finishing out of order the later-started one stays. Undefined when
 * a newer one won.
 */
export function recordLogoVersion(db: Db, userId: string, version: string, nowIso: string): Promise<UserBrandingRow | undefined> {
  return db
    .insertInto("user_branding")
    .values({ user_id: userId, colour: null, logo_version: version, updated_at: nowIso })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({ logo_version: version, updated_at: nowIso })
        .where((eb) => eb.or([eb("user_branding.logo_version", "is", null), eb("user_branding.logo_version", "<", version)])),
    )
    .returningAll()
    .executeTakeFirst();
}

export function clearLogoVersion(db: Db, userId: string, nowIso: string): Promise<UserBrandingRow | undefined> {
  return db
    .updateTable("user_branding")
    .set({ logo_version: null, updated_at: nowIso })
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

/** The branding of those of `userIds` who are on Pro at `atIso` (everyone else's is kept but not shown). One query. */
export function shownBrandingRows(db: Db, userIds: readonly string[], atIso: string): Promise<UserBrandingRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("user_branding")
    .selectAll()
    .where("user_id", "in", [...userIds])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("plan_subscriptions as s")
          .select("s.id")
          .whereRef("s.user_id", "=", "user_branding.user_id")
          .where("s.slug", "=", PRO_SLUG)
          .where("s.status", "in", [...PLAN_GRANTING_STATUSES])
          .where((inner) => inner.or([inner("s.ends_at", "is", null), inner("s.ends_at", ">", atIso)])),
      ),
    )
    .execute();
}
