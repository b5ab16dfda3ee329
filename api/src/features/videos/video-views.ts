import { VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { getCookie, setCookie } from "hono/cookie";
import { invalidField } from "../../http/app-error.ts";
import type { AppContext } from "../../http/context.ts";
import { base64url, constantTimeEqual, hmac, randomToken } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import type { VideoAccess } from "./video-access.ts";
import { countView } from "./videos.repository.ts";

/**
 * Views and the signed-out viewer (public-site §6: viewers give a first name only). A viewer without
 * an account gets the `kora_viewer` cookie: a random key and the name they gave, signed with the
 * server's secret so nobody can pass as someone else's key or rename them. Their views count under
 * `guest:{key}`; a signed-in viewer's under their user id.
 */
export const VIEWER_COOKIE = "kora_viewer";
const VIEWER_MAX_AGE = 365 * 86_400;

export interface Viewer {
  key: string;
  name: string;
}

const decoder = new TextDecoder();
const signed = (secret: string, key: string, name: string) => hmac(secret, `video-viewer:${key}:${name}`);

function fromBase64url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return decoder.decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The signed-out viewer this request's cookie names, or null (none, or forged). */
export async function readViewer(c: AppContext): Promise<Viewer | null> {
  const [key, encoded, mac] = (getCookie(c, VIEWER_COOKIE) ?? "").split(".");
  if (!key || !encoded || !mac) return null;
  const name = fromBase64url(encoded);
  if (!name || !constantTimeEqual(mac, await signed(c.get("services").secret, key, name))) return null;
  return { key, name };
}

function isHttps(c: AppContext): boolean {
  const { config } = c.get("services");
  if (config.mode === "production") return true;
  if (config.trustProxy && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

async function writeViewer(c: AppContext, viewer: Viewer): Promise<void> {
  const encoded = base64url(new TextEncoder().encode(viewer.name));
  const mac = await signed(c.get("services").secret, viewer.key, viewer.name);
  setCookie(c, VIEWER_COOKIE, `${viewer.key}.${encoded}.${mac}`, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: "Lax",
    path: "/",
    maxAge: VIEWER_MAX_AGE,
  });
}

/** The name a signed-in person watches under; a placeholder guest without a first name counts as signed out. */
export const signedInName = (user: UserRow | null): string | null => (user?.first_name.trim() ? user.first_name.trim() : null);

/**
 * Counts one play of `access.video` (not the owner's own). Signed in: under the user. Signed out:
 * under the viewer cookie, made from `firstName` when there is none yet (422 without a name).
 */
export async function recordView(
  c: AppContext,
  access: VideoAccess,
  user: UserRow | null,
  firstName: string | undefined,
): Promise<{ viewerName: string }> {
  const services: Services = c.get("services");
  const atIso = services.now().toISOString();
  const videoId = access.video.id;
  const name = signedInName(user);
  if (user && name) {
    if (access.relation !== "owner") await countView(services.db, { videoId, viewerKey: user.id, userId: user.id, name, atIso });
    return { viewerName: name };
  }
  let viewer = await readViewer(c);
  if (firstName && firstName !== viewer?.name) {
    viewer = { key: viewer?.key ?? randomToken(18), name: firstName };
    await writeViewer(c, viewer);
  }
  if (!viewer) throw invalidField("firstName", VIDEO_MESSAGES.firstName);
  await countView(services.db, { videoId, viewerKey: `guest:${viewer.key}`, userId: null, name: viewer.name, atIso });
  return { viewerName: viewer.name };
}
