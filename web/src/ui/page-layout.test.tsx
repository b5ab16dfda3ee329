import { describe, expect, it } from "vitest";
import { elementsOf, hasClass, markupOf } from "../test/markup.ts";
import { PageLayout } from "./page-layout.tsx";

describe("PageLayout", () => {
  it("is the page's column, capped at the width asked for, keeping the caller's class and attributes", () => {
    const [page] = elementsOf(
      markupOf(
        <PageLayout width="medium" className="extra" aria-busy="true">
          <h1>Billing</h1>
        </PageLayout>,
      ),
      "div",
    );
    expect(hasClass(page!, "page")).toBe(true);
    expect(hasClass(page!, "medium")).toBe(true);
    expect(hasClass(page!, "extra")).toBe(true);
    expect(page!.attrs["aria-busy"]).toBe("true");
    expect(page!.text).toBe("Billing");
  });

  it("has no cap unless asked", () => {
    const [page] = elementsOf(markupOf(<PageLayout>x</PageLayout>), "div");
    expect(page!.attrs.class!.split(" ")).toHaveLength(1);
  });
});
