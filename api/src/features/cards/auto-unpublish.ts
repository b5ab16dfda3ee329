import {
  type AutoUnpublishReason,
  expiriesUnpublish,
  hasNoHours,
  UNANSWERED_EXPIRIES_TO_UNPUBLISH,
} from "@kora/shared/domain/cards/auto-unpublish.ts";
import { mailCardsMessages } from "@kora/shared/i18n/messages/mail-cards.ts";
import { HELP_PATHS } from "@kora/shared/site/help/paths.ts";
import { mailGreeting } from "../../adapters/mail/mail-content.ts";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { Services } from "../../services.ts";
import { findUserById, userLocale } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { type CardsTx, writeCards } from "./card-writes.ts";
import {
  countUnansweredExpiry,
  findCardById,
  publishedCardsWithHours,
  resetUnansweredExpiries,
  updateCardRow,
} from "./cards.repository.ts";
import { announceUpdate } from "./card-announce.ts";
import type { CardRow } from "./cards.table.ts";

/**
 * Cards unpublished on their own (public-site §4): the rule and its words are in
 * shared/domain/cards/auto-unpublish.ts; this applies it where availability or requests change.
 */

/** The owner's mail, in their language: which card, why (auto-unpublish.ts's rule) and how to republish it. */
export function unpublishedMail(
  owner: Pick<UserRow, "first_name" | "locale"> & { email: string },
  card: Pick<CardRow, "title">,
  reason: AutoUnpublishReason,
  publicUrl: string,
): MailMessage {
  const locale = userLocale(owner);
  const t = serverTranslator(mailCardsMessages, locale);
  const link = `${publicUrl}${HELP_PATHS.myCards}`;
  const subject = t.t("unpublished.subject", { title: card.title });
  const lines = [
    mailGreeting(owner.first_name, locale),
    t.t("unpublished.lead", { title: card.title }),
    t.t(`unpublished.why.${reason}`, { count: UNANSWERED_EXPIRIES_TO_UNPUBLISH }),
    t.t("unpublished.republish"),
  ];
  return {
    to: owner.email,
    subject,
    text: [...lines, link].join("\n\n"),
    html: layout(subject, [...lines.map(escapeHtml), `<a href="${escapeHtml(link)}">${escapeHtml(t.t("unpublished.action"))}</a>`], locale),
  };
}

/** Tells the owner (in the app and by mail) and the card's viewers, once the draft is committed. */
async function tellUnpublished(
  services: Pick<Services, "config" | "db" | "hub" | "mailer">,
  cardId: string,
  reason: AutoUnpublishReason,
): Promise<void> {
  const card = (await findCardById(services.db, cardId))!;
  const owner = (await findUserById(services.db, card.user_id))!;
  services.hub.toUser(owner.id, { name: "CardUnpublished", data: { cardId: card.id, title: card.title, reason } });
  announceUpdate(services, card, owner.slug);
  if (owner.email) await services.mailer.send(unpublishedMail({ ...owner, email: owner.email }, card, reason, services.config.publicUrl));
}

/** Published → draft with the reason, only if still published (compare-and-set); true when it happened. */
function toDraft(tx: CardsTx, cardId: string, reason: AutoUnpublishReason, nowIso: string) {
  return updateCardRow(tx, cardId, { status: "draft", auto_unpublished: reason, unanswered_expiries: 0, updated_at: nowIso }, "published");
}

/** After a change to working hours: the owner's published cards left without any are unpublished. */
export async function unpublishCardsWithoutHours(
  services: Pick<Services, "config" | "db" | "hub" | "mailer" | "now" | "searchCache" | "slotsCache">,
  userId: string,
): Promise<void> {
  const bare = (await publishedCardsWithHours(services.db, userId)).filter((c) => hasNoHours(c.hours));
  if (bare.length === 0) return;
  const nowIso = services.now().toISOString();
  const done = await writeCards(services, async (tx) => {
    const changed: string[] = [];
    for (const card of bare) if (await toDraft(tx, card.id, "no-availability", nowIso)) changed.push(card.id);
    return changed;
  });
  for (const cardId of done) await tellUnpublished(services, cardId, "no-availability");
}

/** A request to the card expired while waiting for its owner: the third in a row unpublishes it. */
export async function noteUnansweredRequest(
  services: Pick<Services, "config" | "db" | "hub" | "mailer" | "now" | "searchCache" | "slotsCache">,
  cardId: string,
): Promise<void> {
  const unpublished = await writeCards(services, async (tx) => {
    const after = await countUnansweredExpiry(tx, cardId);
    if (after?.status !== "published" || !expiriesUnpublish(after.unanswered_expiries ?? 0)) return false;
    return toDraft(tx, cardId, "requests-expired", services.now().toISOString());
  });
  if (unpublished) await tellUnpublished(services, cardId, "requests-expired");
}

/** The owner answered a request to the card (accepted, suggested times or declined): the run of unanswered ones ends. */
export async function ownerAnsweredRequest(services: Pick<Services, "db" | "searchCache" | "slotsCache">, cardId: string): Promise<void> {
  await writeCards(services, (tx) => resetUnansweredExpiries(tx, cardId));
}
