import { type Kysely, sql } from "kysely";

/**
 * Cards and what hangs off them: categories, skills, languages, work histories, qualifications,
 * supporting links, favourites, reviews, currency rates and the full-text index. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("country", "text").execute();
  await db.schema.alterTable("users").addColumn("location", "text").execute();
  await db.schema.alterTable("users").addColumn("latitude", "real").execute();
  await db.schema.alterTable("users").addColumn("longitude", "real").execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("parent_id", "text", (c) => c.references("categories.id"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("skills")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("cards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("group_id", "text", (c) => c.references("groups.id"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("title_key", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('private', 'group', 'marketplace')`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'awaiting-review', 'published', 'unlisted')`))
    .addColumn("rate", "integer", (c) => c.notNull().check(sql`rate >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    /** The rate in US cents, for rate filters and sorting across currencies; recomputed when rates change. */
    .addColumn("rate_usd", "integer", (c) => c.notNull())
    .addColumn("durations", "text", (c) => c.notNull())
    .addColumn("booking_slot_duration", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("years_of_experience", "text", (c) => c.notNull())
    .addColumn("pro_bono", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("repeat_only", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("timezone", "text", (c) => c.notNull())
    .addColumn("review_feedback", "text")
    .addColumn("short_code", "text", (c) => c.unique())
    .addColumn("reviews_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reviews_average", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("approved_at", "text")
    .addColumn("deleted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`create unique index cards_user_slug on cards (user_id, slug)`.execute(db);
  // Title unique per advisor among live cards (core §5), enforced by the database too.
  await sql`create unique index cards_user_title on cards (user_id, title_key) where deleted_at is null`.execute(db);
  await sql`create index cards_marketplace_rate on cards (rate_usd) where status = 'published' and type = 'marketplace' and deleted_at is null`.execute(
    db,
  );
  await sql`create index cards_marketplace_new on cards (created_at) where status = 'published' and type = 'marketplace' and deleted_at is null`.execute(
    db,
  );
  await db.schema.createIndex("cards_user").on("cards").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("cards_group_status").on("cards").columns(["group_id", "status"]).execute();
  await db.schema.createIndex("cards_status").on("cards").columns(["status", "type"]).execute();

  const child = (name: string, columns: (t: any) => any) =>
    columns(db.schema.createTable(name).addColumn("card_id", "text", (c) => c.notNull().references("cards.id").onDelete("cascade")));
  await child("card_skills", (t) =>
    t
      .addColumn("skill_id", "text", (c: any) => c.notNull().references("skills.id"))
      .addColumn("position", "integer", (c: any) => c.notNull())
      .addPrimaryKeyConstraint("card_skills_pk", ["card_id", "skill_id"]),
  ).execute();
  await db.schema.createIndex("card_skills_skill").on("card_skills").columns(["skill_id", "card_id"]).execute();
  await child("card_categories", (t) =>
    t
      .addColumn("category_id", "text", (c: any) => c.notNull().references("categories.id"))
      .addPrimaryKeyConstraint("card_categories_pk", ["card_id", "category_id"]),
  ).execute();
  await db.schema.createIndex("card_categories_category").on("card_categories").columns(["category_id", "card_id"]).execute();
  await child("card_languages", (t) =>
    t.addColumn("language", "text", (c: any) => c.notNull()).addPrimaryKeyConstraint("card_languages_pk", ["card_id", "language"]),
  ).execute();
  await db.schema.createIndex("card_languages_language").on("card_languages").columns(["language", "card_id"]).execute();

  await child("work_histories", (t) =>
    t
      .addColumn("id", "text", (c: any) => c.primaryKey())
      .addColumn("position", "integer", (c: any) => c.notNull())
      .addColumn("organization", "text", (c: any) => c.notNull())
      .addColumn("role", "text", (c: any) => c.notNull())
      .addColumn("description", "text", (c: any) => c.notNull())
      .addColumn("start_date", "text", (c: any) => c.notNull())
      .addColumn("end_date", "text"),
  ).execute();
  await child("qualifications", (t) =>
    t
      .addColumn("id", "text", (c: any) => c.primaryKey())
      .addColumn("position", "integer", (c: any) => c.notNull())
      .addColumn("qualification", "text", (c: any) => c.notNull())
      .addColumn("subject", "text", (c: any) => c.notNull())
      .addColumn("organization", "text", (c: any) => c.notNull())
      .addColumn("completion_date", "text", (c: any) => c.notNull()),
  ).execute();
  await child("supporting_links", (t) =>
    t
      .addColumn("id", "text", (c: any) => c.primaryKey())
      .addColumn("position", "integer", (c: any) => c.notNull())
      .addColumn("link", "text", (c: any) => c.notNull())
      .addColumn("title", "text", (c: any) => c.notNull())
      .addColumn("description", "text", (c: any) => c.notNull())
      .addColumn("icon", "text", (c: any) => c.notNull()),
  ).execute();
  for (const table of ["work_histories", "qualifications", "supporting_links"]) {
    await db.schema.createIndex(`${table}_card`).on(table).columns(["card_id", "position"]).execute();
  }

  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("card_id", "text", (c) => c.notNull().references("cards.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "card_id"])
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("card_id", "text", (c) => c.notNull().references("cards.id").onDelete("cascade"))
    .addColumn("booking_id", "text")
    .addColumn("created_by", "text", (c) => c.notNull().references("users.id"))
    .addColumn("created_for", "text", (c) => c.notNull().references("users.id"))
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("call_quality_rating", "integer")
    .addColumn("comments", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("call_quality_comment", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reviews_card").on("reviews").columns(["card_id", "created_at"]).execute();

  await db.schema
    .createTable("currency_rates")
    .addColumn("currency", "text", (c) => c.primaryKey())
    .addColumn("per_usd", "real", (c) => c.notNull().check(sql`per_usd > 0`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Full text over title, summary, skills, advisor name and work history (rowid = cards.rowid).
  await sql`create virtual table cards_fts using fts5(title, summary, skills, advisor, history, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table cards_fts`.execute(db);
  for (const table of [
    "currency_rates",
    "reviews",
    "favourites",
    "supporting_links",
    "qualifications",
    "work_histories",
    "card_languages",
    "card_categories",
    "card_skills",
    "cards",
    "skills",
    "categories",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
