import { describe, expect, it } from "vitest";
import {
  actionDoneMessage,
  actionLabel,
  canPublish,
  confirmationFor,
  needsConfirmation,
  ownerActions,
  savedMessage,
} from "./card-actions.ts";

describe("ownerActions", () => {
  it.each([
    ["draft", ["edit", "publish", "delete"]],
    ["awaiting-review", ["edit", "unpublish", "delete"]],
    ["published", ["edit", "unlist", "unpublish", "delete"]],
    ["unlisted", ["edit", "publish", "unpublish", "delete"]],
  ] as const)("a %s card offers %j", (status, actions) => {
    expect(ownerActions({ status, type: "marketplace" })).toEqual(actions);
  });
  it("offers the same actions on group and private cards", () => {
    expect(ownerActions({ status: "published", type: "group" })).toEqual(ownerActions({ status: "published", type: "private" }));
  });
  it("lets the editor publish drafts and private cards only", () => {
    expect(canPublish({ status: "draft", type: "marketplace" })).toBe(true);
    expect(canPublish({ status: "unlisted", type: "marketplace" })).toBe(true);
    expect(canPublish({ status: "published", type: "marketplace" })).toBe(false);
    expect(canPublish({ status: "awaiting-review", type: "group" })).toBe(false);
  });
});

describe("actionLabel", () => {
  it("names each action for people", () => {
    expect(actionLabel("unlist", "published")).toBe("Make private");
    expect(actionLabel("unpublish", "published")).toBe("Unpublish");
    expect(actionLabel("publish", "draft")).toBe("Publish");
  });
  it("withdraws a card awaiting review rather than unpublishing it", () => {
    expect(actionLabel("unpublish", "awaiting-review")).toBe("Withdraw from review");
  });
});

describe("needsConfirmation", () => {
  it("asks before publish, unpublish and delete only", () => {
    expect((["edit", "publish", "unlist", "unpublish", "delete"] as const).filter(needsConfirmation)).toEqual([
      "publish",
      "unpublish",
      "delete",
    ]);
  });
});

describe("confirmationFor", () => {
  it("warns that a first marketplace card is reviewed", () => {
    expect(confirmationFor("publish", { title: "Coaching", type: "marketplace", status: "draft" }).message).toBe(
      "'Coaching' will be listed in the marketplace. An advisor's first marketplace card is checked by our team before it goes live.",
    );
  });
  it("names the group that will see a group card", () => {
    expect(
      confirmationFor("publish", { title: "Coaching", type: "group", status: "draft", groupName: "Harbour Founders" }).message,
    ).toContain("members of Harbour Founders");
  });
  it("asks before unpublishing, withdrawing and deleting", () => {
    expect(confirmationFor("unpublish", { title: "C", type: "marketplace", status: "published" }).title).toBe("Unpublish this card?");
    expect(confirmationFor("unpublish", { title: "C", type: "marketplace", status: "awaiting-review" }).title).toBe(
      "Withdraw from review?",
    );
    expect(confirmationFor("delete", { title: "C", type: "marketplace", status: "draft" }).confirmLabel).toBe("Delete");
  });
});

describe("actionDoneMessage", () => {
  it("tells the advisor when publishing sent the card to review instead", () => {
    expect(actionDoneMessage("publish", "Coaching", { status: "awaiting-review", type: "marketplace" })).toBe(
      "'Coaching' has gone to our team for review. We'll let you know as soon as it's approved.",
    );
    expect(actionDoneMessage("publish", "Coaching", { status: "awaiting-review", type: "group" })).toContain("the group's admin");
    expect(actionDoneMessage("publish", "Coaching", { status: "published", type: "marketplace" })).toBe("'Coaching' is published.");
  });
  it("confirms the other actions", () => {
    expect(actionDoneMessage("unlist", "C", { status: "unlisted", type: "marketplace" })).toBe(
      "'C' is now private: only people with its link can find it.",
    );
    expect(actionDoneMessage("delete", "C", null)).toBe("'C' is deleted.");
  });
});

describe("savedMessage", () => {
  it("tells a new card's owner it is a draft", () => {
    expect(savedMessage("C", null, "draft")).toBe("'C' is saved as a draft. Publish it when you're ready.");
  });
  it("says when a live card went back to draft", () => {
    expect(savedMessage("C", "published", "draft")).toContain("took it back to draft");
  });
  it("confirms edits, live or not", () => {
    expect(savedMessage("C", "published", "published")).toBe("Your changes to 'C' are saved and live.");
    expect(savedMessage("C", "draft", "draft")).toBe("Your changes to 'C' are saved.");
  });
});
