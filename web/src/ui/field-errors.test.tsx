import { afterEach, describe, expect, it, vi } from "vitest";
import { elementsOf, markupOf } from "../test/markup.ts";
import { FieldError, firstErrorField, firstMessages, focusField, withoutFields } from "./field-errors.tsx";

const ORDER = ["location", "languagesSpoken", "socialLinks"];

describe("firstErrorField", () => {
  it("is the errored field first on the page, entries of one field by index", () => {
    expect(firstErrorField({ "socialLinks.10": "x", "socialLinks.2": "y", "languagesSpoken.0": "z" }, ORDER)).toBe("languagesSpoken.0");
    expect(firstErrorField({ "socialLinks.10": "x", "socialLinks.2": "y" }, ORDER)).toBe("socialLinks.2");
    expect(firstErrorField({ socialLinks: "x", location: "y" }, ORDER)).toBe("location");
  });
  it("puts fields the page doesn't list last, and is null when nothing has a message", () => {
    expect(firstErrorField({ other: "x", socialLinks: "y" }, ORDER)).toBe("socialLinks");
    expect(firstErrorField({ other: "x" }, ORDER)).toBe("other");
    expect(firstErrorField({ location: undefined }, ORDER)).toBeNull();
    expect(firstErrorField({}, ORDER)).toBeNull();
  });
});

describe("withoutFields", () => {
  it("drops a field and its entries, and nothing that merely starts with its name", () => {
    const errors = { socialLinks: "a", "socialLinks.1": "b", socialLinksNote: "c", location: "d" };
    expect(withoutFields(errors, ["socialLinks"])).toEqual({ socialLinksNote: "c", location: "d" });
    expect(withoutFields(errors, ["location", "socialLinksNote"])).toEqual({ socialLinks: "a", "socialLinks.1": "b" });
  });
});

describe("firstMessages", () => {
  it("keeps each field's first message", () => {
    expect(firstMessages({ title: ["Too long", "Also bad"], size: ["Too big"] })).toEqual({ title: "Too long", size: "Too big" });
  });
  it("renames the API's fields to the form's and drops those it has no place for", () => {
    const fieldOf = (name: string) => (name === "expMonth" || name === "expYear" ? "expiry" : name === "cvc" ? "cvc" : null);
    expect(firstMessages({ expYear: ["Expired"], expMonth: ["Bad month"], cvc: ["Bad code"], other: ["x"] }, fieldOf)).toEqual({
      expiry: "Expired",
      cvc: "Bad code",
    });
  });
});

describe("focusField", () => {
  afterEach(() => vi.unstubAllGlobals());
  const element = (matches: boolean, inner?: { focus: () => void }) => ({
    matches: () => matches,
    querySelector: () => inner ?? null,
    getBoundingClientRect: () => ({ top: 900 }),
    focus: vi.fn(),
  });

  it("scrolls the field 150 px clear of the top and focuses it without a second scroll", () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("window", { scrollTo, scrollY: 100 });
    const input = element(true);
    focusField(input as unknown as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 850, behavior: "smooth" });
    expect(input.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it("focuses the first control inside a field that is a group, and does nothing for no field", () => {
    vi.stubGlobal("window", { scrollTo: vi.fn(), scrollY: 0 });
    const control = { focus: vi.fn() };
    const group = element(false, control);
    focusField(group as unknown as HTMLElement);
    expect(control.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(group.focus).not.toHaveBeenCalled();
    expect(() => focusField(null)).not.toThrow();
  });
});

describe("FieldError", () => {
  it("reads out the message with its mark, under the id the field points at", () => {
    const [p] = elementsOf(markupOf(<FieldError id="book-times-error" message="Please choose a time." />), "p");
    expect(p).toMatchObject({ text: "! Please choose a time.", attrs: { id: "book-times-error", role: "alert" } });
    expect(p!.html).toContain('<span aria-hidden="true">!</span>');
  });
  it("is nothing without a message", () => {
    expect(markupOf(<FieldError id="x" message={undefined} />)).toBe("");
    expect(markupOf(<FieldError message="" />)).toBe("");
  });
});
