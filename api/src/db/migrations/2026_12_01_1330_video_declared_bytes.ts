import type { Kysely } from "kysely";

/**
 * The storage quota for uploaded videos. Frozen once landed.
 * - `videos.declared_bytes`: the size `upload-url` announced for a file, held against its owner's
 *   storage until the upload's own length or bytes say more; null for a recording.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("videos").addColumn("declared_bytes", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("videos").dropColumn("declared_bytes").execute();
}
