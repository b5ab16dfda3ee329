import { describe, expect, it } from "vitest";
import { absoluteUrl, advisorPathParts, appPathOf, canonicalRedirect, cardLookupPath, loginRedirect } from "./links.ts";

const origin = "https://kora.example";
const id = "0b0e7c2a-5a8e-4c57-9a55-6c2b2c7d9e11";

describe("links", () => {
  it("turns same-site links into app paths and leaves other sites alone", () => {
    expect(appPathOf("/advisors/maya/career", origin)).toBe("/advisors/maya/career");
    expect(appPathOf("https://kora.example/advisors/maya/career?x=1#r", origin)).toBe("/advisors/maya/career?x=1#r");
    expect(appPathOf("https://elsewhere.example/a", origin)).toBeNull();
    expect(appPathOf("//elsewhere.example/a", origin)).toBeNull();
    expect(appPathOf("not a url", origin)).toBeNull();
  });
  it("makes full addresses to copy", () => {
    expect(absoluteUrl("/c/AbC123", origin)).toBe("https://kora.example/c/AbC123");
    expect(absoluteUrl("https://kora.example/c/x", origin)).toBe("https://kora.example/c/x");
  });
  it("sends guests to log in and back", () => {
    expect(loginRedirect("/advisors/maya/career")).toBe("/password-free?step=login&redirectTo=%2Fadvisors%2Fmaya%2Fcareer");
  });
  it("looks cards up by id or by the advisor's slug", () => {
    expect(cardLookupPath("maya-patel", "career-coaching")).toBe("/api/cards/career-coaching?user=maya-patel");
    expect(cardLookupPath("maya-patel", id)).toBe(`/api/cards/${id}`);
  });
  it("moves to the canonical address only when it differs", () => {
    expect(canonicalRedirect("/advisors/maya/career", "https://kora.example/advisors/maya/career", origin)).toBeNull();
    expect(canonicalRedirect("/advisors/maya/career/", "/advisors/maya/career", origin)).toBeNull();
    expect(canonicalRedirect(`/advisors/maya/${id}`, "/advisors/maya/career", origin)).toBe("/advisors/maya/career");
    expect(canonicalRedirect("/advisors/maya/old-title", "/advisors/maya/new-title", origin)).toBe("/advisors/maya/new-title");
    expect(canonicalRedirect("/advisors/maya/x", "https://elsewhere.example/y", origin)).toBeNull();
  });
  it("reads the slugs of a card page's path", () => {
    expect(advisorPathParts("/advisors/maya-patel/career-coaching")).toEqual({ userSlug: "maya-patel", cardSlug: "career-coaching" });
    expect(advisorPathParts("/advisors/maya-patel/career-coaching/?x=1")).toEqual({ userSlug: "maya-patel", cardSlug: "career-coaching" });
    expect(advisorPathParts("/advisors/maya-patel")).toBeNull();
    expect(advisorPathParts("/advisors/maya-patel/career/book")).toBeNull();
  });
});
