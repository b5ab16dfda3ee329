import { z } from "zod";
import { BRAND } from "@kora/shared/brand.ts";
import { idField } from "@kora/shared/contracts/ids.ts";
import { limitedText } from "@kora/shared/contracts/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import { forbidden } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { viewCard } from "../cards/cards.service.ts";
import type { UserRow } from "../users/users.table.ts";

export const contactSuggestsSchema = z.object({
  cardId: idField,
  email: limitedText(TEXT_LIMITS.email).pipe(z.email(fillMessage("email"))),
  firstName: limitedText(TEXT_LIMITS.firstName).min(2, fillMessage("minLength", { field: "first name", min: 2 })),
  message: limitedText(TEXT_LIMITS.message).default(""),
});

/** "Your contact suggests": mails a contact the advisor's book link, so they pick times that suit them. */
export async function contactSuggests(
  services: Pick<Services, "config" | "db" | "limiter" | "outbox">,
  user: UserRow,
  input: z.output<typeof contactSuggestsSchema>,
): Promise<void> {
  const card = await viewCard(services, user, input.cardId);
  if (card.user_id !== user.id) throw forbidden("You can only send your own card.");
  services.limiter.hit(`contact-suggests:${user.id}`, 20, 3_600_000);
  const url = `${services.config.publicUrl}/advisors/${user.slug}/${card.slug}/book`;
  const lead =
    `${user.first_name} ${user.last_name}`.trim() +
    ` would like to meet on ${BRAND.name} about "${card.title}". Pick the times that suit you:`;
  const text = [`Hi ${input.firstName},`, lead, url, input.message].filter(Boolean).join("\n\n");
  await services.outbox.queueMail({
    to: input.email,
    subject: `${user.first_name} invited you to book a session`,
    text,
    html: layout(`Book a session with ${user.first_name}`, [
      escapeHtml(`Hi ${input.firstName},`),
      escapeHtml(lead),
      `<a href="${escapeHtml(url)}" style="color:#e6337a">Choose times</a>`,
      ...(input.message ? [escapeHtml(input.message)] : []),
    ]),
  });
}
