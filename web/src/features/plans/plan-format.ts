import type { PlanDto } from "@kora/shared/contracts/plans.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { plansMessages } from "@kora/shared/i18n/messages/plans.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The plans namespace's translator; the helpers below word things in its language (English unless given). */
export type PlansT = Translator<KeyOf<typeof plansMessages>>;
const ENGLISH: PlansT = createTranslator("en", plansMessages.en);

/** "£10.00 a month", or the plan's access in words. */
export function planPriceText(plan: Pick<PlanDto, "access" | "price">, t: PlansT = ENGLISH): string {
  if (plan.access === "default") return t.t("price.free");
  if (plan.access === "on-request") return t.t("price.onRequest");
  return plan.price
    ? t.t("price.monthly", { price: formatMoney(plan.price.amount, plan.price.currency, t.locale) })
    : t.t("price.paidMonthly");
}

/** What the person's subscription is doing now, in one sentence; null when they have none. */
export function subscriptionLine(
  plan: Pick<PlanDto, "name" | "subscription" | "access">,
  timeZone: string,
  t: PlansT = ENGLISH,
): string | null {
  const s = plan.subscription;
  if (!s) return null;
  const day = (iso: string | null) => (iso ? formatCreditExpiry(iso, timeZone, t.locale) : "");
  switch (s.status) {
    case "trialing":
      return t.t("line.trialing", { date: day(s.trialEnd), plan: plan.name });
    case "active":
      return s.currentPeriodEnd ? t.t("line.renews", { date: day(s.currentPeriodEnd) }) : t.t("line.granted", { plan: plan.name });
    case "past_due":
      return s.nextAttemptAt
        ? t.t("line.pastDueRetry", { date: day(s.nextAttemptAt), plan: plan.name })
        : t.t("line.pastDue", { plan: plan.name });
    case "incomplete":
      return t.t("line.settingUp");
    case "canceled":
      return null;
  }
}

/** The label of Plus's main button: the free month while it's still there. */
export const plusCta = (plan: Pick<PlanDto, "trialAvailable" | "price">, t: PlansT = ENGLISH) =>
  plan.trialAvailable
    ? t.t("cta.trial")
    : plan.price
      ? t.t("cta.subscribeFor", { price: formatMoney(plan.price.amount, plan.price.currency, t.locale) })
      : t.t("cta.subscribe");

/**
 * The list of what a plan gives, from the plan table. The admin fee is set by the advisor's plan and paid
 * on the bookings people make with them, so it is listed only to someone who advises: a learner's plan
 * changes nothing they pay.
 */
export function planPoints(plan: PlanDto, advises: boolean, t: PlansT = ENGLISH): string[] {
  const fee = plan.adminFeePercent === null ? t.t("point.feeByCard") : t.t("point.fee", { percent: plan.adminFeePercent });
  return [
    t.t("point.meetings", { size: plan.meetingSize }),
    ...(advises ? [fee] : []),
    plan.recordingDownload ? t.t("point.download") : t.t("point.recording"),
    // The Pro extras by id in the page's language; the API's words for one this catalogue doesn't know.
    ...plan.extras.map((extra) => {
      const key = `extra.${extra.id}`;
      return t.has(key) ? t.t(key) : extra.text;
    }),
  ];
}

/** What going back to Basic does to the fee, for someone who advises; nothing for a learner (English: screens word whole sentences). */
export const basicFeeClause = (advises: boolean) => (advises ? ", and the admin fee on your bookings follows the card type again" : "");
