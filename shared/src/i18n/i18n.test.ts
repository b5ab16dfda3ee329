import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES, textDirection } from "./locales.ts";
import { commonMessages } from "./messages/common.ts";
import { negotiateLocale, parseAcceptLanguage, pickLocale } from "./negotiate.ts";
import { alternates, localeBase, localePath, splitLocalePath } from "./paths.ts";
import { createTranslator, isPlainMessage } from "./translate.ts";

import arabic from "./messages/common/ar.json" with { type: "json" };
import swedish from "./messages/common/sv.json" with { type: "json" };

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

describe("a translator", () => {
  it("follows each language's plural rules", async () => {
    const english = createTranslator("en", commonMessages.en);
    expect([1, 30].map((minutes) => english.t("time.minutes", { minutes }))).toEqual(["1 minute", "30 minutes"]);
    const arabicT = createTranslator("ar", arabic);
    expect([1, 2, 3, 11].map((minutes) => arabicT.t("time.minutes", { minutes }))).toEqual([
      "دقيقة واحدة",
      "دقيقتان",
      "3 دقائق",
      "11 دقيقة",
    ]);
    expect(createTranslator("sv", swedish).t("language.label")).toBe("Språk");
  });

  it("shows plain text as it is and formats parsed messages like text ones", () => {
    expect(isPlainMessage("Don't worry: it's free.")).toBe(true);
    expect(isPlainMessage("It''s {n}")).toBe(false);
    expect(isPlainMessage("Read <b>this</b>")).toBe(false);
    const text = "{n, plural, one {# seat} other {# seats}} left";
    const parsed = { left: new IntlMessageFormat(text, "en").getAst() };
    expect(createTranslator("en", parsed).t("left", { n: 2 })).toBe("2 seats left");
    expect(createTranslator("en", { left: text }).t("left", { n: 1 })).toBe("1 seat left");
  });

  it("fills tags with what the caller makes of them", () => {
    const translator = createTranslator("en", { terms: "I agree to the <link>terms</link>." });
    expect(translator.rich("terms", { link: (chunks) => ({ a: chunks.join("") }) })).toEqual(["I agree to the ", { a: "terms" }, "."]);
  });

  it("knows which languages read right to left", () => {
    expect(LOCALES.filter((l) => textDirection(l) === "rtl")).toEqual(["ar"]);
  });
});

describe("the site's address in each language", () => {
  it("puts every language but English under its code, the home page at /{code}", () => {
    expect(localePath("en", "/pricing")).toBe("/pricing");
    expect(localePath("sv", "/pricing")).toBe("/sv/pricing");
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localeBase("da")).toBe("/da");
    expect(localeBase("en")).toBe("");
  });

  it("reads the language back from an address, and nothing from one that isn't a language", () => {
    expect(splitLocalePath("/sv/pricing")).toEqual({ locale: "sv", path: "/pricing" });
    expect(splitLocalePath("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/en/pricing")).toEqual({ locale: "en", path: "/pricing" });
    expect(splitLocalePath("/g/acme")).toEqual({ locale: null, path: "/g/acme" });
    expect(splitLocalePath("/nb/pricing")).toEqual({ locale: null, path: "/nb/pricing" });
    expect(splitLocalePath("/svx")).toEqual({ locale: null, path: "/svx" });
  });

  it("lists every language's address and the default", () => {
    expect(alternates("/faq").map((a) => `${a.hreflang} ${a.path}`)).toEqual([
      "en /faq",
      "sv /sv/faq",
      "da /da/faq",
      "de /de/faq",
      "fr /fr/faq",
      "es /es/faq",
      "ar /ar/faq",
      "x-default /faq",
    ]);
  });
});
