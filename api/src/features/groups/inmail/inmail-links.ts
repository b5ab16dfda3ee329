import { linkTarget } from "@kora/shared/domain/inmail/links.ts";
import { constantTimeEqual, hmac, randomToken } from "../../../lib/crypto.ts";

/**
 * The addresses an InMail carries. Each recipient has an unguessable token (the pixel, the links, the
 * unsubscribe); a followed link is signed with the server's secret over the token and the target, so
 * it only ever leads where the email itself pointed — and off Kora's site only through a page saying
 * so (inmail-leaving-page.ts), never an open redirect.
 */

/** A recipient's token: 24 random bytes, base64url (32 characters). */
export const newRecipientToken = () => randomToken(24);

/** What a token looks like; anything else is refused before the database is asked. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{20,64}$/.test(token);

/** The link's target if it is an absolute http(s) URL we would send someone to; null otherwise. */
export const safeTarget = linkTarget;

/** Whether a target is on Kora's own site (PUBLIC_URL's origin): those go straight there, others by the leaving page. */
export function onKoraSite(publicUrl: string, target: string): boolean {
  return new URL(target).origin === new URL(publicUrl).origin;
}

const clickSignature = (secret: string, token: string, url: string) => hmac(secret, `inmail-click\n${token}\n${url}`);

export async function clickLink(publicUrl: string, secret: string, token: string, url: string): Promise<string> {
  const signature = await clickSignature(secret, token, url);
  return `${publicUrl}/api/inmail/c/${token}?u=${encodeURIComponent(url)}&s=${signature}`;
}

/** The target of a genuinely signed link; null for a forged, altered or unsafe one. */
export async function verifiedTarget(secret: string, token: string, url: string, signature: string): Promise<string | null> {
  if (!isTokenShaped(token) || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (!constantTimeEqual(await clickSignature(secret, token, url), signature)) return null;
  return safeTarget(url);
}

export const pixelUrl = (publicUrl: string, token: string) => `${publicUrl}/api/inmail/o/${token}`;
/** The RFC 8058 one-click target (POST) of `List-Unsubscribe`. */
export const oneClickUrl = (publicUrl: string, token: string) => `${publicUrl}/api/inmail/u/${token}`;
/** The page a person lands on from the email's unsubscribe link. */
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/not-interested?inmail=${token}`;

/** The Message-ID of one recipient's mail: a provider's bounce report names it. */
export const messageIdFor = (publicUrl: string, token: string) => `<inmail.${token}@${new URL(publicUrl).hostname}>`;

/** The token in a Message-ID we made (with or without the angle brackets); null for any other. */
export function tokenFromMessageId(messageId: string): string | null {
  const match = /^<?inmail\.([A-Za-z0-9_-]{20,64})@[^<>\s]+>?$/.exec(messageId.trim());
  return match ? match[1]! : null;
}

/** The 1×1 transparent GIF of the open pixel. */
export const PIXEL_GIF = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));
