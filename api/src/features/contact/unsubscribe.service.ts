import type { UnsubscribeStatus } from "@kora/shared/contracts/contact.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { invalidField } from "../../http/app-error.ts";
import { base64url, constantTimeEqual, hmac } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { deleteOptOut, hasOptOut, insertOptOut } from "./contact.repository.ts";

/**
 * Unsubscribe links for non-essential mail (news, tips, product updates). The token is the address
 * itself plus an HMAC of it with the app secret: no expiry, nothing stored, and only a link we
 * mailed to that address can switch it off. Transactional mail (bookings, codes, receipts) ignores it.
 */

export const INVALID_LINK = "This unsubscribe link isn't valid. Please use the link from one of our emails, or get in touch.";

const normalise = (email: string) => email.trim().toLowerCase();
const sign = (secret: string, email: string) => hmac(secret, `unsubscribe:${email}`);

function decode(part: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(part.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export async function unsubscribeToken(secret: string, email: string): Promise<string> {
  const address = normalise(email);
  return `${base64url(new TextEncoder().encode(address))}.${await sign(secret, address)}`;
}

/** The address a genuine token was made for; null for anything else. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const [encoded, signature, extra] = token.trim().split(".");
  if (!encoded || !signature || extra !== undefined || token.length > 1000) return null;
  const email = decode(encoded);
  if (!email || email !== normalise(email)) return null;
  return constantTimeEqual(await sign(secret, email), signature) ? email : null;
}

/** The page link to put in a non-essential mail's footer. */
export async function unsubscribeLink(deps: { config: Pick<Config, "publicUrl">; secret: string }, email: string): Promise<string> {
  return `${deps.config.publicUrl}/not-interested?token=${encodeURIComponent(await unsubscribeToken(deps.secret, email))}`;
}

/**
 * Headers for a non-essential mail (RFC 2369 and RFC 8058 one-click): mail apps show their own
 * unsubscribe button and POST `List-Unsubscribe=One-Click` to the API, which `POST /api/unsubscribe` accepts.
 */
export async function listUnsubscribeHeaders(
  deps: { config: Pick<Config, "publicUrl">; secret: string },
  email: string,
): Promise<Record<string, string>> {
  const token = encodeURIComponent(await unsubscribeToken(deps.secret, email));
  return {
    "List-Unsubscribe": `<${deps.config.publicUrl}/api/unsubscribe?token=${token}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Whether `email` asked for no news, tips or product updates. Check before sending any such mail. */
export function isOptedOut(db: Db, email: string): Promise<boolean> {
  return hasOptOut(db, normalise(email));
}

export async function unsubscribeStatus(services: Pick<Services, "db" | "secret">, token: string): Promise<UnsubscribeStatus> {
  const email = await readUnsubscribeToken(services.secret, token);
  if (!email) return { status: "invalid" };
  return { status: (await hasOptOut(services.db, email)) ? "unsubscribed" : "subscribed", email };
}

async function emailOf(services: Pick<Services, "secret">, token: string): Promise<string> {
  const email = await readUnsubscribeToken(services.secret, token);
  if (!email) throw invalidField("token", INVALID_LINK);
  return email;
}

/** Idempotent: unsubscribing twice keeps one opt-out. */
export async function unsubscribe(services: Pick<Services, "db" | "now" | "secret">, token: string): Promise<UnsubscribeStatus> {
  const email = await emailOf(services, token);
  await insertOptOut(services.db, email, services.now().toISOString());
  return { status: "unsubscribed", email };
}

export async function resubscribe(services: Pick<Services, "db" | "secret">, token: string): Promise<UnsubscribeStatus> {
  const email = await emailOf(services, token);
  await deleteOptOut(services.db, email);
  return { status: "subscribed", email };
}
