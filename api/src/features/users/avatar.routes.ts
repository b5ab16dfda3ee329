import { Hono, type MiddlewareHandler } from "hono";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@kora/shared/domain/users/avatar-rules.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { blobResponse } from "../../http/blob-response.ts";
import { readLimitedBody } from "../../http/body-limit.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, originCheck, requireUser } from "../../http/middleware.ts";
import { avatarFile, refuseAvatar, removeAvatar, uploadAvatar } from "./avatar.service.ts";
import { toMe } from "./users.service.ts";

/** The picture's bytes, at most AVATAR_MAX_BYTES (a larger declared or streamed body is refused as it arrives). */
async function pictureBytes(c: AppContext): Promise<Uint8Array> {
  try {
    return await readLimitedBody(c.req.raw, AVATAR_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large")
      throw refuseAvatar(c.get("services"), currentUser(c), "bad-size", AVATAR_MESSAGES.tooBig);
    throw error;
  }
}

/**
 * `/api/me/avatar`: the caller's picture. POST takes the file's raw bytes as the body (any declared
 * type: the magic bytes decide) and answers the user as `GET /api/me` does; DELETE goes back to initials.
 *
 * Mounted ahead of the API's 64 KiB body limit (a picture may be 5 MB), so it brings the same
 * origin check and session loading itself and reads its body within AVATAR_MAX_BYTES.
 */
export function avatarUploadRoutes(loadSession: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use(originCheck, loadSession, requireUser)
    .post("/", async (c) => {
      const user = await uploadAvatar(c.get("services"), currentUser(c), await pictureBytes(c));
      return c.json({ data: await toMe(c.get("services"), user, ["stats", "feature_flags"]) });
    })
    .delete("/", async (c) => {
      const user = await removeAvatar(c.get("services"), currentUser(c));
      return c.json({ data: await toMe(c.get("services"), user, ["stats", "feature_flags"]) });
    });
}

/** A versioned picture never changes: browsers and proxies keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/api/users/{id}/avatar/{size}?v={version}`: anyone's picture, public as their name is wherever
 * it is shown. The current version is served for good; another version redirects to the current one.
 */
export const userAvatarRoutes = new Hono<AppEnv>().get("/:id/avatar/:size", async (c) => {
  const services = c.get("services");
  const file = await avatarFile(services, c.req.param("id"), Number(c.req.param("size")), c.req.query("v"));
  if (!file) throw notFound();
  if (file.kind === "moved") {
    c.header("Cache-Control", "no-cache");
    return c.redirect(file.url, 302);
  }
  const response = await blobResponse(services.blobs, file.key, undefined, { cacheControl: IMMUTABLE });
  if (!response) throw notFound();
  return response;
});
