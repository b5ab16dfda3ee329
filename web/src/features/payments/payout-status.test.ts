import { describe, expect, it } from "vitest";
import type { PayoutAccountDto } from "@kora/shared/contracts/payments.ts";
import { countryName } from "../../lib/locale-options.ts";
import {
  dateIn,
  formatBirthDate,
  isAdultOn,
  linkDestination,
  moneyList,
  needsPayoutDetails,
  payoutCountryOptions,
  payoutView,
  requirementsLine,
  routingLabel,
} from "./payout-status.ts";

const account = (overrides: Partial<PayoutAccountDto> = {}): PayoutAccountDto => ({
  provider: "ledger",
  status: "none",
  country: null,
  dateOfBirth: null,
  bankLast4: null,
  requirements: [],
  needsDetails: false,
  needsDetailsFor: null,
  earnings: { currency: null, pending: [], paid: [] },
  ...overrides,
});

describe("payout view", () => {
  it("asks for the details first, and says why when a paid request waits", () => {
    const view = payoutView(account());
    expect(view).toMatchObject({ badge: { label: "Not set up", tone: "none" }, detailsForm: true, bankForm: false });
    expect(payoutView(account({ needsDetails: true, needsDetailsFor: "request" })).summary).toBe(
      "A paid booking request is waiting for you. Add your payout details so you're paid for the session.",
    );
    // Once the session is confirmed (or done), nothing is waiting for an answer any more.
    expect(payoutView(account({ needsDetails: true, needsDetailsFor: "session" })).summary).toBe(
      "You have a paid session to be paid for. Add your payout details so you're paid for the session.",
    );
  });
  it("then the bank form on the ledger, Stripe's onboarding on Stripe", () => {
    const ledger = payoutView(account({ status: "pending", country: "AU" }));
    expect(ledger).toMatchObject({ badge: { label: "Waiting for details" }, bankForm: true, continueToStripe: false, detailsForm: false });
    const stripe = payoutView(account({ provider: "stripe", status: "pending", requirements: ["your date of birth"] }));
    expect(stripe).toMatchObject({ bankForm: false, continueToStripe: true, requirements: ["your date of birth"] });
  });
  it("is ready with the bank's last digits and the dashboard; the ledger's dashboard is the bank form", () => {
    const ready = account({ status: "enabled", bankLast4: "6789" });
    expect(payoutView(ready)).toMatchObject({
      badge: { label: "Ready to receive payouts", tone: "ready" },
      dashboard: true,
      bankForm: false,
    });
    expect(payoutView(ready).summary).toBe("Payouts go to your bank account ending •••• 6789.");
    expect(payoutView(ready, true).bankForm).toBe(true);
    expect(payoutView({ ...ready, provider: "stripe" }, true).bankForm).toBe(false);
  });
  it("needs action when restricted, with the provider's requirements", () => {
    const view = payoutView(account({ provider: "stripe", status: "restricted", requirements: ["a photo of an identity document"] }));
    expect(view).toMatchObject({ badge: { label: "Action needed", tone: "action" }, continueToStripe: true });
    expect(view.requirements).toEqual(["a photo of an identity document"]);
    expect(payoutView(account({ status: "restricted", bankLast4: "1116" })).summary).toContain("ending •••• 1116 was refused");
  });
  it("words requirements in one line", () => {
    expect(requirementsLine(["your address.", "a bank account for payouts"])).toBe(
      "Action needed: your address; a bank account for payouts.",
    );
    expect(requirementsLine([])).toContain("needs more information");
  });
});

describe("asking for payout details", () => {
  it.each([
    ["none", false, true],
    ["pending", false, false],
    ["enabled", false, false],
    ["pending", true, true],
  ] as const)("%s, needsDetails %s → %s", (status, needsDetails, expected) => {
    expect(needsPayoutDetails({ status, needsDetails })).toBe(expected);
  });
});

describe("form helpers", () => {
  it("names the bank code the country uses", () => {
    expect(routingLabel("AU")).toBe("BSB");
    expect(routingLabel("GB")).toBe("Sort code");
    expect(routingLabel("US")).toBe("Routing number");
    expect(routingLabel("DE")).toBe("BSB, sort code or routing number");
    expect(routingLabel(null)).toBe("BSB, sort code or routing number");
  });
  it("lists the payout countries by name, sorted: where paid bookings work, and nowhere else", () => {
    const options = payoutCountryOptions(countryName);
    expect(options.map((option) => option.value)).toEqual(["AU", "DK", "NZ", "SE", "GB"]);
    expect(options[0]).toEqual({ value: "AU", label: "Australia" });
    expect(options.find((option) => option.value === "GB")?.label).toBe("United Kingdom");
    expect(options.map((option) => option.label)).toEqual(
      [...options.map((option) => option.label)].sort((a, b) => a.localeCompare(b, "en")),
    );
  });
  it("checks 18 on calendar dates", () => {
    expect(isAdultOn("2008-05-12", "2026-05-12")).toBe(true);
    expect(isAdultOn("2008-05-13", "2026-05-12")).toBe(false);
    expect(isAdultOn("1990-01-01", "2026-05-12")).toBe(true);
    expect(isAdultOn("not a date", "2026-05-12")).toBe(false);
  });
  it("reads today in the viewer's zone", () => {
    const ms = Date.parse("2026-05-11T22:30:00Z");
    expect(dateIn("Australia/Sydney", ms)).toBe("2026-05-12");
    expect(dateIn("Europe/London", ms)).toBe("2026-05-11");
  });
  it("shows a date of birth as a calendar date", () => {
    expect(formatBirthDate("1990-01-01")).toBe("1 Jan 1990");
  });
});

describe("payout links", () => {
  it("opens our own page inside the app and Stripe's outside", () => {
    const origin = "https://kora.test";
    expect(linkDestination("/my-kora/my-details/advisor-settings?payouts=bank", origin)).toEqual({
      internal: "/my-kora/my-details/advisor-settings?payouts=bank",
    });
    expect(linkDestination("https://kora.test/my-kora/my-details/advisor-settings?payouts=bank", origin)).toEqual({
      internal: "/my-kora/my-details/advisor-settings?payouts=bank",
    });
    expect(linkDestination("https://connect.stripe.com/setup/e/acct_1/abc", origin)).toEqual({
      external: "https://connect.stripe.com/setup/e/acct_1/abc",
    });
    expect(linkDestination("//evil.test/x", origin)).toEqual({ external: "//evil.test/x" });
  });
});

describe("earnings", () => {
  const format = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;
  it("lists each currency, or says there is nothing yet", () => {
    expect(
      moneyList(
        [
          { currency: "AUD", amount: 12000 },
          { currency: "EUR", amount: 5000 },
        ],
        format,
      ),
    ).toEqual(["AUD 120.00", "EUR 50.00"]);
    expect(moneyList([], format)).toEqual(["Nothing yet"]);
    expect(moneyList([{ currency: "AUD", amount: 0 }], format)).toEqual(["Nothing yet"]);
  });
});
