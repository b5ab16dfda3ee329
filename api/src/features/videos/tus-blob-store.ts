import type { Readable } from "node:stream";
import { DataStore, ERRORS, Upload } from "@tus/server";
import { VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { AppError } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { removeUpload } from "./tus-lifecycle.ts";
import { partKey } from "./tus-keys.ts";
import { headVerdict, MAGIC_BYTES, notAVideo } from "./upload-checks.ts";
import { assertLengthFits, byteLimit, countPartWithinLimit, limitsFor } from "./storage-quota.ts";
import { declareUploadLength, findUpload, findVideoForUpload, insertUpload, setVideoReceived } from "./uploads.repository.ts";

/**
 * The tus DataStore over the BlobStore port, so one code path serves the folder store and S3. Each
 * PATCH body is kept as the video's next part blob (`videos/{videoId}/source/{n}`; a body over
 * PART_BYTES is cut into several), and the upload's offset, length, part count and metadata live in
 * `video_uploads`: the database, not the store, says how far an upload got. A part is stored first and
 * then counted by a conditional UPDATE on the offset it started from, so a PATCH repeated by a client
 * that lost the answer, or racing another, never counts bytes twice (the second gets 409). The same
 * transaction checks the upload's limit (storage-quota.ts: a file's plan storage, a recording's clock),
 * so two uploads of one person can't both take the last free bytes; a refused part is deleted (413).
 *
 * Extensions: creation, creation-with-upload, creation-defer-length (a live recording doesn't know its
 * length until it stops), termination. Expiration is ours, not tus's: upkeep (tus-upkeep.ts) finalises
 * or removes quiet uploads by the app's clock.
 */

/** A part is at most this big: tus-js-client's chunks (1–8 MB) are one part each; one huge PATCH is cut up. */
export const PART_BYTES = 16 * 1024 * 1024;

/** An upload refused for what it holds, with the app's error to answer (uploads.routes.ts turns it into JSON). */
export class UploadRefused extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(readonly appError: AppError) {
    super(appError.message);
    this.status_code = appError.status;
    this.body = appError.message;
  }
}

