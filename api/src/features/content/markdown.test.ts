import { describe, expect, it } from "vitest";
import { markdownText, parseFrontMatter, renderMarkdown } from "./markdown.ts";

describe("markdown", () => {
  it("reads front matter and leaves the body", () => {
    const doc = parseFrontMatter('---\ntitle: "Hello: world"\ncategory: playbooks\n---\n# Hi\n');
    expect(doc.meta).toEqual({ title: "Hello: world", category: "playbooks" });
    expect(doc.body).toBe("# Hi\n");
  });

  it("treats a file without front matter as all body", () => {
    expect(parseFrontMatter("# Hi")).toEqual({ meta: {}, body: "# Hi" });
  });

  it("renders Markdown and escapes raw HTML", () => {
    const html = renderMarkdown("**bold** [link](/faq)\n\n<script>alert(1)</script>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/faq">link</a>');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("gives plain text for descriptions", () => {
    expect(markdownText("# Title\n\nSome **bold** [words](/x).")).toBe("Title Some bold words.");
  });
});
