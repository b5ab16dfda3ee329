import { describe, expect, it } from "vitest";
import { formatDuration, formatYearMonth, languageName } from "../domain/format/text.ts";
import { formatCreditExpiry } from "../domain/money/credits.ts";
import { formatGiftCardDay } from "../domain/money/gift-cards.ts";
import { formatMonth } from "../domain/money/pro-bono.ts";
import { formatMoney, formatRate } from "../domain/money/rates.ts";

/** Intl separates amounts and units with no-break spaces; tests read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("numbers, money and dates in each language", () => {
  it("keep the spec's English forms in English", () => {
    expect(formatMoney(4500, "AUD")).toBe("A$45.00");
    expect(formatRate(15000, "GBP")).toBe("£150");
    expect(formatDuration(90)).toBe("1.5 hours");
    expect(formatCreditExpiry("2027-11-27T12:00:00Z", "UTC")).toBe("27th November 2027");
    expect(formatGiftCardDay("2027-03-12")).toBe("Friday 12 March 2027");
    expect(formatMonth("2026-12")).toBe("December 2026");
    expect(formatYearMonth("2024-03")).toBe("Mar 2024");
    expect(languageName("fr")).toBe("French");
  });

  it("write money the language's way, decimals as the spec's rules say", () => {
    expect(plain(formatMoney(4550, "EUR", "de"))).toBe("45,50 €");
    expect(plain(formatMoney(-350, "SEK", "sv"))).toBe("−3,50 kr");
    expect(plain(formatRate(1500, "EUR", "fr"))).toBe("15,00 €");
    expect(plain(formatRate(15000, "DKK", "da"))).toBe("150 kr.");
    expect(plain(formatMoney(4500, "USD", "es"))).toBe("45,00 US$");
  });

  it("write durations, months and dates in the language", () => {
    expect(plain(formatDuration(30, "de"))).toBe("30 Min.");
    expect(plain(formatDuration(90, "sv"))).toBe("1,5 timmar");
    expect(formatCreditExpiry("2027-11-27T12:00:00Z", "UTC", "sv")).toBe("27 november 2027");
    expect(formatCreditExpiry("2027-11-27T12:00:00Z", "UTC", "es")).toBe("27 de noviembre de 2027");
    expect(formatGiftCardDay("2027-03-12", "fr")).toBe("vendredi 12 mars 2027");
    expect(formatMonth("2026-12", "da")).toBe("december 2026");
    expect(formatYearMonth("2024-03", "de")).toBe("März 2024");
    expect(languageName("fr", "sv")).toBe("franska");
    expect(languageName("sv", "ar")).toBe("السويدية");
  });
});
