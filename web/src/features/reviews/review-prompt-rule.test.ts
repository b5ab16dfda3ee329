import { describe, expect, it } from "vitest";
import { dismissReview, readDismissedReviews, reviewPromptFor } from "./review-prompt-rule.ts";

const A = { bookingId: "a", cardTitle: "Career advice", otherName: "Avery" };
const B = { bookingId: "b", cardTitle: "Rust reviews", otherName: "Bo" };

describe("reviewPromptFor", () => {
  const table: [string, { awaiting: (typeof A)[]; pathname: string; dismissed: string[] }, string | null][] = [
    ["nothing awaiting", { awaiting: [], pathname: "/my-kora/dashboard", dismissed: [] }, null],
    ["the newest awaiting", { awaiting: [A, B], pathname: "/my-kora/dashboard", dismissed: [] }, "a"],
    ["skips one waved away", { awaiting: [A, B], pathname: "/", dismissed: ["a"] }, "b"],
    ["all waved away", { awaiting: [A, B], pathname: "/", dismissed: ["a", "b"] }, null],
    ["never on a review page", { awaiting: [A], pathname: "/my-kora/bookings/a/review", dismissed: [] }, null],
    ["never on another booking's review page", { awaiting: [A], pathname: "/my-kora/bookings/x/review/", dismissed: [] }, null],
    ["never in a call", { awaiting: [A], pathname: "/meet/avery", dismissed: [] }, null],
    ["never on a join page", { awaiting: [A], pathname: "/my-kora/bookings/x/join", dismissed: [] }, null],
    ["on the booking's own page", { awaiting: [A], pathname: "/my-kora/bookings/a", dismissed: [] }, "a"],
  ];
  it.each(table)("%s", (_name, input, expected) => {
    expect(reviewPromptFor({ ...input, dismissed: new Set(input.dismissed) })?.bookingId ?? null).toBe(expected);
  });
});

describe("dismissed prompts", () => {
  it("remembers each booking waved away, and reads a broken or missing store as empty", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect([...readDismissedReviews(storage)]).toEqual([]);
    dismissReview(storage, "a");
    expect([...dismissReview(storage, "b")]).toEqual(["a", "b"]);
    expect([...readDismissedReviews(storage)]).toEqual(["a", "b"]);
    store.set("kora.reviewPrompt.dismissed", "{broken");
    expect([...readDismissedReviews(storage)]).toEqual([]);
    expect([...readDismissedReviews(null)]).toEqual([]);
  });
});