/** Runs `work`; an AppError it throws (a limit's refusal) becomes the refusal tus hands back to the route. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof AppError ? new UploadRefused(error) : error;
  }
}

export class BlobUploadStore extends DataStore {
  constructor(private readonly services: Services) {
    super();
    this.extensions = ["creation", "creation-with-upload", "creation-defer-length", "termination"];
  }

  private nowIso() {
    return this.services.now().toISOString();
  }

  /**
   * The route has checked the video (the caller's, recording, no upload yet). A file's declared length
   * must fit its owner's storage (413), checked in the transaction that inserts the upload; a second
   * upload racing this one, or a name someone holds, gets 409.
   */
  override async create(upload: Upload): Promise<Upload> {
    const videoId = upload.metadata?.videoId;
    if (!videoId) throw ERRORS.INVALID_METADATA;
    const owner = await findVideoForUpload(this.services.db, videoId);
    if (!owner) throw ERRORS.FILE_NOT_FOUND;
    const limits = await limitsFor(this.services, owner.owner_id);
    const made = await refusing(() =>
      this.services.db.transaction().execute(async (trx) => {
        const video = await findVideoForUpload(trx, videoId);
        if (video && upload.size !== undefined) await assertLengthFits(trx, video, upload.size, limits);
        return insertUpload(trx, {
          id: upload.id,
          videoId,
          size: upload.size ?? null,
          metadata: JSON.stringify(upload.metadata ?? {}),
          nowIso: this.nowIso(),
        });
      }),
    );
    if (made === "name-taken") throw new UploadRefused(new AppError("conflict", VIDEO_MESSAGES.uploadNameTaken));
    if (made === "video-has-one") throw new UploadRefused(new AppError("conflict", VIDEO_MESSAGES.uploadBegun));
    upload.creation_date = this.nowIso();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await findUpload(this.services.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id: row.id,
      size: row.size ?? undefined,
      offset: row.offset,
      metadata: JSON.parse(row.metadata) as Record<string, string | null>,
      creation_date: row.created_at,
    });
  }

  /** A deferred length, declared on a later PATCH: a file's must fit its owner's storage (413), checked where it is written. */
  override async declareUploadLength(id: string, size: number): Promise<void> {
    const row = await findUpload(this.services.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const limits = await limitsFor(this.services, row.owner_id);
    await refusing(() =>
      this.services.db.transaction().execute(async (trx) => {
        const video = await findVideoForUpload(trx, row.video_id);
        if (video) await assertLengthFits(trx, video, size, limits);
        await declareUploadLength(trx, id, size, this.nowIso());
      }),
    );
  }

  override async remove(id: string): Promise<void> {
    if (!(await findUpload(this.services.db, id))) throw ERRORS.FILE_NOT_FOUND;
    await removeUpload(this.services, id);
  }

  /**
   * Stores the body from `offset` as parts. A body cut short (the tab closed mid-PATCH) keeps what
   * arrived, as tus wants; a body tus's limiter stops (over UPLOAD_MAX_BYTES) keeps nothing of its tail.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await findUpload(this.services.db, id);
    const video = row && (await findVideoForUpload(this.services.db, row.video_id));
    if (!row || !video) throw ERRORS.FILE_NOT_FOUND;
    if (row.offset !== offset) throw ERRORS.INVALID_OFFSET;
    const limits = await limitsFor(this.services, row.owner_id);
    let at = offset;
    let parts = row.parts;
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const bytes = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      let sourceType: string | undefined;
      if (at < MAGIC_BYTES) {
        // The first bytes must be a video container, whatever the metadata claimed: else nothing is kept.
        // They may come over several PATCHes (a recorder's first chunk can be one byte).
        const head = at === 0 ? bytes : Buffer.concat([await this.storedHead(row.video_id, parts), bytes]);
        const verdict = headVerdict(head.subarray(0, MAGIC_BYTES));
        if (!verdict) {
          await removeUpload(this.services, id);
          throw new UploadRefused(notAVideo());
        }
        if (verdict !== "undecided") sourceType = verdict.type;
      }
      // Past its limit (storage, or a recording's clock): refused before the part is stored, and again
      // where it is counted, in case another upload of the owner's took the room meanwhile.
      const before = await byteLimit(this.services.db, video, row.size, limits);
      if (at + bytes.byteLength > before.limit) throw new UploadRefused(before.refusal());
      const key = partKey(row.video_id, parts);
      await this.services.blobs.put(key, bytes, { contentType: "application/octet-stream" });
      const counted = await countPartWithinLimit(this.services, id, { offset: at, parts }, bytes.byteLength, limits);
      if (counted instanceof AppError) {
        await this.services.blobs.delete(key);
        throw new UploadRefused(counted);
      }
      if (counted === "moved") throw ERRORS.INVALID_OFFSET;
      at += bytes.byteLength;
      parts += 1;
      await setVideoReceived(this.services.db, row.video_id, { sourceBytes: at, sourceType }, this.nowIso());
    };
    for await (const chunk of stream) {
      pending.push(chunk as Uint8Array);
      pendingBytes += (chunk as Uint8Array).byteLength;
      if (pendingBytes >= PART_BYTES) await flush();
    }
    await flush();
    return at;
  }

  /** The bytes of a video's first `parts` parts, read back while they are still fewer than MAGIC_BYTES. */
  private async storedHead(videoId: string, parts: number): Promise<Uint8Array> {
    const read: Uint8Array[] = [];
    for (let part = 0; part < parts; part += 1) {
      const blob = await this.services.blobs.get(partKey(videoId, part));
      if (blob) read.push(new Uint8Array(await new Response(blob.body).arrayBuffer()));
    }
    return Buffer.concat(read);
  }
}
