import { describe, expect, it } from "vitest";
import { updateMeSchema } from "../../contracts/users.ts";
import { isLanguageCode, LANGUAGE_CODES, languageName, languageOptions, searchLanguages } from "./languages.ts";
import { checkSocialLink, repeatedIndexes } from "./profile-rules.ts";

describe("checkSocialLink", () => {
  it.each<[string, ReturnType<typeof checkSocialLink>]>([
    ["https://github.com/ada", { ok: true, url: "https://github.com/ada", icon: "github" }],
    ["github.com/ada/", { ok: true, url: "https://github.com/ada", icon: "github" }],
    ["https://www.linkedin.com/in/ada-lovelace/#top", { ok: true, url: "https://www.linkedin.com/in/ada-lovelace", icon: "linkedin" }],
    ["https://x.com/ada_l", { ok: true, url: "https://x.com/ada_l", icon: "twitter" }],
    ["https://www.youtube.com/@ada-codes", { ok: true, url: "https://www.youtube.com/@ada-codes", icon: "youtube" }],
    [
      "https://medium.com/@ada/why-engines-matter-1a2b",
      { ok: true, url: "https://medium.com/@ada/why-engines-matter-1a2b", icon: "medium" },
    ],
    [
      "https://scholar.google.com/citations?user=abc123",
      { ok: true, url: "https://scholar.google.com/citations?user=abc123", icon: "google-scholar" },
    ],
    ["http://ada.example.org/blog/", { ok: true, url: "http://ada.example.org/blog", icon: "article" }],
    ["HTTPS://Ada.Example.ORG/Path", { ok: true, url: "https://ada.example.org/Path", icon: "article" }],
    ["https://github.com/ada/analytical-engine", { ok: false, message: "Please provide a valid GitHub profile url." }],
    ["https://www.linkedin.com/feed/", { ok: false, message: "Please provide a valid LinkedIn profile url." }],
    ["https://www.instagram.com/p/Cxyz123/", { ok: false, message: "Please provide a valid Instagram profile url." }],
    ["not a link", { ok: false, message: "Please provide a valid url." }],
    ["", { ok: false, message: "Please provide a valid url." }],
    ["javascript:alert(1)", { ok: false, message: "Please provide a valid url." }],
    ["ftp://files.example.com/me", { ok: false, message: "Please provide a valid url." }],
    ["https://user:pass@example.com/", { ok: false, message: "Please provide a valid url." }],
    ["https://localhost/me", { ok: false, message: "Please provide a valid url." }],
    [`https://example.com/${"a".repeat(2100)}`, { ok: false, message: "Please provide a valid url." }],
  ])("%s", (input, expected) => {
    expect(checkSocialLink(input)).toEqual(expected);
  });
});

describe("repeatedIndexes", () => {
  it.each<[string[], number[]]>([
    [[], []],
    [["a", "b"], []],
    [
      ["a", "b", "a", "a"],
      [2, 3],
    ],
    [["A", "a"], []],
  ])("%j → %j", (items, expected) => {
    expect(repeatedIndexes(items)).toEqual(expected);
  });
});

describe("languages", () => {
  it("knows every ISO 639-1 code and names it in English", () => {
    expect(LANGUAGE_CODES).toHaveLength(183);
    expect(new Set(LANGUAGE_CODES).size).toBe(183);
    expect(languageName("de")).toBe("German");
    expect(languageName("mi")).toBe("Māori");
    expect(languageName("xx")).toBe("xx");
    expect(isLanguageCode("en")).toBe(true);
    expect(isLanguageCode("EN")).toBe(false);
    expect(isLanguageCode("eng")).toBe(false);
    expect(languageOptions()[0]).toEqual({ code: "ab", name: "Abkhazian" });
  });

  it.each<[string, string[]]>([
    ["germ", ["de"]],
    ["mao", ["mi"]],
    ["sami", ["se"]],
    ["de", ["de"]],
    ["  SPAN ", ["es"]],
    ["zzz", []],
  ])("search %j finds %j first", (query, codes) => {
    expect(
      searchLanguages(query)
        .slice(0, codes.length)
        .map((o) => o.code),
    ).toEqual(codes);
  });
});

const fieldsOf = (input: unknown) => {
  const result = updateMeSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("updateMeSchema profile fields", () => {
  it("tidies and normalises what it takes", () => {
    expect(
      updateMeSchema.parse({
        location: "  Bristol, UK ",
        education: "",
        socialLinks: ["github.com/ada/", "https://ada.example.org"],
        languagesSpoken: ["EN", "mi"],
        interests: ["  machine   learning ", "UX"],
        categoryInterests: ["c1"],
      }),
    ).toEqual({
      location: "Bristol, UK",
      education: null,
      socialLinks: ["https://github.com/ada", "https://ada.example.org"],
      languagesSpoken: ["en", "mi"],
      interests: ["machine learning", "UX"],
      categoryInterests: ["c1"],
    });
  });

  it.each<[string, unknown, Record<string, string>]>([
    [
      "a location over 100 characters",
      { location: "x".repeat(101) },
      { location: "Please provide a location with no more than 100 characters." },
    ],
    [
      "education over 200 characters",
      { education: "y".repeat(201) },
      { education: "Please provide an education with no more than 200 characters." },
    ],
    ["an unknown language", { languagesSpoken: ["en", "klingon"] }, { "languagesSpoken.1": "Oops, we can't find that language." }],
    ["a language twice", { languagesSpoken: ["fr", "FR"] }, { "languagesSpoken.1": "already chosen" }],
    ["eleven languages", { languagesSpoken: LANGUAGE_CODES.slice(0, 11) }, { languagesSpoken: "You can add up to 10 languages." }],
    ["a bad link", { socialLinks: ["https://github.com/ada", "nope"] }, { "socialLinks.1": "Please provide a valid url." }],
    [
      "a post instead of a profile",
      { socialLinks: ["https://www.facebook.com/sharer.php"] },
      { "socialLinks.0": "Please provide a valid Facebook profile url." },
    ],
    [
      "the same page twice (http and https, trailing slash)",
      { socialLinks: ["https://ada.dev/", "http://ADA.dev"] },
      { "socialLinks.1": "already chosen" },
    ],
    [
      "nine links",
      { socialLinks: Array.from({ length: 9 }, (_, i) => `https://site${i}.example.com`) },
      { socialLinks: "You can add up to 8 links." },
    ],
    ["an interest twice in another case", { interests: ["Chess", "chess"] }, { "interests.1": "already chosen" }],
    ["an empty interest", { interests: ["  "] }, { "interests.0": "Oops! Looks like you missed the interest." }],
    ["a long interest", { interests: ["z".repeat(41)] }, { "interests.0": "Please provide an interest with no more than 40 characters." }],
    ["eleven interests", { interests: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, { interests: "You can add up to 10 interests." }],
    ["a category twice", { categoryInterests: ["c1", "c1"] }, { "categoryInterests.1": "already chosen" }],
    [
      "eleven categories",
      { categoryInterests: Array.from({ length: 11 }, (_, i) => `c${i}`) },
      { categoryInterests: "You can add up to 10 categories." },
    ],
  ])("refuses %s", (_, input, expected) => {
    expect(fieldsOf(input)).toEqual(expected);
  });
});
