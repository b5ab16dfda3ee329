import { hmacSha1Base64 } from "../../lib/crypto.ts";

/** The VideoRoom plugin's package name: the descriptor a session token needs to attach to it. */
export const VIDEOROOM_PLUGIN = "janus.plugin.videoroom";

/**
 * A Janus signed token (`token_auth_secret`): `<unix expiry>,<realm>,<descriptor>…:<signature>` with
 * signature = base64(HMAC-SHA1(secret, the part before the colon)). Janus recomputes it and refuses it
 * once its expiry has passed. Realm "janus" tokens open sessions and attach to the plugins they name;
 * realm `janus.plugin.videoroom` tokens carry `room=<id>` and are what a room created with
 * `signed_tokens` asks for on join. Nothing is stored on either side; a leaked token is worthless after
 * `ttlSeconds` and never creates rooms (that needs the VideoRoom admin_key only the API holds).
 */
export async function mintJanusToken(input: {
  secret: string;
  nowMs: number;
  ttlSeconds: number;
  /** "janus" (sessions) or a plugin's package (that plugin's own checks). */
  realm?: string;
  /** Plugins a session token may attach to (VideoRoom by default), or a plugin token's `room=<id>`. */
  descriptors?: readonly string[];
}): Promise<{ token: string; expiresAtMs: number }> {
  const realm = input.realm ?? "janus";
  const descriptors = input.descriptors ?? [VIDEOROOM_PLUGIN];
  for (const part of [realm, ...descriptors])
    if (!/^[A-Za-z0-9._=-]+$/.test(part)) throw new Error(`janus token: bad part ${JSON.stringify(part)}`);
  const expiry = Math.floor(input.nowMs / 1000) + input.ttlSeconds;
  const data = [String(expiry), realm, ...descriptors].join(",");
  return { token: `${data}:${await hmacSha1Base64(input.secret, data)}`, expiresAtMs: expiry * 1000 };
}

/**
 * What a participant's client gets to enter one SFU room: a session token (VideoRoom only) and a room
 * token for the join request naming that room alone. Both expire after `ttlSeconds`.
 */
export async function mintRoomEntry(input: { secret: string; nowMs: number; ttlSeconds: number; janusRoom: string }) {
  const [session, room] = await Promise.all([
    mintJanusToken({ secret: input.secret, nowMs: input.nowMs, ttlSeconds: input.ttlSeconds }),
    mintJanusToken({
      secret: input.secret,
      nowMs: input.nowMs,
      ttlSeconds: input.ttlSeconds,
      realm: VIDEOROOM_PLUGIN,
      descriptors: [`room=${input.janusRoom}`],
    }),
  ]);
  return { sessionToken: session.token, roomToken: room.token, expiresAtMs: session.expiresAtMs };
}
