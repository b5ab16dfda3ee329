import { describe, expect, it } from "vitest";
import { elementsOf, hasClass, markupOf } from "../test/markup.ts";
import { EmptyState } from "./empty-state.tsx";

describe("EmptyState", () => {
  it("with a title, is a region named by its heading, with the line and actions under it", () => {
    const html = markupOf(
      <EmptyState icon="video" title="No videos yet" actions={<a href="/record">Record a video</a>}>
        Record a call in your meeting room.
      </EmptyState>,
    );
    const section = elementsOf(html, "section")[0]!;
    const heading = elementsOf(html, "h2")[0]!;
    expect(heading.text).toBe("No videos yet");
    expect(section.attrs["aria-labelledby"]).toBe(heading.attrs.id);
    expect(section.attrs).not.toHaveProperty("role");
    expect(elementsOf(html, "p").map((p) => p.text)).toEqual(["Record a call in your meeting room."]);
    expect(elementsOf(html, "a").map((a) => a.text)).toEqual(["Record a video"]);
    expect(elementsOf(html, "svg")).toHaveLength(1);
  });

  it("as an error, is an alert; as the whole page, its heading is the h1; without an icon, draws none", () => {
    const html = markupOf(<EmptyState level={1} tone="error" title="We couldn't load this video" />);
    expect(elementsOf(html, "section")[0]!.attrs.role).toBe("alert");
    expect(elementsOf(html, "h1").map((h) => h.text)).toEqual(["We couldn't load this video"]);
    expect(elementsOf(html, "h2")).toEqual([]);
    expect(elementsOf(html, "svg")).toEqual([]);
    expect(elementsOf(html, "p")).toEqual([]);
  });

  it("without a title, is one quiet note; with actions, the note holds them under its line", () => {
    const note = elementsOf(markupOf(<EmptyState>No receipts yet.</EmptyState>), "p");
    expect(note.map((p) => [p.text, hasClass(p, "note")])).toEqual([["No receipts yet.", true]]);
    const withActions = markupOf(<EmptyState actions={<a href="/search">Find an advisor</a>}>No sessions booked yet.</EmptyState>);
    const box = elementsOf(withActions, "div")[0]!;
    expect(hasClass(box, "note")).toBe(true);
    expect(elementsOf(box.html, "p").map((p) => p.text)).toEqual(["No sessions booked yet."]);
    expect(elementsOf(withActions, "a").map((a) => a.text)).toEqual(["Find an advisor"]);
    expect(elementsOf(withActions, "section")).toEqual([]);
  });
});
