import { describe, expect, it } from "vitest";
import { findJsxText, findProse } from "./i18n-text.ts";

const texts = (source: string) => findJsxText("x.tsx", source).map((f) => f.text);

describe("text written into React code", () => {
  it("finds words between tags, text attributes, string children and toasts", () => {
    const source = `
      export function A({ open }: { open: boolean }) {
        toast.error("Couldn't save");
        usePageTitle("My details");
        return (
          <section aria-label="Your bookings" className="a b" data-x="not text">
            <h1>Bookings</h1>
            <Button label="Save">{open ? "Hide all" : t.t("show")}</Button>
            <Field hint="Between 2 and 10 people" to="/a b" />
            {count} {"items"}
          </section>
        );
      }`;
    expect(texts(source)).toEqual([
      "Couldn't save",
      "My details",
      "Your bookings",
      "Bookings",
      "Save",
      "Hide all",
      "Between 2 and 10 people",
      "items",
    ]);
  });

  it("lets through what comes from a catalogue, people's own text and markup", () => {
    const source = `
      export const B = ({ card }: { card: { title: string } }) => (
        <p title={t.t("card.title")} className="x" aria-describedby="hint error">
          <style>{"@keyframes spin { to { transform: rotate(360deg); } }"}</style>
          {card.title} · {t.t("by", { name })} <Icon name="check" /> 42
        </p>
      );`;
    expect(texts(source)).toEqual([]);
  });

  it("gives the line of each finding", () => {
    expect(findJsxText("x.tsx", "const a = 1;\nconst b = <p>\n  Hello\n</p>;")).toEqual([{ path: "x.tsx", line: 2, text: "Hello" }]);
  });
});

describe("prose in modules that write mails", () => {
  it("finds sentences and leaves keys, addresses and single words", () => {
    const source = `
      import { x } from "../a b.ts";
      const subject = \`Booking confirmed with \${name}\`;
      const label = t.t("fact.when");
      const type = "text/plain";
      const word = "Kora";`;
    expect(findProse("m.ts", source).map((f) => f.text)).toEqual(["Booking confirmed with …"]);
  });
});
