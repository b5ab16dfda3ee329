import { describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router-dom";
import { elementsOf, hasClass, markupOf } from "../test/markup.ts";
import { PageHead } from "./page-head.tsx";

const render = (node: React.ReactNode) => markupOf(<MemoryRouter>{node}</MemoryRouter>);

describe("PageHead", () => {
  it("is the page's h1 with its introduction under it, and nothing else when that is all it is given", () => {
    const html = render(<PageHead title="Billing">Cards you pay for sessions with.</PageHead>);
    expect(elementsOf(html, "h1").map((h) => h.text)).toEqual(["Billing"]);
    expect(elementsOf(html, "p").map((p) => p.text)).toEqual(["Cards you pay for sessions with."]);
    expect(elementsOf(html, "a")).toEqual([]);
    expect(html.match(/<div/g)).toHaveLength(2);
  });

  it("puts the page's actions beside the title, and a link back above it", () => {
    const html = render(
      <PageHead title="Group settings" back={{ to: "/g/makers", label: "← Makers" }} actions={<button type="button">Refresh</button>}>
        How Makers looks.
      </PageHead>,
    );
    const [back] = elementsOf(html, "a");
    expect([back?.text, back?.attrs.href]).toEqual(["← Makers", "/g/makers"]);
    expect(html.indexOf("← Makers")).toBeLessThan(html.indexOf("<h1"));
    const actions = elementsOf(html, "div").find((div) => hasClass(div, "actions"));
    expect(actions?.text).toBe("Refresh");
    expect(html.indexOf("Refresh")).toBeGreaterThan(html.indexOf("How Makers looks."));
  });

  it("leaves the introduction out when there is none", () => {
    expect(elementsOf(render(<PageHead title="Invites and rewards" />), "p")).toEqual([]);
  });
});
