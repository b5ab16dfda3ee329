import { describe, expect, it } from "vitest";
import { ACTIVITY_THROTTLE_MS } from "@kora/shared/domain/activity/activity-rules.ts";
import { type ActivityBody, AWAY_MS, createActivityTracker } from "./activity-tracker.ts";

function tracked(fail = false) {
  const clock = { ms: 1_000_000 };
  const sent: ActivityBody[] = [];
  const tracker = createActivityTracker({
    send: async (body) => {
      sent.push(body);
      if (fail) throw new Error("offline");
    },
    now: () => clock.ms,
  });
  return { clock, sent, tracker };
}

describe("the activity tracker", () => {
  it("sends at most one event per 3 s", () => {
    const { clock, sent, tracker } = tracked();
    expect(tracker.pageView("/a")).toBe(true);
    clock.ms += ACTIVITY_THROTTLE_MS - 1;
    expect(tracker.pageView("/b")).toBe(false);
    clock.ms += 1;
    expect(tracker.pageView("/c")).toBe(true);
    expect(sent).toEqual([
      { route: "/a", event: "pageView" },
      { route: "/c", event: "pageView" },
    ]);
  });

  it("sends the path only, never the query string", () => {
    const { sent, tracker } = tracked();
    tracker.pageView("/password-free?token=secret#x");
    expect(sent).toEqual([{ route: "/password-free", event: "pageView" }]);
  });

  it("sends 'focus' only on coming back after being away", () => {
    const { clock, sent, tracker } = tracked();
    expect(tracker.visible("/x")).toBe(false); // never hidden
    tracker.hidden();
    clock.ms += AWAY_MS - 1;
    expect(tracker.visible("/x")).toBe(false);
    tracker.hidden();
    clock.ms += AWAY_MS;
    expect(tracker.visible("/x?tab=1")).toBe(true);
    expect(sent).toEqual([{ route: "/x", event: "focus" }]);
  });

  it("swallows a failed post without throwing", async () => {
    const { sent, tracker } = tracked(true);
    expect(tracker.pageView("/a")).toBe(true);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
  });
});
