import { describe, expect, it } from "vitest";
import { elementsOf, hasClass, markupOf } from "../test/markup.ts";
import { Cell, ResponsiveTable } from "./responsive-table.tsx";

const table = (busy?: boolean) =>
  markupOf(
    <ResponsiveTable
      columns={[{ label: "Date" }, { label: "Amount", numeric: true }, { label: "Receipt", hidden: true }]}
      caption="Receipts, newest first"
      busy={busy}
    >
      <tr>
        <Cell label="Date">1 Dec</Cell>
        <Cell label="Amount" numeric>
          $40.00
        </Cell>
        <Cell>
          <a href="/r/1">View</a>
        </Cell>
      </tr>
      <tr>
        <Cell lead label="Date">
          A subject
        </Cell>
      </tr>
    </ResponsiveTable>,
  );

describe("ResponsiveTable", () => {
  it("heads each column, hides a column's name only visually, and puts the caption for screen readers", () => {
    const html = table();
    expect(elementsOf(html, "th").map((th) => [th.text, th.attrs.scope, hasClass(th, "numeric")])).toEqual([
      ["Date", "col", false],
      ["Amount", "col", true],
      ["Receipt", "col", false],
    ]);
    expect(elementsOf(html, "th")[2]!.html).toContain('<span class="visually-hidden">Receipt</span>');
    expect(elementsOf(html, "caption")[0]).toMatchObject({ text: "Receipts, newest first", attrs: { class: "visually-hidden" } });
  });

  it("labels each cell for the stacked phone layout, but not a lead cell or one without a label", () => {
    const cells = elementsOf(table(), "td");
    expect(cells.map((td) => [td.text, td.attrs["data-label"], hasClass(td, "numeric"), hasClass(td, "lead")])).toEqual([
      ["1 Dec", "Date", false, false],
      ["$40.00", "Amount", true, false],
      ["View", undefined, false, false],
      ["A subject", undefined, false, true],
    ]);
  });

  it("says it is busy only while placeholder rows show", () => {
    expect(elementsOf(table(true), "table")[0]!.attrs["aria-busy"]).toBe("true");
    expect(elementsOf(table(false), "table")[0]!.attrs).not.toHaveProperty("aria-busy");
  });
});
