import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Page } from "../../http/pagination.ts";
import type { VideoRow } from "./videos.repository.ts";

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a person's library: videos they own and recordings of bookings they are a party of
 * (advisor or learner), newest first. `query` matches the title or a party's name, any case.
 */
export async function libraryPage(
  db: Db,
  userId: string,
  query: string | undefined,
  page: Page,
): Promise<{ rows: VideoRow[]; total: number }> {
  let q = db
    .selectFrom("videos as v")
    .leftJoin("bookings as b", "b.id", "v.booking_id")
    .where((eb) => eb.or([eb("v.owner_id", "=", userId), eb("b.advisor_id", "=", userId), eb("b.learner_id", "=", userId)]));
  if (query) {
    const like = likePattern(query.toLowerCase());
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(v.title) like ${like} escape '\\'`,
        eb.exists(
          eb
            .selectFrom("users as u")
            .select("u.id")
            .where((w) => w.or([w("u.id", "=", w.ref("b.advisor_id")), w("u.id", "=", w.ref("b.learner_id"))]))
            .where(sql<boolean>`lower(u.first_name || ' ' || u.last_name) like ${like} escape '\\'`),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll("v")
      .orderBy("v.created_at", "desc")
      .orderBy("v.id", "desc")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** What video views show beside the rows: owners, bookings (card title, start) with their two parties, view totals. */
export async function videoRelations(db: Db, videos: VideoRow[]) {
  const ids = videos.map((v) => v.id);
  const bookingIds = [...new Set(videos.flatMap((v) => (v.booking_id ? [v.booking_id] : [])))];
  const [bookings, views] = await Promise.all([
    bookingIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("bookings as b")
          .innerJoin("cards as c", "c.id", "b.card_id")
          .select(["b.id", "b.advisor_id", "b.learner_id", "b.start_ms", "b.created_at", "c.title"])
          .where("b.id", "in", bookingIds)
          .execute(),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("video_views")
          .select(["video_id", (eb) => eb.fn.sum<number>("views").as("n")])
          .where("video_id", "in", ids)
          .groupBy("video_id")
          .execute(),
  ]);
  const userIds = [...new Set([...videos.map((v) => v.owner_id), ...bookings.flatMap((b) => [b.advisor_id, b.learner_id])])];
  const users = userIds.length
    ? await db.selectFrom("users").select(["id", "first_name", "last_name", "avatar_url"]).where("id", "in", userIds).execute()
    : [];
  return {
    users: new Map(users.map((u) => [u.id, u])),
    bookings: new Map(bookings.map((b) => [b.id, b])),
    views: new Map(views.map((v) => [v.video_id, Number(v.n)])),
  };
}

/** Who watched a video, most recent first. */
export const viewersOf = (db: Db, videoId: string) =>
  db
    .selectFrom("video_views")
    .select(["name", "views", "last_viewed_at", "user_id"])
    .where("video_id", "=", videoId)
    .orderBy("last_viewed_at", "desc")
    .execute();

/** One page of the public listing (`/videos`): ready videos shared by link that their owners listed, newest first. */
export async function listedPage(db: Db, page: Page) {
  const q = db
    .selectFrom("videos as v")
    .innerJoin("users as u", "u.id", "v.owner_id")
    .where("v.listed", "=", 1)
    .where("v.status", "=", "ready")
    .where("v.share_mode", "in", ["view-only", "view-and-download"]);
  const [rows, count] = await Promise.all([
    q
      .select(["v.slug", "v.title", "v.created_at", "v.duration_seconds", "u.first_name", "u.last_name"])
      .orderBy("v.created_at", "desc")
      .orderBy("v.id", "desc")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
