import { describe, expect, it } from "vitest";
import { isCardId } from "@kora/shared/domain/cards/lifecycle.ts";
import { freeCardSlug, nextFreeSlug, slugify } from "./slug.ts";

describe("slugs", () => {
  it("turns names into lower-case ASCII words", () => {
    expect(slugify("Zoë O'Neil")).toBe("zoe-oneil");
    expect(slugify("  !!! ")).toBe("user");
    expect(nextFreeSlug("ada", ["ada", "ada-2"])).toBe("ada-3");
  });

  it("never gives a card a 36-character slug, which would be read as an id and never found", () => {
    const title = "Finding first customers mwqcgkuo9218";
    expect(slugify(title)).toHaveLength(36);
    const slug = freeCardSlug(title, []);
    expect(isCardId(slug)).toBe(false);
    expect(slug).toBe("finding-first-customers-mwqcgkuo9218-2");
    expect(freeCardSlug("Career coaching", ["career-coaching"])).toBe("career-coaching-2");
    for (let length = 30; length < 45; length++) expect(freeCardSlug("a".repeat(length), [])).not.toHaveLength(36);
  });
});
