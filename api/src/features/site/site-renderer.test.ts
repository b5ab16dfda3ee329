import { describe, expect, it } from "vitest";
import { catalogueChunks, withLanguage } from "./site-renderer.ts";

const manifest = {
  "../shared/src/i18n/messages/shell/sv.json": { file: "assets/sv-abc.js" },
  "../shared/src/i18n/messages/site-pricing/sv.json": { file: "assets/sv-def.js" },
  "../shared/src/i18n/messages/shell/da.json": { file: "assets/da-ghi.js" },
};

describe("a page's catalogues", () => {
  it("are fetched with the page: the built chunk of each one it used, in its language", () => {
    expect(catalogueChunks(manifest, { catalogs: ["shell", "site-pricing"] }, "sv")).toEqual(["/assets/sv-abc.js", "/assets/sv-def.js"]);
    expect(catalogueChunks(manifest, { catalogs: ["shell", "missing"] }, "da")).toEqual(["/assets/da-ghi.js"]);
  });

  it("are none in English, which comes with the page's code, nor for a page that names none", () => {
    expect(catalogueChunks(manifest, { catalogs: ["shell"] }, "en")).toEqual([]);
    expect(catalogueChunks(manifest, null, "sv")).toEqual([]);
  });
});

describe("a page's language", () => {
  it("marks <html> with it and its direction, whatever it said before", () => {
    expect(withLanguage('<!doctype html><html lang="en"><head>', "ar")).toBe('<!doctype html><html lang="ar" dir="rtl"><head>');
    expect(withLanguage("<html><body>", "sv")).toBe('<html lang="sv" dir="ltr"><body>');
  });
});
