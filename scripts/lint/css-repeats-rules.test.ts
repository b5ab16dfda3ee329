import { describe, expect, it } from "vitest";
import { measureRepeats, ruleBodies } from "./css-repeats-rules.ts";

describe("ruleBodies", () => {
  it("normalises whitespace and declaration order, and ignores comments and selectors", () => {
    const [a, b] = [
      ruleBodies(".a {\n  margin: 0;\n  display:  grid;\n  gap: var(--space-3)\n}"),
      ruleBodies("/* x: y; */ .b > li { gap:var(--space-3); display: grid; margin: 0; }"),
    ];
    expect(a).toEqual([{ key: "display: grid; gap: var(--space-3); margin: 0", declarations: 3, line: 1 }]);
    expect(b.map((body) => body.key)).toEqual(a.map((body) => body.key));
  });

  it("reads nested blocks as bodies of their own, without their prelude as a declaration", () => {
    const css = `@media (min-width: 600px) {
  .a { padding: 0; }
}
.b {
  color: red;
  &:hover { color: blue; }
  margin: 0;
}`;
    expect(ruleBodies(css).map((body) => [body.key, body.line])).toEqual([
      ["padding: 0", 2],
      ["color: blue", 6],
      ["color: red; margin: 0", 4],
    ]);
  });

  it("keeps semicolons and braces inside strings and url()s in their declaration", () => {
    const [body] = ruleBodies(`.a { content: "a;b{c}"; background: url("x;y.png"); }`);
    expect(body?.key).toBe(`background: url("x;y.png"); content: "a;b{c}"`);
  });

  it("leaves out bodies made only of composes: (they point at the shared rule)", () => {
    expect(ruleBodies(`.a { composes: stack from "../ui/layout.module.css"; }`)).toEqual([]);
    expect(ruleBodies(`.a { composes: stack from "x.css"; gap: 0; }`)).toHaveLength(1);
  });
});

describe("measureRepeats", () => {
  const copied = "display: grid; gap: 8px; margin: 0;";
  it("counts the declarations of bodies another file has, not copies within one file, nor bodies under three lines", () => {
    const report = measureRepeats([
      { path: "a.css", text: `.x { ${copied} } .y { color: red; padding: 0; } .z { display: none; }` },
      { path: "b.css", text: `.q { margin: 0; gap: 8px; display: grid; } .w { color: red; padding: 0; }` },
      { path: "c.css", text: `.u { color: blue; margin: 0; padding: 0; } .v { padding: 0; margin: 0; color: blue; }` },
    ]);
    expect(report.declarations).toBe(3 + 2 + 1 + 3 + 2 + 3 + 3);
    expect(report.repeated).toBe(6);
    expect(report.share).toBeCloseTo(6 / 17);
    expect(report.files).toEqual([
      { path: "a.css", declarations: 6, repeated: 3 },
      { path: "b.css", declarations: 5, repeated: 3 },
    ]);
    expect(report.bodies).toEqual([{ key: "display: grid; gap: 8px; margin: 0", declarations: 6, files: ["a.css", "b.css"] }]);
  });

  it("is zero for no stylesheets", () => {
    expect(measureRepeats([]).share).toBe(0);
  });
});
