import { describe, expect, it } from "vitest";
import { codeCharacters, completeCode, emptyCode, enterCode, pasteCode } from "./code-entry.ts";

describe("code entry", () => {
  it("keeps only code characters, upper-cased", () => {
    expect(codeCharacters(" ab-c 2o1x ")).toEqual(["A", "B", "C", "2", "X"]);
  });
  it("moves focus along as characters are typed", () => {
    const first = enterCode(emptyCode(), 0, "k");
    expect(first).toEqual({ boxes: ["K", "", "", "", "", ""], focus: 1 });
    expect(enterCode(first.boxes, 1, "!").focus).toBe(1);
  });
  it("fills following boxes from a multi-character input and stops at six", () => {
    expect(enterCode(emptyCode(), 3, "ABCDE")).toEqual({ boxes: ["", "", "", "A", "B", "C"], focus: 5 });
  });
  it("replaces the whole entry when a full code is pasted anywhere", () => {
    const partial = enterCode(emptyCode(), 0, "ZZ").boxes;
    const pasted = pasteCode(partial, 4, " abc 234\n");
    expect(pasted.boxes).toEqual(["A", "B", "C", "2", "3", "4"]);
    expect(completeCode(pasted.boxes)).toBe("ABC234");
  });
  it("is incomplete until every box is filled", () => {
    expect(completeCode(["A", "B", "C", "2", "3", ""])).toBeNull();
  });
});
