import type { WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
import type { Db } from "../db/database.ts";
import { hashPassword } from "../lib/crypto.ts";
import { createUser, type NewUser } from "../features/users/users.service.ts";
import { PLUS_SLUG } from "@kora/shared/domain/users/display.ts";
import { seedCuratedAdvisors } from "./curated-advisors.ts";
import { seedGroups } from "./groups-seed.ts";
import { type Owner, seedMarketplace } from "./seed-marketplace.ts";

/** Cards `npm start` seeds on first run: enough for a living marketplace. */
const DEMO_CARDS = 60;

/** The password every demo account shares, printed at start-up (embedded mode only). */
const WEEKDAY_HOURS: WorkingHoursRule[] = ([1, 2, 3, 4, 5] as const).map((day) => ({ day, startMinute: 9 * 60, endMinute: 17 * 60 }));

export const DEMO_PASSWORD = "KoraDemo2026!";

export interface DemoAccount {
  role: string;
  email: string;
  name: string;
}

const PEOPLE: (NewUser & { role: string; plus?: boolean; groupAdmin?: boolean })[] = [
  {
    role: "Advisor",
    email: "maya.patel@demo.kora.local",
    firstName: "Maya",
    lastName: "Patel",
    type: "Advisor",
    timezone: "Australia/Sydney",
    currency: "AUD",
    country: "AU",
    plus: true,
  },
  {
    role: "Advisor",
    email: "tom.okafor@demo.kora.local",
    firstName: "Tom",
    lastName: "Okafor",
    type: "Advisor",
    timezone: "Europe/London",
    currency: "GBP",
    country: "GB",
  },
  {
    role: "Learner",
    email: "lena.schmidt@demo.kora.local",
    firstName: "Lena",
    lastName: "Schmidt",
    type: "Learner",
    timezone: "Europe/Berlin",
    currency: "EUR",
    country: "DE",
  },
  {
    role: "Staff reviewer",
    email: "sam.reviewer@demo.kora.local",
    firstName: "Sam",
    lastName: "Rivera",
    type: "Learner",
    isStaff: true,
    country: "AU",
  },
  {
    role: "Group admin (Harbour Founders)",
    email: "grace.lee@demo.kora.local",
    firstName: "Grace",
    lastName: "Lee",
    type: "Advisor",
    timezone: "Pacific/Auckland",
    currency: "NZD",
    country: "NZ",
    groupAdmin: true,
  },
];

/** Seeds the demo marketplace when the database has no users yet. Returns the accounts created (none if it had users). */
export async function seedDemo(db: Db, now: Date, passwordIterations: number, cardCount = DEMO_CARDS): Promise<DemoAccount[]> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return [];
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordIterations);
  const owners: Owner[] = [];
  const accounts = await db.transaction().execute(async (trx) => {
    const groupId = crypto.randomUUID();
    await trx
      .insertInto("groups")
      .values({
        id: groupId,
        slug: "harbour-founders",
        name: "Harbour Founders",
        logo_url: null,
        content_only: 0,
        pricing_enabled: 1,
        created_at: now.toISOString(),
      })
      .execute();
    const accounts: DemoAccount[] = [];
    for (const person of PEOPLE) {
      const { role, plus, groupAdmin, ...input } = person;
      const user = await createUser(trx, now, { ...input, emailVerified: true, passwordHash });
      if (plus) {
        await trx
          .insertInto("plan_subscriptions")
          .values({ id: crypto.randomUUID(), user_id: user.id, slug: PLUS_SLUG, started_at: now.toISOString(), ends_at: null })
          .execute();
      }
      if (groupAdmin || person.firstName === "Lena") {
        await trx
          .insertInto("group_members")
          .values({
            group_id: groupId,
            user_id: user.id,
            role: groupAdmin ? "group-advisor-consulting-visible" : "verified-member-consulting-visible",
            role_when_joined: groupAdmin ? "group-advisor-consulting-visible" : "awaiting-verification-consulting-visible",
            is_admin: groupAdmin ? 1 : 0,
            approved_at: now.toISOString(),
            created_at: now.toISOString(),
            last_visited_at: null,
          })
          .execute();
      }
      accounts.push({ role, email: input.email!, name: `${input.firstName} ${input.lastName}` });
      if (user.type === "Advisor") owners.push({ id: user.id, country: user.country!, timezone: user.timezone, currency: user.currency });
    }
    return accounts;
  });
  // Demo advisors get a published card each (Maya two), then generated advisors fill the marketplace.
  await seedMarketplace(db, { count: cardCount, now, owners: [...owners, owners[0]!] });
  // Hand-written advisors with fixed card ids, for the roundup pages (shared/src/site/roundups.ts).
  await seedCuratedAdvisors(db, now);
  // The seven demo groups: landing pages, apply forms, members and a few group cards (public-site §2.8).
  await seedGroups(db, now);
  // Every advisor works weekdays 09:00–17:00 in their own zone, so each book page has times to offer.
  await db
    .updateTable("users")
    .set({ working_hours: JSON.stringify(WEEKDAY_HOURS) })
    .where("type", "=", "Advisor")
    .execute();
  return accounts;
}
