import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  applicationSchema,
  approveSchema,
  GROUP_API_MESSAGES,
  GROUP_LOGO_KINDS,
  GROUP_LOGO_MAX_BYTES,
  groupCreateSchema,
  groupSettingsSchema,
  shareVideoSchema,
} from "@kora/shared/contracts/groups.ts";
import { VIDEO_PAGE_SIZE } from "@kora/shared/contracts/videos.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { blobResponse } from "../../http/blob-response.ts";
import { readLimitedBody } from "../../http/body-limit.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, originCheck, requireStaff, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { jsonBody } from "../../http/validate.ts";
import { groupAdvisors, groupVideos, oneGroupVideo } from "./group-content.service.ts";
import { logoFile, removeLogo, uploadLogo } from "./group-logos.service.ts";
import { createGroup, groupPage, myGroups, updateSettings } from "./group-settings.service.ts";
import { approve, downgrade, joinGroup, removeMember, requestAccess } from "./membership.service.ts";
import { suggestedAdvisors } from "./suggested-advisors.service.ts";
import { shareVideo, unshareVideo, videoShares } from "./video-sharing.service.ts";

const noStore = { "cache-control": "no-store" };
const param = (c: AppContext, name: string) => c.req.param(name)!;

/** `/api/groups` (core §7; contracts/groups.ts): groups, membership, the group's advisors and recordings. */
export const groupsRoutes = new Hono<AppEnv>()
  .get("/mine", requireUser, async (c) => c.json({ data: await myGroups(c.get("services"), currentUser(c)) }, 200, noStore))
  .post("/", requireUser, requireStaff, async (c) => {
    const input = await jsonBody(c, groupCreateSchema);
    return c.json({ data: await createGroup(c.get("services"), currentUser(c), input) }, 201);
  })
  .get("/:slug", async (c) => c.json({ data: await groupPage(c.get("services"), c.get("user") ?? null, param(c, "slug")) }, 200, noStore))
  .put("/:id", requireUser, async (c) => {
    const settings = await jsonBody(c, groupSettingsSchema);
    return c.json({ data: await updateSettings(c.get("services"), currentUser(c), param(c, "id"), settings) });
  })
  .get("/:slug/advisors", async (c) =>
    c.json({ data: await groupAdvisors(c.get("services"), c.get("user") ?? null, param(c, "slug")) }, 200, noStore),
  )
  .get("/:slug/suggested-advisors", requireUser, async (c) =>
    c.json({ data: await suggestedAdvisors(c.get("services"), currentUser(c), param(c, "slug")) }, 200, noStore),
  )
  .post("/:id/request-access", requireUser, async (c) => {
    const { answers } = await jsonBody(c, applicationSchema);
    return c.json({ data: await requestAccess(c.get("services"), currentUser(c), param(c, "id"), answers) }, 201);
  })
  .post("/:id/join", requireUser, async (c) => {
    const { membership, created } = await joinGroup(c.get("services"), currentUser(c), param(c, "id"));
    return c.json({ data: membership }, created ? 201 : 200);
  })
  .post("/:id/approve", requireUser, async (c) => {
    const { userId } = await jsonBody(c, approveSchema);
    return c.json({ data: await approve(c.get("services"), currentUser(c), param(c, "id"), userId) });
  })
  .delete("/:id/remove/:userId", requireUser, async (c) => {
    await removeMember(c.get("services"), currentUser(c), param(c, "id"), param(c, "userId"));
    return c.body(null, 204);
  })
  .post("/:id/downgrade-role/:userId", requireUser, async (c) =>
    c.json({ data: await downgrade(c.get("services"), currentUser(c), param(c, "id"), param(c, "userId")) }),
  )
  .get("/:slug/videos", requireUser, async (c) => {
    const page = listPage(c.req.query(), 50, VIDEO_PAGE_SIZE);
    const { data, total } = await groupVideos(c.get("services"), currentUser(c), param(c, "slug"), page);
    return c.json({ data, meta: pageMeta(total, page) }, 200, noStore);
  })
  .get("/:slug/videos/:videoId", requireUser, async (c) =>
    c.json({ data: await oneGroupVideo(c.get("services"), currentUser(c), param(c, "slug"), param(c, "videoId")) }, 200, noStore),
  );

/** `/api/videos/:id/groups`: the owner shares a recording with their groups (core §7). */
export const videoGroupsRoutes = new Hono<AppEnv>()
  .get("/:id/groups", requireUser, async (c) =>
    c.json({ data: await videoShares(c.get("services"), currentUser(c), param(c, "id")) }, 200, noStore),
  )
  .post("/:id/groups", requireUser, async (c) => {
    const { groupId } = await jsonBody(c, shareVideoSchema);
    return c.json({ data: await shareVideo(c.get("services"), currentUser(c), param(c, "id"), groupId) });
  })
  .delete("/:id/groups/:groupId", requireUser, async (c) =>
    c.json({ data: await unshareVideo(c.get("services"), currentUser(c), param(c, "id"), param(c, "groupId")) }),
  );

const logoKind = (c: AppContext) => {
  const kind = z.enum(GROUP_LOGO_KINDS).safeParse(c.req.param("kind"));
  if (!kind.success) throw notFound();
  return kind.data;
};

/** The logo's bytes, at most GROUP_LOGO_MAX_BYTES (a larger body is refused as it arrives). */
async function logoBytes(c: AppContext): Promise<Uint8Array> {
  try {
    return await readLimitedBody(c.req.raw, GROUP_LOGO_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large")
      throw new AppError("payload_too_large", GROUP_API_MESSAGES.logoTooBig, { logo: [GROUP_API_MESSAGES.logoTooBig] });
    throw error;
  }
}

/** A versioned logo never changes: browsers and proxies keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/api/groups/:id/logo/:kind`: a group's logos. POST takes the image's raw bytes (its admins and
 * staff); GET is public and cacheable. Mounted ahead of the API's 64 KiB body limit (a logo may be
 * 2 MB), so it brings the origin check and the session itself.
 */
export function groupLogoRoutes(loadSession: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use(originCheck, loadSession)
    .get("/:kind", async (c) => {
      const services = c.get("services");
      const file = await logoFile(services, param(c, "id"), logoKind(c), c.req.query("v"));
      if (!file) throw notFound();
      if (file.kind === "moved") {
        c.header("Cache-Control", "no-cache");
        return c.redirect(file.url, 302);
      }
      const response = await blobResponse(services.blobs, file.key, undefined, { cacheControl: IMMUTABLE });
      if (!response) throw notFound();
      return response;
    })
    .post("/:kind", requireUser, async (c) => {
      const kind = logoKind(c);
      return c.json({ data: await uploadLogo(c.get("services"), currentUser(c), param(c, "id"), kind, () => logoBytes(c)) });
    })
    .delete("/:kind", requireUser, async (c) =>
      c.json({ data: await removeLogo(c.get("services"), currentUser(c), param(c, "id"), logoKind(c)) }),
    );
}
