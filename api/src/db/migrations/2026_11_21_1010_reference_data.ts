import type { Kysely } from "kysely";

/** The category tree and starting currency rates (units per US dollar). Frozen: later changes go in new migrations. */
const TREE: [string, string, [string, string][]][] = [
  [
    "business",
    "Business & Startups",
    [
      ["startups", "Startups"],
      ["marketing", "Marketing"],
      ["sales", "Sales"],
      ["product-management", "Product management"],
      ["business-finance", "Business finance"],
    ],
  ],
  [
    "careers",
    "Careers",
    [
      ["career-coaching", "Career coaching"],
      ["interviews", "Interviews & CVs"],
      ["leadership", "Leadership"],
      ["public-speaking", "Public speaking"],
    ],
  ],
  [
    "technology",
    "Technology",
    [
      ["software-engineering", "Software engineering"],
      ["web-development", "Web development"],
      ["data-science", "Data science & AI"],
      ["design-ux", "Design & UX"],
    ],
  ],
  [
    "health",
    "Health & Wellbeing",
    [
      ["fitness", "Fitness"],
      ["nutrition", "Nutrition"],
      ["mental-health", "Mental health"],
      ["sleep", "Sleep"],
    ],
  ],
  [
    "money",
    "Money",
    [
      ["personal-finance", "Personal finance"],
      ["investing", "Investing"],
      ["property", "Property"],
    ],
  ],
  [
    "creative",
    "Creative",
    [
      ["writing", "Writing"],
      ["music", "Music"],
      ["photography", "Photography"],
      ["personal-brand", "Personal brand"],
    ],
  ],
  [
    "home-living",
    "Home & Living",
    [
      ["gardening", "Gardening"],
      ["home-improvement", "Home improvement"],
      ["green-living", "Green living"],
    ],
  ],
  [
    "education",
    "Education",
    [
      ["study-skills", "Study skills"],
      ["languages", "Languages"],
      ["parenting", "Parenting"],
    ],
  ],
];

const RATES: [string, number][] = [
  ["USD", 1],
  ["AUD", 1.52],
  ["CAD", 1.37],
  ["EUR", 0.92],
  ["GBP", 0.79],
  ["NZD", 1.66],
];

export async function up(db: Kysely<any>): Promise<void> {
  const rows = TREE.flatMap(([slug, name, children], index) => [
    { id: `cat-${slug}`, slug, name, parent_id: null, sort_order: index },
    ...children.map(([childSlug, childName], childIndex) => ({
      id: `cat-${childSlug}`,
      slug: childSlug,
      name: childName,
      parent_id: `cat-${slug}`,
      sort_order: childIndex,
    })),
  ]);
  await db.insertInto("categories").values(rows).execute();
  const at = "2026-11-21T10:00:00.000Z";
  await db
    .insertInto("currency_rates")
    .values(RATES.map(([currency, per_usd]) => ({ currency, per_usd, updated_at: at })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("currency_rates").execute();
  await db.deleteFrom("categories").where("parent_id", "is not", null).execute();
  await db.deleteFrom("categories").execute();
}
