import { type PlanEndCause, planEndedCause } from "@kora/shared/domain/plans/subscription.ts";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Plan } from "@kora/shared/domain/plans/plans.ts";
import { escapeHtml, layout, queueLinkMail } from "../../adapters/mail/mail-layout.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";

type Person = Pick<UserRow, "id" | "email" | "first_name" | "timezone">;

const PLAN_PAGE = appPath("more/plan");
const CARDS_PAGE = appPath("my-details/billing");

const day = (iso: string, person: Person) => formatCreditExpiry(iso, person.timezone);

/** The plan started: a free month (with when it ends and what happens then) or a paid first month. */
export function mailPlanStarted(
  services: Pick<Services, "config" | "outbox">,
  to: Person,
  plan: Plan,
  trialEnd: string | null,
  price: string,
) {
  const lines = trialEnd
    ? [
        `Your free month of ${BRAND.name} ${plan.name} has started. It runs until ${day(trialEnd, to)}.`,
        `After that, ${plan.name} is ${price} a month, charged to your saved card. Without a card your account goes back to Basic. You can downgrade at any time.`,
      ]
    : [`You're on ${BRAND.name} ${plan.name}: ${price} a month, charged to your saved card. You can downgrade at any time.`];
  return queueLinkMail(services, to, trialEnd ? `Your free month of ${plan.name} has started` : `Welcome to ${plan.name}`, lines, {
    label: "Your plan",
    path: PLAN_PAGE,
  });
}

/** Dunning: a renewal failed; when the card is tried again, or that it was the last try. */
export function mailRenewalFailed(
  services: Pick<Services, "config" | "outbox">,
  to: Person,
  plan: Plan,
  reason: string,
  retryAt: string | null,
) {
  const next = retryAt
    ? `We'll try again on ${day(retryAt, to)}. Update your card before then to keep ${plan.name}.`
    : `This was the last try.`;
  return queueLinkMail(
    services,
    to,
    `We couldn't renew your ${plan.name} plan`,
    [`The payment for this month of ${plan.name} failed: ${reason}`, next],
    {
      label: "Update your card",
      path: CARDS_PAGE,
    },
  );
}

/** The plan ended without the person choosing it (renewals failed, or the free month ended without a card). */
export function mailPlanEnded(services: Pick<Services, "config" | "outbox">, to: Person, plan: Plan, why: PlanEndCause) {
  const cause = planEndedCause(plan.name, why);
  return queueLinkMail(
    services,
    to,
    `Your ${plan.name} plan has ended`,
    [cause, `Your account is on Basic now; nothing else has changed. You can subscribe again whenever you like.`],
    {
      label: "See plans",
      path: PLAN_PAGE,
    },
  );
}

/** A downgrade the person chose: effective now, no refund. */
export function mailDowngraded(services: Pick<Services, "config" | "outbox">, to: Person, plan: Plan) {
  return queueLinkMail(
    services,
    to,
    `You've moved to Basic`,
    [`You've left ${plan.name}. The change took effect immediately; the rest of the period isn't refunded.`],
    { label: "See plans", path: PLAN_PAGE },
  );
}

/** The renewal went through. */
export function mailRenewed(
  services: Pick<Services, "config" | "outbox">,
  to: Person,
  plan: Plan,
  amount: number,
  currency: string,
  nextEnd: string,
) {
  return queueLinkMail(
    services,
    to,
    `Your ${plan.name} plan renewed`,
    [`We charged ${formatMoney(amount, currency)} for another month of ${plan.name}. The next renewal is on ${day(nextEnd, to)}.`],
    { label: "Your plan", path: PLAN_PAGE },
  );
}

/** Pro: the request reached staff, and the answer reached the person. */
export async function mailProRequest(
  services: Pick<Services, "config" | "outbox">,
  who: Person & Pick<UserRow, "last_name">,
  message: string,
) {
  await services.outbox.queueMail({
    to: services.config.staffEmail,
    subject: `Pro request from ${who.first_name} ${who.last_name}`,
    text: `${who.first_name} ${who.last_name} (${who.email ?? "no email"}) asked for Pro:\n\n${message}`,
    html: layout("A Pro request", [
      escapeHtml(`${who.first_name} ${who.last_name} (${who.email ?? "no email"}) asked for Pro:`),
      escapeHtml(message),
    ]),
  });
}

export function mailProAnswered(services: Pick<Services, "config" | "outbox">, to: Person, approved: boolean) {
  return approved
    ? queueLinkMail(services, to, "You're on Pro", [`Your request was approved: your account is on ${BRAND.name} Pro now.`], {
        label: "Your plan",
        path: PLAN_PAGE,
      })
    : queueLinkMail(
        services,
        to,
        "About your Pro request",
        [`We can't offer you Pro at the moment. Your account stays on its current plan.`],
        {
          label: "Your plan",
          path: PLAN_PAGE,
        },
      );
}
