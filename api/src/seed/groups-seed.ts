import type { GroupLanding } from "@kora/shared/contracts/groups.ts";
import { DEFAULT_GROUP_PERMISSIONS } from "@kora/shared/domain/groups/permissions.ts";
import type { Db } from "../db/database.ts";
import { loadRates } from "../features/cards/currency-rates.repository.ts";
import { GROUP_CARDS, GROUPS, PEOPLE, type SeedGroup } from "./groups-seed.data.ts";
import { generateCard, insertCards, prng } from "./marketplace.ts";

/**
 * The demo's seven groups (public-site §2: seven landing pages, each with a title, a description,
 * five testimonials and five chips; apply-form variants for five of them): a founders' community, a
 * university, a membership body, an event marketer, a company, a creative collective and a
 * content-only library. Chips use the site's own topic pictures; people and logos are initials on
 * a colour (inline SVG), so nothing is fetched from elsewhere.
 */

const COLOURS = ["#5b3fa3", "#0f766e", "#b45309", "#1d4ed8", "#be123c", "#4d7c0f", "#7c2d12"];

/** Initials on a colour, as a data URL small enough for the landing's 500-character image fields. */
export function initialsImage(text: string, colour: string, square = false): string {
  const initials = text
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  const shape = square ? "<rect width='96' height='96' rx='20'" : "<circle cx='48' cy='48' r='48'";
  const label = "<text x='48' y='61' text-anchor='middle' font-family='sans-serif' font-size='36' font-weight='700' fill='white'>";
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'>${shape} fill='${colour}'/>${label}${initials}</text></svg>`;
  return `data:image/svg+xml,${svg.replace(/#/g, "%23").replace(/</g, "%3C").replace(/>/g, "%3E")}`;
}

function landingOf(group: SeedGroup, index: number): GroupLanding {
  return {
    title: group.title,
    description: group.description,
    testimonials: group.quotes.map(([name, title, quote], n) => ({
      id: `${group.slug.slice(0, 30)}-${n + 1}`,
      imgSrc: initialsImage(name.replace(/^Dr /, ""), COLOURS[(index + n) % COLOURS.length]!),
      quote,
      name,
      title,
    })),
    chips: group.chips.map(([label, imgSrc]) => ({ label, imgSrc })),
  };
}

/**
 * Gives the demo its groups: harbour-founders (made with the demo people) gets its landing, form and
 * resources, the six others are created, the demo people join them, and a few group cards go live.
 */
export async function seedGroups(db: Db, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const users = new Map(
    (await db.selectFrom("users").select(["id", "email", "country", "timezone", "currency"]).execute()).map((u) => [u.email, u]),
  );
  const groupIds = new Map<string, string>();
  await db.transaction().execute(async (trx) => {
    for (const [index, group] of GROUPS.entries()) {
      const settings = {
        name: group.name,
        content_only: group.contentOnly ? 1 : 0,
        pricing_enabled: group.pricingEnabled ? 1 : 0,
        logo_url: initialsImage(group.name, COLOURS[index % COLOURS.length]!, true),
        landing: JSON.stringify(landingOf(group, index)),
        apply_form: JSON.stringify(group.applyForm),
        default_permissions: JSON.stringify(DEFAULT_GROUP_PERMISSIONS),
        resources: JSON.stringify(group.resources),
        updated_at: nowIso,
      };
      const existing = await trx.selectFrom("groups").select("id").where("slug", "=", group.slug).executeTakeFirst();
      const id = existing?.id ?? crypto.randomUUID();
      if (existing) await trx.updateTable("groups").set(settings).where("id", "=", id).execute();
      else
        await trx
          .insertInto("groups")
          .values({ id, slug: group.slug, created_at: nowIso, ...settings })
          .execute();
      groupIds.set(group.slug, id);
      for (const person of PEOPLE[group.slug] ?? []) {
        const user = users.get(person.email);
        if (!user) continue;
        const waiting = person.role.startsWith("awaiting-");
        await trx
          .insertInto("group_members")
          .values({
            group_id: id,
            user_id: user.id,
            role: person.role,
            role_when_joined: waiting ? person.role : "awaiting-verification-community-visible",
            is_admin: person.admin ? 1 : 0,
            approved_at: waiting ? null : nowIso,
            created_at: nowIso,
            last_visited_at: null,
            application: person.answers ? JSON.stringify(person.answers) : null,
          })
          .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
          .execute();
      }
    }
  });
  await seedGroupCards(db, now, users, groupIds);
}

async function seedGroupCards(
  db: Db,
  now: Date,
  users: Map<string | null, { id: string; country: string | null; timezone: string; currency: string }>,
  groupIds: Map<string, string>,
): Promise<void> {
  const rand = prng(20261127);
  const rates = await loadRates(db);
  const cards = [];
  const usedTitles = new Map<string, Set<string>>();
  for (const [slug, email] of GROUP_CARDS) {
    const owner = users.get(email);
    const groupId = groupIds.get(slug);
    if (!owner || !groupId) continue;
    let used = usedTitles.get(owner.id);
    if (!used) {
      const titles = await db.selectFrom("cards").select("title_key").where("user_id", "=", owner.id).execute();
      used = new Set(titles.map((t) => t.title_key));
      usedTitles.set(owner.id, used);
    }
    const generated = generateCard(rand, { ...owner, country: owner.country ?? "AU" }, now, rates, used);
    cards.push({ ...generated, card: { ...generated.card, type: "group" as const, group_id: groupId } });
  }
  if (cards.length > 0) await insertCards(db, cards);
}
