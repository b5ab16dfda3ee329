import { PAYOUT_COUNTRIES, type PayoutAccountDto } from "@kora/shared/contracts/payments.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { paymentsMessages } from "@kora/shared/i18n/messages/payments.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The payments namespace's translator: the helpers below word things in its language (English unless given). */
export type PaymentsT = Translator<KeyOf<typeof paymentsMessages>>;
const ENGLISH: PaymentsT = createTranslator("en", paymentsMessages.en);

/** What the Payouts panel shows for an account: the badge, a sentence, and which of its parts are drawn. */
export interface PayoutView {
  badge: { label: string; tone: "none" | "waiting" | "ready" | "action" };
  /** One or two sentences under the badge. */
  summary: string;
  /** What the provider still needs, in its own words (shown as a list under the summary). */
  requirements: string[];
  /** Country, date of birth and terms: only before any details are given. */
  detailsForm: boolean;
  /** The built-in ledger's bank form: to finish set-up, fix a refused account, or change it (`?payouts=bank`). */
  bankForm: boolean;
  /** Stripe's hosted onboarding collects the bank account and identity checks. */
  continueToStripe: boolean;
  /** Ready: the payout dashboard (Stripe's, or the ledger's bank form). */
  dashboard: boolean;
}

/** Why payout details are due now, in the alert's first words: a request still waiting, or a session to be paid for. */
export const PAYOUT_DUE_LEAD = {
  request: "A paid booking request is waiting for you.",
  session: "You have a paid session to be paid for.",
} as const;

/**
 * The Payouts panel for an account. `changingBank` is the ledger's dashboard link (`?payouts=bank`): the bank
 * form is shown again on an enabled account. Stripe accounts never get the bank form (the API refuses it there).
 */
export function payoutView(account: PayoutAccountDto, changingBank = false, t: PaymentsT = ENGLISH): PayoutView {
  const ledger = account.provider === "ledger";
  const last4 = account.bankLast4;
  switch (account.status) {
    case "none":
      return {
        badge: { label: t.t("badge.none"), tone: "none" },
        summary: account.needsDetailsFor ? t.t("summary.due", { due: account.needsDetailsFor }) : t.t("summary.none"),
        requirements: [],
        detailsForm: true,
        bankForm: false,
        continueToStripe: false,
        dashboard: false,
      };
    case "pending":
      return {
        badge: { label: t.t("badge.pending"), tone: "waiting" },
        summary: ledger ? t.t("summary.pendingLedger") : t.t("summary.pendingStripe"),
        requirements: account.requirements,
        detailsForm: false,
        bankForm: ledger,
        continueToStripe: !ledger,
        dashboard: false,
      };
    case "enabled":
      return {
        badge: { label: t.t("badge.enabled"), tone: "ready" },
        summary: last4 ? t.t("summary.enabledEnding", { last4 }) : t.t("summary.enabled"),
        requirements: [],
        detailsForm: false,
        bankForm: ledger && changingBank,
        continueToStripe: false,
        dashboard: true,
      };
    case "restricted":
      return {
        badge: { label: t.t("badge.restricted"), tone: "action" },
        summary: ledger ? (last4 ? t.t("summary.refused", { last4 }) : t.t("summary.bankNeeded")) : t.t("summary.restrictedStripe"),
        requirements: account.requirements,
        detailsForm: false,
        bankForm: ledger,
        continueToStripe: !ledger,
        dashboard: false,
      };
  }
}

/** "Action needed: a photo ID; your address." — the badge and the requirements in one line, for notices. */
export function requirementsLine(requirements: readonly string[], t: PaymentsT = ENGLISH): string {
  const words = requirements.map((item) => item.trim().replace(/\.$/, "")).filter(Boolean);
  return words.length ? t.t("requirements.line", { items: words.join("; ") }) : t.t("requirements.more");
}

/** True when someone confirming or receiving a paid booking should be asked for payout details (public-site §5). */
export const needsPayoutDetails = (account: Pick<PayoutAccountDto, "status" | "needsDetails">) =>
  account.status === "none" || account.needsDetails;

/** The bank code the country calls it by; the ledger's form takes any of them. */
export function routingLabel(country: string | null, t: PaymentsT = ENGLISH): string {
  switch (country) {
    case "AU":
      return t.t("routing.au");
    case "GB":
      return t.t("routing.gb");
    case "US":
      return t.t("routing.us");
    case "CA":
      return t.t("routing.ca");
    default:
      return t.t("routing.any");
  }
}

/** The payout countries (public-site §9), by name, for the Country select, sorted as `locale` sorts. */
export function payoutCountryOptions(nameOf: (code: string) => string, locale: Locale = "en"): { value: string; label: string }[] {
  return PAYOUT_COUNTRIES.map((code) => ({ value: code as string, label: nameOf(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/**
 * Where a stripe-link URL leads: Stripe's pages leave the app; the ledger's link is a page of ours
 * (an absolute URL on this origin, or a path), which the router opens without a reload.
 */
export function linkDestination(url: string, origin: string): { internal: string } | { external: string } {
  if (url.startsWith("/") && !url.startsWith("//")) return { internal: url };
  try {
    const parsed = new URL(url);
    if (parsed.origin === origin) return { internal: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  } catch {
    // Not a URL we can read: hand it to the browser as it is.
  }
  return { external: url };
}

/**
 * True when the date of birth (YYYY-MM-DD) makes the person 18 or over on `today` (YYYY-MM-DD, the viewer's
 * own date). Compared as calendar dates, so no zone shifts a birthday. The API decides in the end.
 */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return false;
  const eighteenth = `${String(Number(birth[1]) + 18).padStart(4, "0")}-${birth[2]}-${birth[3]}`;
  return eighteenth <= today;
}

/** Earnings in one currency per line ("A$120.00"), or `nothing` ("Nothing yet"). */
export function moneyList(
  amounts: readonly { currency: string; amount: number }[],
  format: (minor: number, currency: string) => string,
  nothing = ENGLISH.t("earnings.nothing"),
) {
  const shown = amounts.filter((entry) => entry.amount !== 0);
  return shown.length ? shown.map((entry) => format(entry.amount, entry.currency)) : [nothing];
}

/** The calendar date (YYYY-MM-DD) at `ms` in a zone: "today" for the date of birth check and the picker's max. */
export const dateIn = (timeZone: string, ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(ms);

/** "1 Jan 1990" ("1 jan. 1990" in Swedish) for a YYYY-MM-DD date, read as a calendar date (no zone moves it). */
export function formatBirthDate(date: string, locale: Locale = "en"): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(ms);
}
