import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import en from "./catalogs/en.ts";
import { LOCALES, textDirection } from "./locales.ts";
import { negotiateLocale, parseAcceptLanguage, pickLocale } from "./negotiate.ts";
import { createTranslator, loadCatalog } from "./translate.ts";

describe("the language a browser asks for", () => {
  it.each([
    ["sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7", "sv"],
    ["da, en-GB;q=0.8", "da"],
    ["EN-us", "en"],
    ["ar-EG,ar;q=0.9", "ar"],
    ["fr;q=0.5, de;q=0.9", "de"],
    ["de;q=0, fr", "fr"],
    ["nb-NO,nb;q=0.9", "en"],
    ["nb-NO, es;q=0.4", "es"],
    ["*", "en"],
    ["x;;q=abc, es;q=1.5, da;q=0.3", "da"],
    ["", "en"],
  ])("%j → %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it("is English without a header", () => {
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
  });

  it("orders ranges by weight, keeping the header's order on ties, and drops the unacceptable", () => {
    expect(parseAcceptLanguage("fr;q=0.8, sv, de;q=0.8, es;q=0").map((r) => r.range)).toEqual(["sv", "fr", "de"]);
  });

  it("reads navigator.languages the same way", () => {
    expect(pickLocale(["pt-BR", "es-419", "en"])).toBe("es");
    expect(pickLocale([])).toBe("en");
  });
});

/** The argument names a message uses (plural, select and plain ones, nested included). */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      if (element.type >= 1 && element.type <= 6 && typeof element.value === "string") names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe("the catalogues", () => {
  it.each(LOCALES.filter((l) => l !== "en"))("%s has every English key, no other, each with English's arguments", async (locale) => {
    const catalog = await loadCatalog(locale);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, message] of Object.entries(catalog)) {
      expect(argumentsOf(message, locale), `${locale} ${key}`).toEqual(argumentsOf(en[key as keyof typeof en], "en"));
      expect(message.trim(), `${locale} ${key} is written`).not.toBe("");
    }
  });
});

describe("a translator", () => {
  it("follows each language's plural rules", async () => {
    const english = createTranslator("en", await loadCatalog("en"));
    expect([1, 30].map((minutes) => english.t("time.minutes", { minutes }))).toEqual(["1 minute", "30 minutes"]);
    const arabic = createTranslator("ar", await loadCatalog("ar"));
    expect([1, 2, 3, 11].map((minutes) => arabic.t("time.minutes", { minutes }))).toEqual([
      "دقيقة واحدة",
      "دقيقتان",
      "3 دقائق",
      "11 دقيقة",
    ]);
    const swedish = createTranslator("sv", await loadCatalog("sv"));
    expect(swedish.t("language.label")).toBe("Språk");
  });

  it("knows which languages read right to left", () => {
    expect(LOCALES.filter((l) => textDirection(l) === "rtl")).toEqual(["ar"]);
  });
});
