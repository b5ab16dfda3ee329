import { Hono, type MiddlewareHandler } from "hono";
import { BRAND_LOGO_MAX_BYTES, BRANDING_MESSAGES, brandingInputSchema } from "@kora/shared/contracts/branding.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { blobResponse } from "../../http/blob-response.ts";
import { readLimitedBody } from "../../http/body-limit.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, originCheck, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { brandLogoFile, myBranding, removeBrandLogo, setBrandColour, uploadBrandLogo } from "./branding.service.ts";

const noStore = { "cache-control": "no-store" };

/** `/api/me/branding` (public-site §1 Pro): the caller's Pro branding; PUT sets the brand colour. */
export const brandingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await myBranding(c.get("services"), currentUser(c)) }, 200, noStore))
  .put("/", async (c) => {
    const { colour } = await jsonBody(c, brandingInputSchema);
    return c.json({ data: await setBrandColour(c.get("services"), currentUser(c), colour) });
  });

/** The logo's bytes, at most BRAND_LOGO_MAX_BYTES (a larger body is refused as it arrives). */
async function logoBytes(c: AppContext): Promise<Uint8Array> {
  try {
    return await readLimitedBody(c.req.raw, BRAND_LOGO_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large")
      throw new AppError("payload_too_large", BRANDING_MESSAGES.imageTooBig, { logo: [BRANDING_MESSAGES.imageTooBig] });
    throw error;
  }
}

/**
 * `/api/me/branding/logo`: POST takes the image's raw bytes (Pro only), DELETE removes the logo.
 * Mounted ahead of the API's 64 KiB body limit (a logo may be 2 MB), so it brings the origin check
 * and the session itself.
 */
export function brandLogoUploadRoutes(loadSession: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use(originCheck, loadSession, requireUser)
    .post("/", async (c) => c.json({ data: await uploadBrandLogo(c.get("services"), currentUser(c), () => logoBytes(c)) }))
    .delete("/", async (c) => c.json({ data: await removeBrandLogo(c.get("services"), currentUser(c)) }));
}

/** A versioned logo never changes: browsers and proxies keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** `/api/users/:id/brand-logo?v=`: a Pro advisor's logo, public as their cards are; another version redirects to the current one. */
export const brandLogoRoutes = new Hono<AppEnv>().get("/:id/brand-logo", async (c) => {
  const services = c.get("services");
  const file = await brandLogoFile(services, c.req.param("id"), c.req.query("v"));
  if (!file) throw notFound();
  if (file.kind === "moved") {
    c.header("Cache-Control", "no-cache");
    return c.redirect(file.url, 302);
  }
  const response = await blobResponse(services.blobs, file.key, undefined, { cacheControl: IMMUTABLE });
  if (!response) throw notFound();
  return response;
});
