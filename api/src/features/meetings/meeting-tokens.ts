/**
 * Meeting tokens: short-lived, signed, and scoped to one room and one person. A join token (10 min)
 * lets its holder enter or knock; a rejoin token (4 h) is handed out on admission so a dropped
 * socket, or a restarted server, lets them straight back in. HMAC-SHA256 with the app secret, so
 * they survive restarts and nothing is stored.
 */
export interface MeetingClaims {
  roomId: string;
  userId: string;
  /** Admitted already: skip the knock (rejoin tokens). */
  admitted: boolean;
  /** Expiry, epoch ms. */
  exp: number;
  /** The card a knock comes from (its instant-meeting link), checked when the token was issued; shown to the host. */
  cardTitle?: string;
}

export const JOIN_TOKEN_TTL_MS = 10 * 60_000;
export const REJOIN_TOKEN_TTL_MS = 4 * 60 * 60_000;

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

async function hmac(secret: string, payload: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(`meeting:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload)));
}

export async function signMeetingToken(secret: string, claims: MeetingClaims): Promise<string> {
  const fields = [claims.roomId, claims.userId, claims.admitted ? 1 : 0, claims.exp];
  if (claims.cardTitle !== undefined) fields.push(claims.cardTitle);
  const payload = b64url(encoder.encode(JSON.stringify(fields)));
  return `${payload}.${b64url(await hmac(secret, payload))}`;
}

/** The claims of a genuine, unexpired token; null for anything else. */
export async function verifyMeetingToken(secret: string, token: string, nowMs: number): Promise<MeetingClaims | null> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  try {
    const expected = await hmac(secret, payload);
    const given = fromB64url(signature);
    if (given.length !== expected.length || !given.every((byte, i) => byte === expected[i])) return null;
    const [roomId, userId, admitted, exp, cardTitle] = JSON.parse(new TextDecoder().decode(fromB64url(payload))) as [
      string,
      string,
      number,
      number,
      unknown,
    ];
    if (typeof roomId !== "string" || typeof userId !== "string" || typeof exp !== "number" || exp <= nowMs) return null;
    const claims: MeetingClaims = { roomId, userId, admitted: admitted === 1, exp };
    if (typeof cardTitle === "string") claims.cardTitle = cardTitle;
    return claims;
  } catch {
    return null;
  }
}
