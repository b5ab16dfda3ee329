import { describe, expect, it } from "vitest";
import { avatarLabel, initials, planBadge } from "./display.ts";

describe("avatar label (public-site §2)", () => {
  it.each([
    ["Ada", "Lovelace", "Ada Lovelace"],
    ["Maximilian", "Lovelace", "Maximilian"],
    ["Bartholomewsmith", "Lee", "My Kora"],
    ["Ann", "Abcdefghijk", "Ann Abcdefghijk"],
    ["Ann", "Abcdefghijkl", "Ann"],
  ])("%s %s → %s", (first, last, label) => expect(avatarLabel(first, last)).toBe(label));
});

describe("plan badge", () => {
  it("shows PRO over PLUS and nothing on basic", () => {
    expect(planBadge(["kora-plus", "kora-pro"])).toBe("PRO");
    expect(planBadge(["kora-plus"])).toBe("PLUS");
    expect(planBadge([])).toBeNull();
  });
  it("initials", () => expect(initials("ada", "lovelace")).toBe("AL"));
});
