import { hmacSha1Base64 } from "../../lib/crypto.ts";

/** An ICE server as RTCPeerConnection takes it. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * Time-limited TURN credentials (the "TURN REST" scheme coturn checks with --use-auth-secret):
 * username `<unix expiry>:<user id>`, credential base64(HMAC-SHA1(shared secret, username)).
 * coturn recomputes the HMAC and refuses the username once its expiry has passed, so a leaked
 * credential is worthless after `ttlSeconds`, and nothing is stored on either side.
 */
export async function mintTurnCredentials(input: {
  secret: string;
  userId: string;
  nowMs: number;
  ttlSeconds: number;
  urls: string[];
}): Promise<{ server: IceServer; expiresAtMs: number }> {
  const expiry = Math.floor(input.nowMs / 1000) + input.ttlSeconds;
  const username = `${expiry}:${input.userId}`;
  const credential = await hmacSha1Base64(input.secret, username);
  return { server: { urls: input.urls, username, credential }, expiresAtMs: expiry * 1000 };
}
