import { bounceReportSchema, INMAIL_MESSAGES, type InMailUnsubscribeStatus } from "@kora/shared/contracts/inmail.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { parseOrThrow } from "../../../http/validate.ts";
import { constantTimeEqual } from "../../../lib/crypto.ts";
import type { Services } from "../../../services.ts";
import { isTokenShaped, onKoraSite, tokenFromMessageId, verifiedTarget } from "./inmail-links.ts";
import {
  latestTokenForAddress,
  markBounced,
  markClicked,
  markOpened,
  markUnsubscribed,
  recipientByToken,
  tokenExists,
} from "./inmail.repository.ts";

/**
 * What recipients do with an InMail (core §4 statuses): open it (the pixel), follow a link (signed:
 * a redirect on Kora's site, the leaving page off it), unsubscribe (one click or the page), or bounce (the provider's webhook). Public and
 * addressed by the recipient's token; statuses only move forward (inmail.repository.ts).
 */

type Deps = Pick<Services, "db" | "now">;

/** The pixel loaded. Unknown tokens are ignored: the pixel answers the same whatever it is given. */
export async function recordOpen(services: Deps, token: string): Promise<void> {
  if (isTokenShaped(token)) await markOpened(services.db, token, services.now().toISOString());
}

/** Where a followed link leads: straight to a page of Kora's, or through the leaving page (with the sender's group). */
export type FollowedLink = { onKora: true; target: string } | { onKora: false; target: string; groupName: string };

/** Where a signed link goes (and the recipient is Clicked); a forged, altered or unsafe link is a 400. */
export async function followLink(
  services: Deps & Pick<Services, "secret" | "config">,
  token: string,
  url: string,
  signature: string,
): Promise<FollowedLink> {
  const target = await verifiedTarget(services.secret, token, url, signature);
  if (!target) throw new AppError("bad_request", INMAIL_MESSAGES.badLink);
  await markClicked(services.db, token, services.now().toISOString());
  if (onKoraSite(services.config.publicUrl, target)) return { onKora: true, target };
  const recipient = await recipientByToken(services.db, token);
  return { onKora: false, target, groupName: recipient?.group_name ?? "a group" };
}

/** Where an unsubscribe link stands, for the /not-interested page. */
export async function unsubscribeStatus(services: Deps, token: string): Promise<InMailUnsubscribeStatus> {
  const recipient = isTokenShaped(token) ? await recipientByToken(services.db, token) : undefined;
  if (!recipient) return { status: "invalid" };
  const stopped = !recipient.member_id || recipient.inmail_unsubscribed_at !== null;
  return { status: stopped ? "unsubscribed" : "subscribed", groupName: recipient.group_name };
}

/**
 * Unsubscribes the recipient (final) and the member from the group's InMail for good. Idempotent;
 * an unknown token is a 404.
 */
export async function unsubscribe(services: Deps, token: string): Promise<InMailUnsubscribeStatus> {
  const recipient = isTokenShaped(token) ? await recipientByToken(services.db, token) : undefined;
  if (!recipient) throw notFound(INMAIL_MESSAGES.badLink);
  const at = services.now().toISOString();
  await services.db
    .transaction()
    .execute((trx) => markUnsubscribed(trx, { token, groupId: recipient.group_id, userId: recipient.recipient_id }, at));
  return { status: "unsubscribed", groupName: recipient.group_name };
}

/**
 * The mail provider's bounce webhook: refused without the configured shared secret (404 when none is
 * configured); each bounce names the Message-ID we set or the address (its latest InMail).
 */
export async function reportBounces(
  services: Deps & Pick<Services, "config">,
  secret: string | undefined,
  body: unknown,
): Promise<{ bounced: number; unknown: number }> {
  const expected = services.config.inmailBounceSecret;
  if (!expected) throw notFound();
  if (!secret || !constantTimeEqual(secret, expected)) throw new AppError("forbidden", INMAIL_MESSAGES.bounceSecret);
  const report = parseOrThrow(bounceReportSchema, body);
  const at = services.now().toISOString();
  let bounced = 0;
  let unknown = 0;
  for (const bounce of report.bounces) {
    const fromId = bounce.messageId ? tokenFromMessageId(bounce.messageId) : null;
    const token =
      fromId && (await tokenExists(services.db, fromId))
        ? fromId
        : bounce.email
          ? await latestTokenForAddress(services.db, bounce.email)
          : undefined;
    if (!token) unknown += 1;
    else if (await markBounced(services.db, token, bounce.reason, at)) bounced += 1;
  }
  return { bounced, unknown };
}
