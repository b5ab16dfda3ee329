import { describe, expect, it } from "vitest";
import { CARD_ACTIONS, CARD_STATUSES, type CardAction, type CardActor, type CardStatus, transitionCard } from "./lifecycle.ts";

const owner: CardActor = { isOwner: true, isStaff: false, isGroupAdmin: false };
const staff: CardActor = { isOwner: false, isStaff: true, isGroupAdmin: false };
const groupAdmin: CardActor = { isOwner: false, isStaff: false, isGroupAdmin: true };
const stranger: CardActor = { isOwner: false, isStaff: false, isGroupAdmin: false };

/** Every status × action for the owner of a marketplace card that has already passed review. */
const OWNER_TABLE: Record<CardStatus, Record<CardAction, CardStatus | "conflict" | "forbidden" | "deleted">> = {
  draft: {
    publish: "published",
    unpublish: "conflict",
    unlist: "conflict",
    requestApproval: "published",
    approve: "forbidden",
    reject: "forbidden",
    delete: "deleted",
  },
  "awaiting-review": {
    publish: "conflict",
    unpublish: "draft",
    unlist: "conflict",
    requestApproval: "conflict",
    approve: "forbidden",
    reject: "forbidden",
    delete: "deleted",
  },
  published: {
    publish: "conflict",
    unpublish: "draft",
    unlist: "unlisted",
    requestApproval: "conflict",
    approve: "forbidden",
    reject: "forbidden",
    delete: "deleted",
  },
  unlisted: {
    publish: "published",
    unpublish: "draft",
    unlist: "conflict",
    requestApproval: "conflict",
    approve: "forbidden",
    reject: "forbidden",
    delete: "deleted",
  },
};

const outcome = (result: ReturnType<typeof transitionCard>) => (!result.ok ? result.code : result.deleted ? "deleted" : result.status);

describe("card lifecycle: every status × action", () => {
  for (const status of CARD_STATUSES) {
    for (const action of CARD_ACTIONS) {
      it(`${status} + ${action} by the owner → ${OWNER_TABLE[status][action]}`, () => {
        const result = transitionCard({ status, type: "marketplace", deleted: false, needsReview: false }, action, owner);
        expect(outcome(result)).toBe(OWNER_TABLE[status][action]);
      });
    }
  }

  it("a first marketplace card goes to review when published, and only staff decide", () => {
    const fresh = { status: "draft" as const, type: "marketplace" as const, deleted: false, needsReview: true };
    expect(transitionCard(fresh, "publish", owner)).toMatchObject({ ok: true, status: "awaiting-review", review: "requested" });
    expect(transitionCard(fresh, "requestApproval", owner)).toMatchObject({ ok: true, status: "awaiting-review" });
    const waiting = { ...fresh, status: "awaiting-review" as const };
    expect(transitionCard(waiting, "approve", staff)).toMatchObject({ ok: true, status: "published", approved: true });
    expect(transitionCard(waiting, "reject", staff)).toMatchObject({ ok: true, status: "draft", review: "rejected" });
    for (const actor of [owner, groupAdmin, stranger]) expect(outcome(transitionCard(waiting, "approve", actor))).toBe("forbidden");
  });

  it("a first group card is reviewed by the group's admin, not by staff", () => {
    const waiting = { status: "awaiting-review" as const, type: "group" as const, deleted: false, needsReview: true };
    expect(transitionCard(waiting, "approve", groupAdmin)).toMatchObject({ ok: true, status: "published" });
    expect(outcome(transitionCard(waiting, "approve", staff))).toBe("forbidden");
  });

  it("private cards never need review; approving something not awaiting review is a conflict", () => {
    expect(transitionCard({ status: "draft", type: "private", deleted: false, needsReview: false }, "publish", owner)).toMatchObject({
      status: "published",
    });
    expect(
      outcome(transitionCard({ status: "published", type: "marketplace", deleted: false, needsReview: false }, "approve", staff)),
    ).toBe("conflict");
  });

  it("nothing happens to a deleted card, and strangers can't act at all", () => {
    for (const action of CARD_ACTIONS) {
      expect(outcome(transitionCard({ status: "published", type: "marketplace", deleted: true, needsReview: false }, action, owner))).toBe(
        "conflict",
      );
      expect(["forbidden"]).toContain(
        outcome(transitionCard({ status: "awaiting-review", type: "marketplace", deleted: false, needsReview: false }, action, stranger)),
      );
    }
  });
});
