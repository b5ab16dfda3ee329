import type { PlanDto } from "@kora/shared/contracts/plans.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";

/** "£10.00 a month", or the plan's access in words. */
export function planPriceText(plan: Pick<PlanDto, "access" | "price">): string {
  if (plan.access === "default") return "Free";
  if (plan.access === "on-request") return "Beta, on request";
  return plan.price ? `${formatMoney(plan.price.amount, plan.price.currency)} a month` : "Paid monthly";
}

/** What the person's subscription is doing now, in one sentence; null when they have none. */
export function subscriptionLine(plan: Pick<PlanDto, "name" | "subscription" | "access">, timeZone: string): string | null {
  const s = plan.subscription;
  if (!s) return null;
  const day = (iso: string | null) => (iso ? formatCreditExpiry(iso, timeZone) : "");
  switch (s.status) {
    case "trialing":
      return `Your free month runs until ${day(s.trialEnd)}. After that ${plan.name} renews monthly on your saved card.`;
    case "active":
      return s.currentPeriodEnd ? `Renews on ${day(s.currentPeriodEnd)}.` : `Granted by the ${plan.name} team; no charge in the app.`;
    case "past_due":
      return s.nextAttemptAt
        ? `The last payment failed. We'll try your card again on ${day(s.nextAttemptAt)}; update it to keep ${plan.name}.`
        : `The last payment failed. Update your card to keep ${plan.name}.`;
    case "incomplete":
      return "Setting up…";
    case "canceled":
      return null;
  }
}

/** The label of Plus's main button: the free month while it's still there. */
export const plusCta = (plan: Pick<PlanDto, "trialAvailable" | "price">) =>
  plan.trialAvailable
    ? "Start your free month"
    : `Subscribe${plan.price ? ` for ${formatMoney(plan.price.amount, plan.price.currency)} a month` : ""}`;

/**
 * The list of what a plan gives, from the plan table. The admin fee is set by the advisor's plan and paid
 * on the bookings people make with them, so it is listed only to someone who advises: a learner's plan
 * changes nothing they pay.
 */
export function planPoints(plan: PlanDto, advises: boolean): string[] {
  const fee =
    plan.adminFeePercent === null
      ? "Admin fee on your paid bookings by card: 5% private, 15% marketplace"
      : `${plan.adminFeePercent}% admin fee on your paid bookings, whatever the card`;
  return [
    `Meetings of up to ${plan.meetingSize} people, no time limit`,
    ...(advises ? [fee] : []),
    plan.recordingDownload ? "Let people download your recordings" : "Free unlimited cloud recording",
    ...plan.extras.map((extra) => extra.text),
  ];
}

/** What going back to Basic does to the fee, for someone who advises; nothing for a learner. */
export const basicFeeClause = (advises: boolean) => (advises ? ", and the admin fee on your bookings follows the card type again" : "");
