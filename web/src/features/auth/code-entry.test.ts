import { describe, expect, it } from "vitest";
import { codeCharacters, codeInMessage, completeCode, emptyCode, enterCode, pasteCode } from "./code-entry.ts";

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

  it.each([
    ["Your Kora code is ABC234. It's used only for booking reminders.", "ABC234"],
    ["Kora: your code is xk7p2q", "XK7P2Q"],
    ["Your Kora code is QW3RT7. Kora uses your mobile only for booking reminders, never for marketing.", "QW3RT7"],
    ["Your Kora code is QW3RT7. Enter it to log back in to Kora. If you didn't ask for it, ignore this message.", "QW3RT7"],
    ["ABC234 is your Kora code", "ABC234"],
    ["Code: ABC234 (again: ABC234)", "ABC234"],
    ["Two codes ABC234 and XYZ789", null],
    ["No code in this message at all", null],
  ])("finds the code in a pasted message: %j → %s", (message, code) => {
    expect(codeInMessage(message)).toBe(code);
  });
  it("fills the boxes from a whole pasted text message, not its first letters", () => {
    const pasted = pasteCode(emptyCode(), 0, "Your Kora code is ABC234. It's used only for booking reminders.");
    expect(completeCode(pasted.boxes)).toBe("ABC234");
  });
});
