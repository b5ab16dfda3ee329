import { type Kysely, sql } from "kysely";

/**
 * Search's fast path (README.md "How it fits together", Search): `card_facets`, one narrow row per published, live marketplace or
 * group card with every column search filters or orders by, kept by triggers on cards and
 * card_languages — so it is right after every write, whatever wrote. Searches walk its covering
 * indexes (one per order) and stop when a page and a capped count are found, and look cards up by
 * rowid in a table a tenth the size of `cards`. `language_mask` holds the advising languages as bits
 * (bit i = the i-th language below, ADVISING_LANGUAGES' order when this ran), so a language filter is
 * one AND.
 * `card_terms`: every card's categories, skills and languages as terms ('c:<category id>',
 * 's:<skill id>', 'l:<language>') clustered with the card's rowid — an inverted index, so a category
 * or skill filter is one range read of rowids instead of a lookup of each card by its text id.
 * Frozen.
 */
const LANGUAGES = ["en", "es", "fr", "de", "it", "pt", "nl", "sv", "da", "no", "fi", "pl"].concat([
  "zh",
  "ja",
  "ko",
  "hi",
  "ar",
  "tr",
  "ru",
  "id",
  "vi",
  "th",
  "el",
  "he",
]);
const FILTERS = "language_mask, pro_bono, years_of_experience, timezone";
const MARKETPLACE = "where type = 'marketplace'";

/** The mask of a card's languages, by the card's id expression. */
const maskOf = (cardId: string) =>
  `(select coalesce(sum(case language ${LANGUAGES.map((code, bit) => `when '${code}' then ${2 ** bit}`).join(" ")} else 0 end), 0) from card_languages where card_id = ${cardId})`;

/** Inserts the facets of the card at `rowid` when it is published, live and searchable. */
const insertFacets = (rowid: string) => `insert into card_facets
  select c.rowid, c.type, c.group_id, c.shuffle_key, c.rate_usd, ${maskOf("c.id")}, c.pro_bono, c.years_of_experience,
    c.timezone, c.reviews_average, c.reviews_count, c.created_at
  from cards c where c.rowid = ${rowid} and c.status = 'published' and c.deleted_at is null and c.type in ('marketplace', 'group');`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table card_facets (
    card_rowid integer primary key,
    type text not null,
    group_id text,
    shuffle_key integer not null,
    rate_usd integer not null,
    language_mask integer not null,
    pro_bono integer not null,
    years_of_experience text not null,
    timezone text not null,
    reviews_average real not null,
    reviews_count integer not null,
    created_at text not null
  )`.execute(db);
  await sql.raw(insertFacets("c.rowid").replace("c.rowid = c.rowid and ", "")).execute(db);
  const facetColumns =
    "status, type, deleted_at, group_id, shuffle_key, rate_usd, pro_bono, years_of_experience, timezone, reviews_average, reviews_count, created_at";
  await sql.raw(`create trigger cards_facets_insert after insert on cards begin ${insertFacets("new.rowid")} end`).execute(db);
  await sql
    .raw(`create trigger cards_facets_update after update of ${facetColumns} on cards begin
      delete from card_facets where card_rowid = old.rowid; ${insertFacets("new.rowid")} end`)
    .execute(db);
  await sql
    .raw("create trigger cards_facets_delete after delete on cards begin delete from card_facets where card_rowid = old.rowid; end")
    .execute(db);
  for (const [event, row] of [
    ["insert", "new"],
    ["delete", "old"],
  ] as const) {
    await sql
      .raw(`create trigger card_languages_facets_${event} after ${event} on card_languages begin
        update card_facets set language_mask = ${maskOf(`${row}.card_id`)}
        where card_rowid = (select rowid from cards where id = ${row}.card_id); end`)
      .execute(db);
  }

  await sql`create table card_terms (term text not null, card_rowid integer not null, primary key (term, card_rowid)) without rowid`.execute(
    db,
  );
  for (const [table, term] of [
    ["card_categories", "'c:' || category_id"],
    ["card_skills", "'s:' || skill_id"],
    ["card_languages", "'l:' || language"],
  ] as const) {
    const rowOf = (row: string) => `(select rowid from cards where id = ${row}.card_id)`;
    const termOf = (row: string) => term.replace(/(category_id|skill_id|language)/, `${row}.$1`);
    await sql
      .raw(`insert or ignore into card_terms select ${termOf("t")}, c.rowid from ${table} t join cards c on c.id = t.card_id`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_terms_insert after insert on ${table} begin
        insert or ignore into card_terms values (${termOf("new")}, ${rowOf("new")}); end`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_terms_delete after delete on ${table} begin
        delete from card_terms where term = ${termOf("old")} and card_rowid = ${rowOf("old")}; end`)
      .execute(db);
  }
  // A deleted card's terms go before it does (its children's own triggers then find no card).
  await sql
    .raw(`create trigger cards_terms_delete before delete on cards begin
      delete from card_terms where (term, card_rowid) in (
        select 'c:' || category_id, old.rowid from card_categories where card_id = old.id
        union all select 's:' || skill_id, old.rowid from card_skills where card_id = old.id
        union all select 'l:' || language, old.rowid from card_languages where card_id = old.id); end`)
    .execute(db);

  await sql.raw(`create index card_facets_shuffle on card_facets (shuffle_key, rate_usd, ${FILTERS}) ${MARKETPLACE}`).execute(db);
  await sql.raw(`create index card_facets_rate on card_facets (rate_usd, ${FILTERS}) ${MARKETPLACE}`).execute(db);
  await sql.raw(`create index card_facets_new on card_facets (created_at, rate_usd, ${FILTERS}) ${MARKETPLACE}`).execute(db);
  await sql
    .raw(`create index card_facets_rating on card_facets (reviews_average desc, reviews_count desc, rate_usd, ${FILTERS}) ${MARKETPLACE}`)
    .execute(db);
  await sql.raw("create index card_facets_group on card_facets (group_id, shuffle_key) where type = 'group'").execute(db);
  // The cards' own search indexes are the facets' now.
  for (const name of ["cards_marketplace_shuffle", "cards_marketplace_rate", "cards_marketplace_new", "cards_marketplace_timezone"])
    await sql.raw(`drop index ${name}`).execute(db);
  await sql`analyze card_facets`.execute(db);
  await sql`analyze card_terms`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const live = "where status = 'published' and type = 'marketplace' and deleted_at is null";
  for (const [name, column] of [
    ["cards_marketplace_shuffle", "shuffle_key"],
    ["cards_marketplace_rate", "rate_usd"],
    ["cards_marketplace_new", "created_at"],
    ["cards_marketplace_timezone", "timezone"],
  ])
    await sql.raw(`create index ${name} on cards (${column}) ${live}`).execute(db);
  for (const name of [
    "cards_facets_insert",
    "cards_facets_update",
    "cards_facets_delete",
    "card_languages_facets_insert",
    "card_languages_facets_delete",
  ])
    await sql.raw(`drop trigger ${name}`).execute(db);
  for (const table of ["card_categories", "card_skills", "card_languages"])
    for (const event of ["insert", "delete"]) await sql.raw(`drop trigger ${table}_terms_${event}`).execute(db);
  await sql`drop trigger cards_terms_delete`.execute(db);
  await sql`drop table card_terms`.execute(db);
  await sql`drop table card_facets`.execute(db);
}
