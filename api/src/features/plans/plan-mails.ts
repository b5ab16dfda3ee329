import type { PlanEndCause } from "@kora/shared/domain/plans/subscription.ts";
import { appPath } from "@kora/shared/brand.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Plan } from "@kora/shared/domain/plans/plans.ts";
import { mailPlansMessages } from "@kora/shared/i18n/messages/mail-plans.ts";
import { escapeHtml, layout, queueLinkMail } from "../../adapters/mail/mail-layout.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { Services } from "../../services.ts";
import { userLocale } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";

type Person = Pick<UserRow, "id" | "email" | "first_name" | "timezone" | "locale">;

const PLAN_PAGE = appPath("more/plan");
const CARDS_PAGE = appPath("my-details/billing");

/** The plan mails' words in the person's language, and their dates in their zone and language. */
function wordsFor(person: Person) {
  const locale = userLocale(person);
  return {
    locale,
    t: serverTranslator(mailPlansMessages, locale),
    day: (iso: string) => formatCreditExpiry(iso, person.timezone, locale),
  };
}

/** The plan started: a free month (with when it ends and what happens then) or a paid first month. */
export function mailPlanStarted(
  services: Pick<Services, "config" | "outbox">,
  to: Person,
  plan: Plan,
  trialEnd: string | null,
  price: { amount: number; currency: string },
) {
  const { locale, t, day } = wordsFor(to);
  const values = { plan: plan.name, price: formatMoney(price.amount, price.currency, locale) };
  const lines = trialEnd
    ? [t.t("started.trial.lead", { plan: plan.name, date: day(trialEnd) }), t.t("started.trial.after", values)]
    : [t.t("started.paid.lead", values)];
  return queueLinkMail(
    services,
    to,
    t.t(trialEnd ? "started.trial.subject" : "started.paid.subject", { plan: plan.name }),
    lines,
    { label: t.t("action.plan"), path: PLAN_PAGE },
    locale,
  );
}

/** Dunning: a renewal failed; when the card is tried again, or that it was the last try. */
export function mailRenewalFailed(
  services: Pick<Services, "config" | "outbox">,
  to: Person,
  plan: Plan,
  reason: string,
  retryAt: string | null,
) {
  const { locale, t, day } = wordsFor(to);
  const next = retryAt ? t.t("renewalFailed.retry", { date: day(retryAt), plan: plan.name }) : t.t("renewalFailed.lastTry");
  return queueLinkMail(
    services,
    to,
    t.t("renewalFailed.subject", { plan: plan.name }),
    [t.t("renewalFailed.lead", { plan: plan.name, reason }), next],
    { label: t.t("action.updateCard"), path: CARDS_PAGE },
    locale,
  );
}

/** The plan ended without the person choosing it (renewals failed, or the free month ended without a card). */
export function mailPlanEnded(services: Pick<Services, "config" | "outbox">, to: Person, plan: Plan, why: PlanEndCause) {
  const { locale, t } = wordsFor(to);
  // The cause in the same words as the modal (planEndedCause), in the person's language.
  const cause = t.t(why === "no-card" ? "ended.noCard" : "ended.paymentFailed", { plan: plan.name });
  return queueLinkMail(
    services,
    to,
    t.t("ended.subject", { plan: plan.name }),
    [cause, t.t("ended.basic")],
    { label: t.t("action.seePlans"), path: PLAN_PAGE },
    locale,
  );
}

/** A downgrade the person chose: effective now, no refund. */
export function mailDowngraded(services: Pick<Services, "config" | "outbox">, to: Person, plan: Plan) {
  const { locale, t } = wordsFor(to);
  return queueLinkMail(
    services,
    to,
    t.t("downgraded.subject"),
    [t.t("downgraded.lead", { plan: plan.name })],
    { label: t.t("action.seePlans"), path: PLAN_PAGE },
    locale,
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
  const { locale, t, day } = wordsFor(to);
  return queueLinkMail(
    services,
    to,
    t.t("renewed.subject", { plan: plan.name }),
    [t.t("renewed.lead", { amount: formatMoney(amount, currency, locale), plan: plan.name, date: day(nextEnd) })],
    { label: t.t("action.plan"), path: PLAN_PAGE },
    locale,
  );
}

/** Pro: the request reached staff (in English, which the team reads), and the answer reached the person. */
export async function mailProRequest(
  services: Pick<Services, "config" | "outbox">,
  who: Person & Pick<UserRow, "last_name">,
  message: string,
) {
  const t = serverTranslator(mailPlansMessages, "en");
  const name = `${who.first_name} ${who.last_name}`;
  const asked = t.t("team.proRequest.lead", { name, email: who.email ?? t.t("team.proRequest.noEmail") });
  await services.outbox.queueMail({
    to: services.config.staffEmail,
    subject: t.t("team.proRequest.subject", { name }),
    text: `${asked}\n\n${message}`,
    html: layout(t.t("team.proRequest.title"), [escapeHtml(asked), escapeHtml(message)]),
  });
}

export function mailProAnswered(services: Pick<Services, "config" | "outbox">, to: Person, approved: boolean) {
  const { locale, t } = wordsFor(to);
  const answer = approved ? "pro.approved" : "pro.declined";
  return queueLinkMail(
    services,
    to,
    t.t(`${answer}.subject`),
    [t.t(`${answer}.lead`)],
    { label: t.t("action.plan"), path: PLAN_PAGE },
    locale,
  );
}
