import { describe, expect, it } from "vitest";
import { ownsOf, parseMap, updateMap } from "./document.ts";

const doc = (...lines: string[]) => `${lines.join("\n")}\n`;

const MAP = doc(
  "# Map",
  "",
  "Hand-written intro.",
  "",
  "<!-- features -->",
  "",
  "### `api/src/features/users/`",
  "",
  "Owns: people and their profiles.",
  "Pairs with the web's account pages.",
  "",
  "<!-- generated: api/src/features/users -->",
  "- old facts",
  "<!-- /generated -->",
  "",
  "### `web/src/features/account/`",
  "",
  "Owns: the My details page.",
  "",
  "<!-- generated: web/src/features/account -->",
  "- old facts",
  "<!-- /generated -->",
  "",
  "<!-- /features -->",
  "",
  "## Outside",
  "",
  "<!-- generated: outside -->",
  "- old outside",
  "<!-- /generated -->",
  "",
  "Closing words.",
);

describe("parseMap", () => {
  it("reads each feature's folder, hand-written lines and generated lines", () => {
    const { blocks } = parseMap(MAP);
    expect(blocks.map((block) => block.dir)).toEqual(["api/src/features/users", "web/src/features/account"]);
    expect(blocks[0]!.written).toEqual(["Owns: people and their profiles.", "Pairs with the web's account pages."]);
    expect(blocks[0]!.generated).toEqual(["- old facts"]);
    expect(ownsOf(blocks[0]!)).toBe("people and their profiles.");
  });

  it("reads a missing or empty Owns: line as no description", () => {
    const { blocks } = parseMap(doc("<!-- features -->", "### `web/src/features/x/`", "", "Owns:", "<!-- /features -->"));
    expect(ownsOf(blocks[0]!)).toBe("");
    expect(ownsOf({ dir: "d", written: ["Something else."], generated: [] })).toBe("");
  });
});

describe("updateMap", () => {
  const regions = new Map([["outside", ["- new outside"]]]);

  it("rewrites generated parts only, keeping every hand-written line", () => {
    const features = new Map([
      ["api/src/features/users", ["- new users facts"]],
      ["web/src/features/account", ["- new account facts"]],
    ]);
    const { text, dropped } = updateMap(MAP, features, regions);
    expect(dropped).toEqual([]);
    expect(text).toBe(
      MAP.replace("- old facts", "- new users facts")
        .replace("- old facts", "- new account facts")
        .replace("- old outside", "- new outside"),
    );
    expect(updateMap(text, features, regions).text).toBe(text);
  });

  it("drops the block of a folder that is gone, handing back its lines, and adds an undescribed block for a new one", () => {
    const features = new Map([
      ["api/src/features/users", ["- users"]],
      ["web/src/features/users", ["- web users"]],
      ["api/src/features/zebra", ["- zebra"]],
      ["api/src/features/alpha", ["- alpha"]],
    ]);
    const { text, dropped } = updateMap(MAP, features, regions);
    expect(dropped.map((block) => [block.dir, block.written])).toEqual([["web/src/features/account", ["Owns: the My details page."]]]);
    const { blocks } = parseMap(text);
    // The web's new users folder sits next to the API's; the others go in name order.
    expect(blocks.map((block) => block.dir)).toEqual([
      "api/src/features/alpha",
      "api/src/features/users",
      "web/src/features/users",
      "api/src/features/zebra",
    ]);
    expect(blocks.filter((block) => ownsOf(block) === "").map((block) => block.dir)).toEqual([
      "api/src/features/alpha",
      "web/src/features/users",
      "api/src/features/zebra",
    ]);
    expect(text).toContain("Hand-written intro.");
    expect(text).toContain("Closing words.");
  });

  it("moves hand-written lines left below a generated part above it rather than losing them", () => {
    const stray = MAP.replace("- old facts\n<!-- /generated -->\n", "- old facts\n<!-- /generated -->\nA stray note.\n");
    const features = new Map([
      ["api/src/features/users", ["- users"]],
      ["web/src/features/account", ["- account"]],
    ]);
    const { blocks } = parseMap(updateMap(stray, features, regions).text);
    expect(blocks[0]!.written).toEqual(["Owns: people and their profiles.", "Pairs with the web's account pages.", "", "A stray note."]);
  });
});
