import { describe, expect, it } from "vitest";
import { refundSplit, refundSplitWords } from "./refund-split.ts";

describe("where a refund goes: the card first, the rest as credit", () => {
  it.each([
    // refund, paid, credit → card, credit
    [8000, 10000, 0, 8000, 0],
    [8000, 10000, 3600, 6400, 1600],
    [10000, 10000, 3600, 6400, 3600],
    [5000, 10000, 3600, 5000, 0],
    [0, 10000, 3600, 0, 0],
    [2000, 2000, 2000, 0, 2000],
  ])("%i of %i (%i by credit): %i to the card, %i as credit", (refund, paid, credit, card, asCredit) => {
    expect(refundSplit(refund, paid, credit)).toEqual({ card, credit: asCredit });
  });

  it("says it the same way everywhere", () => {
    expect(refundSplitWords({ card: 6400, credit: 1600 }, "AUD", "your card")).toBe("A$64.00 back to your card and A$16.00 back as credit");
    expect(refundSplitWords({ card: 8000, credit: 0 }, "AUD", "Lena's card")).toBe("A$80.00 back to Lena's card");
    expect(refundSplitWords({ card: 0, credit: 2000 }, "AUD", "your card")).toBe("A$20.00 back as credit");
  });
});
