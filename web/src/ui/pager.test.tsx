import { describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router-dom";
import { elementsOf, hasClass, markupOf } from "../test/markup.ts";
import { pageItems, Pager, type PagerProps } from "./pager.tsx";

const render = (props: PagerProps) =>
  markupOf(
    <MemoryRouter>
      <Pager {...props} />
    </MemoryRouter>,
  );
const hrefFor = (page: number) => `/list?page=${page}`;
const controls = (html: string) => [...elementsOf(html, "a"), ...elementsOf(html, "button")];

describe("Pager", () => {
  it("is absent when everything fits on one page", () => {
    expect(render({ label: "Pages", page: 1, pages: 1, hrefFor })).toBe("");
    expect(render({ label: "Pages", page: 1, pages: 0, onPage: () => {} })).toBe("");
  });

  it("links the page after with its text, leaves out the step before the first page, and marks the status current", () => {
    const html = render({ label: "Member pages", page: 1, pages: 3, hrefFor, previous: "Previous", next: "Next" });
    expect(elementsOf(html, "nav")[0]?.attrs["aria-label"]).toBe("Member pages");
    expect(elementsOf(html, "a").map((a) => [a.text, a.attrs.href, a.attrs.rel])).toEqual([["Next", "/list?page=2", "next"]]);
    const status = elementsOf(html, "span").find((span) => span.text.startsWith("Page"));
    expect(status?.text).toBe("Page 1 of 3");
    expect(status?.attrs["aria-current"]).toBe("page");
  });

  it("says ← Previous and Next → unless told otherwise, and leaves out the step past the last page", () => {
    const html = render({ label: "Pages", page: 3, pages: 3, hrefFor });
    expect(elementsOf(html, "a").map((a) => [a.text, a.attrs.href, a.attrs.rel])).toEqual([["← Previous", "/list?page=2", "prev"]]);
  });

  it("as buttons, disables the step past either end and shows the status given", () => {
    const html = render({
      label: "Receipt pages",
      page: 1,
      pages: 2,
      onPage: () => {},
      previous: "← Newer",
      next: "Older →",
      status: "One of two",
    });
    expect(elementsOf(html, "button").map((b) => [b.text, "disabled" in b.attrs])).toEqual([
      ["← Newer", true],
      ["Older →", false],
    ]);
    expect(elementsOf(html, "span").map((span) => span.text)).toContain("One of two");
  });

  it("on the call screen names its buttons and announces the page instead of marking it current", () => {
    const html = render({
      label: "Pages of people",
      tone: "call",
      page: 2,
      pages: 2,
      onPage: () => {},
      previousLabel: "Previous people",
      nextLabel: "Next people",
    });
    expect(hasClass(elementsOf(html, "nav")[0]!, "call")).toBe(true);
    expect(elementsOf(html, "button").map((b) => [b.attrs["aria-label"], "disabled" in b.attrs])).toEqual([
      ["Previous people", false],
      ["Next people", true],
    ]);
    const status = elementsOf(html, "span").find((span) => span.text === "Page 2 of 2");
    expect(status?.attrs["aria-live"]).toBe("polite");
    expect(html).not.toContain("aria-current");
  });

  it("numbered, links every shown page with the current one marked, and keeps the disabled step in place", () => {
    const html = render({ label: "Search result pages", page: 1, pages: 10, hrefFor, numbered: true });
    expect(controls(html).map((a) => [a.attrs["aria-label"], a.attrs.href, a.attrs["aria-current"], a.attrs["aria-disabled"]])).toEqual([
      ["Previous page", "/list?page=1", undefined, "true"],
      ["Page 1", "/list?page=1", "page", undefined],
      ["Page 2", "/list?page=2", undefined, undefined],
      ["Page 10", "/list?page=10", undefined, undefined],
      ["Next page", "/list?page=2", undefined, undefined],
    ]);
    expect(elementsOf(html, "span").filter((span) => span.text === "…")).toHaveLength(1);
  });
});

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it("puts gaps around the current page, never a gap of one page", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
    expect(pageItems(42, 10)).toEqual([1, "gap", 9, 10]);
  });
});
