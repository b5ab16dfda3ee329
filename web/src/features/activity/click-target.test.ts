import { describe, expect, it } from "vitest";
import { capText, controlLabel, controlTarget } from "./click-target.ts";

const ORIGIN = "https://kora.example";

describe("controlLabel", () => {
  it.each([
    [{ tag: "button", ariaLabel: "Close dialog", text: "×" }, "Close dialog"],
    [{ tag: "button", ariaLabel: "  ", labelledBy: "Book  a\\n call", text: "x" }, "Book a\\n call"],
    [{ tag: "input", buttonValue: "Send", title: "t" }, "Send"],
    [{ tag: "a", text: "\n  Find an   advisor \n" }, "Find an advisor"],
    [{ tag: "button", text: "", title: "Menu" }, "Menu"],
    [{ tag: "button", text: "   " }, ""],
  ])("%j → %j", (facts, label) => {
    expect(controlLabel(facts)).toBe(label);
  });

  it("caps a long label at 80 characters with an ellipsis", () => {
    const label = controlLabel({ tag: "a", text: "word ".repeat(40) });
    expect(label.length).toBeLessThanOrEqual(80);
    expect(label.endsWith("…")).toBe(true);
    expect(capText("short")).toBe("short");
  });
});

describe("controlTarget", () => {
  it.each([
    [{ tag: "a", href: "/c/ada?token=secret#reviews" }, "/c/ada"],
    [{ tag: "a", href: `${ORIGIN}/pricing` }, "/pricing"],
    [{ tag: "a", href: "https://other.example/path?q=1" }, "https://other.example"],
    [{ tag: "a", href: "mailto:ada@example.com" }, "mailto:"],
    [{ tag: "a", href: "tel:+61400000000" }, "tel:"],
    [{ tag: "button", type: "submit" }, "button:submit"],
    [{ tag: "button", type: "button" }, "button"],
    [{ tag: "button" }, "button"],
    [{ tag: "input", type: "submit" }, "button:submit"],
    [{ tag: "div", role: "tab" }, "tab"],
    [{ tag: "summary" }, "summary"],
  ])("%j → %j", (facts, target) => {
    expect(controlTarget(facts, ORIGIN)).toBe(target);
  });
});
