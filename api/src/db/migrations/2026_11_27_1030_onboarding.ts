import { type Kysely, sql } from "kysely";

/**
 * Onboarding and half-written drafts (core §4 Cards). Frozen once landed.
 * - `user_info_boxes`: the dashboard's info boxes a person has completed or dismissed, once each
 *   (the primary key makes completing one twice a no-op, however many requests race).
 * - `onboarding_hidden`: a person hid their dashboard checklist.
 * - `card_draft_blanks`: a draft's authoring fields not given yet whose card columns cannot be
 *   empty (rate, years of experience): the card holds a placeholder and this row names them, so the
 *   editor reopens the draft as it was left and publishing asks for them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_info_boxes")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("box_id", "text", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_info_boxes_pk", ["user_id", "box_id"])
    .execute();
  await db.schema
    .createTable("onboarding_hidden")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("hidden_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("card_draft_blanks")
    .addColumn("card_id", "text", (c) => c.primaryKey().references("cards.id").onDelete("cascade"))
    .addColumn("fields", "text", (c) => c.notNull().check(sql`json_valid(fields) and json_type(fields) = 'array'`))
    .execute();
}
