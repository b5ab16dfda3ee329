import { describe, expect, it } from "vitest";
import { elementsOf, hasClass, markupOf } from "../test/markup.ts";
import { LogoSlot, type LogoSlotProps } from "./logo-slot.tsx";

const props: LogoSlotProps = {
  title: "Logo",
  picture: null,
  emptyText: "No logo",
  hint: "JPG, PNG or GIF up to 2 MB.",
  uploadText: { change: "Change logo", upload: "Upload logo" },
  accept: "image/png,image/jpeg,image/gif",
  maxBytes: 2 * 1024 * 1024,
  tooBig: "That image is too big.",
  inputTestId: "brand-logo-input",
  upload: async () => {},
  remove: async () => {},
  saved: "Logo saved.",
  removed: "Logo removed.",
  failed: () => "It failed.",
  confirm: { title: "Remove your logo?", message: "Your cards show without it." },
};

/** The slot itself, without the closed confirmation dialog it carries. */
const slotOf = (html: string) => html.slice(0, html.indexOf("<dialog"));

describe("LogoSlot", () => {
  it("without a logo, shows the empty box and offers only the upload", () => {
    const html = slotOf(markupOf(<LogoSlot {...props} />));
    const empty = elementsOf(html, "span").find((span) => hasClass(span, "empty"));
    expect(empty?.text).toBe("No logo");
    expect(elementsOf(html, "h3").map((h) => h.text)).toEqual(["Logo"]);
    expect(elementsOf(html, "p").map((p) => p.text)).toEqual(["JPG, PNG or GIF up to 2 MB."]);
    expect(elementsOf(html, "button").map((b) => b.text)).toEqual(["Upload logo"]);
    expect(html).not.toContain('role="alert"');
  });

  it("keeps the file input out of the tab order and named for tests, accepting only the given types", () => {
    const input = /<input [^>]*>/.exec(markupOf(<LogoSlot {...props} />))![0];
    expect(input).toContain('type="file"');
    expect(input).toContain('accept="image/png,image/jpeg,image/gif"');
    expect(input).toContain('tabindex="-1"');
    expect(input).toContain('aria-hidden="true"');
    expect(input).toContain('data-testid="brand-logo-input"');
  });

  it("with a logo, shows it and offers Change and Remove", () => {
    const html = slotOf(
      markupOf(
        <LogoSlot {...props} picture={<img src="/logo.png" alt="Your logo" />} uploadText={{ change: "Change", upload: "Upload" }} />,
      ),
    );
    expect(html).toContain('alt="Your logo"');
    expect(elementsOf(html, "span").some((span) => hasClass(span, "empty"))).toBe(false);
    expect(elementsOf(html, "button").map((b) => b.text)).toEqual(["Change", "Remove"]);
  });

  it("carries the confirmation it asks before removing", () => {
    const html = markupOf(<LogoSlot {...props} picture={<img src="/logo.png" alt="Your logo" />} />);
    const dialog = html.slice(html.indexOf("<dialog"));
    expect(dialog).toContain("Remove your logo?");
    expect(dialog).toContain("Your cards show without it.");
    expect(elementsOf(dialog, "button").map((b) => b.text)).toEqual(expect.arrayContaining(["Keep it", "Remove"]));
  });
});
