import { describe, expect, it } from "vitest";
import { linksIn, linkTarget, trimLink, unusableLink } from "./links.ts";

describe("InMail links", () => {
  it.each([
    ["https://a.example/x.", "https://a.example/x"],
    ["https://b.example/y?q=1),", "https://b.example/y?q=1"],
    ["https://c.example/p_(1)", "https://c.example/p_(1)"],
    ["https://d.example/!?", "https://d.example/"],
  ])("trims %s to %s", (raw, trimmed) => expect(trimLink(raw)).toBe(trimmed));

  it("takes only absolute http(s) addresses of at most 2,000 characters as targets", () => {
    expect(linkTarget("HTTPS://Kora.Example/a b")).toBe("https://kora.example/a%20b");
    expect(linkTarget("https://")).toBeNull();
    expect(linkTarget("javascript:alert(1)")).toBeNull();
    expect(linkTarget("data:text/html,<b>x</b>")).toBeNull();
    expect(linkTarget(`https://a.example/${"x".repeat(2000)}`)).toBeNull();
  });

  it("finds the links of a text where they are", () => {
    expect(linksIn("See https://a.example/x. Or HTTP://B.example!")).toEqual([
      { url: "https://a.example/x", index: 4 },
      { url: "HTTP://B.example", index: 28 },
    ]);
  });

  it.each([
    ["Read https://a.example/x and (https://b.example/y).", null],
    ["Our data: 5 members joined; javascript is fun; see you at 6:30.", null],
    ["Go to https://example.com/?next=javascript:void(0) now", null],
    ["Click javascript:alert(document.cookie) now", { link: "javascript:alert(document.cookie)", problem: "scheme" }],
    ["Open data:text/html;base64,PHNjcmlwdD4= please", { link: "data:text/html;base64,PHNjcmlwdD4=", problem: "scheme" }],
    ["Files at ftp://files.example/a.", { link: "ftp://files.example/a", problem: "scheme" }],
    ["VBScript:msgbox(1)", { link: "VBScript:msgbox(1)", problem: "scheme" }],
    ["Half a link: https://.", { link: "https://", problem: "incomplete" }],
    [`Long https://a.example/${"x".repeat(2000)}`, { link: `https://a.example/${"x".repeat(2000)}`, problem: "incomplete" }],
  ])("%s → %j", (text, expected) => expect(unusableLink(text)).toEqual(expected));
});
