import { describe, expect, it } from "vitest";
import { ACTIVITY_BATCH_MAX, ACTIVITY_THROTTLE_MS, MAX_ERROR_EVENTS } from "@kora/shared/domain/activity/activity-rules.ts";
import { type ActivityBody, AWAY_MS, createActivityTracker } from "./activity-tracker.ts";

function tracked(fail = false) {
  const clock = { ms: 1_000_000 };
  const sent: { body: ActivityBody; keepalive: boolean }[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const tracker = createActivityTracker({
    send: async (body, { keepalive }) => {
      sent.push({ body, keepalive });
      if (fail) throw new Error("offline");
    },
    now: () => clock.ms,
    later: (run, ms) => {
      const timer = { at: clock.ms + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  /** Moves the clock on, running the timers that come due. */
  const advance = (ms: number) => {
    clock.ms += ms;
    for (const timer of timers.filter((x) => x.at <= clock.ms)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const events = () => sent.map((s) => s.body.events);
  return { clock, advance, sent, events, timers, tracker };
}

describe("the activity tracker", () => {
  it("sends the first event at once, then queues a burst into one request 3 s after the last", () => {
    const { advance, events, tracker } = tracked();
    tracker.pageView("/a");
    for (const label of ["One", "Two", "Three"]) tracker.click("/a", { label, target: "button" });
    tracker.pageView("/b");
    expect(events()).toEqual([[{ route: "/a", event: "pageView" }]]);
    advance(ACTIVITY_THROTTLE_MS - 1);
    expect(events()).toHaveLength(1);
    advance(1);
    expect(events()).toEqual([
      [{ route: "/a", event: "pageView" }],
      [
        { route: "/a", event: "clickOn", extra: { kind: "click", label: "One", target: "button" } },
        { route: "/a", event: "clickOn", extra: { kind: "click", label: "Two", target: "button" } },
        { route: "/a", event: "clickOn", extra: { kind: "click", label: "Three", target: "button" } },
        { route: "/b", event: "pageView" },
      ],
    ]);
  });

  it(`holds at most ${ACTIVITY_BATCH_MAX} events a request, dropping the rest of the burst`, () => {
    const { advance, events, tracker } = tracked();
    tracker.pageView("/a");
    for (let i = 0; i < ACTIVITY_BATCH_MAX + 5; i++) tracker.click("/a", { label: `b${i}`, target: "button" });
    advance(ACTIVITY_THROTTLE_MS);
    expect(events()[1]).toHaveLength(ACTIVITY_BATCH_MAX);
    advance(ACTIVITY_THROTTLE_MS * 3);
    expect(events()).toHaveLength(2);
  });

  it("sends the path only, never the query string", () => {
    const { events, tracker } = tracked();
    tracker.pageView("/password-free?token=secret#x");
    expect(events()).toEqual([[{ route: "/password-free", event: "pageView" }]]);
  });

  it("sends form events as 'clickOn' with their kind, the form's name and the fields' names only", () => {
    const { advance, events, tracker } = tracked();
    tracker.form("/login", { kind: "formError", form: "Log in", fields: ["email", "password"] });
    tracker.form("/login", { kind: "formSubmit", form: "Log in" });
    advance(ACTIVITY_THROTTLE_MS);
    expect(events().flat()).toEqual([
      { route: "/login", event: "clickOn", extra: { kind: "formError", form: "Log in", fields: "email,password" } },
      { route: "/login", event: "clickOn", extra: { kind: "formSubmit", form: "Log in" } },
    ]);
  });

  it(`reports at most ${MAX_ERROR_EVENTS} errors for the page's life, across requests`, () => {
    const { advance, events, tracker } = tracked();
    const reported = Array.from({ length: 30 }, (_, i) => {
      const queued = tracker.error("/x", `Error: boom ${i}`);
      advance(ACTIVITY_THROTTLE_MS); // one at a time, so the batch limit plays no part
      return queued;
    });
    expect(reported.filter(Boolean)).toHaveLength(MAX_ERROR_EVENTS);
    const errors = events()
      .flat()
      .filter((e) => e.event === "error");
    expect(errors).toHaveLength(MAX_ERROR_EVENTS);
    expect(errors[0]).toEqual({ route: "/x", event: "error", extra: { message: "Error: boom 0" } });
  });

  it("cuts a long error message to 200 characters", () => {
    const { events, tracker } = tracked();
    tracker.error("/x", "y".repeat(500));
    const message = events()[0]?.[0]?.extra?.message as string;
    expect(message).toHaveLength(200);
    expect(message.endsWith("…")).toBe(true);
  });

  it("on hiding the tab sends the queue with keepalive when the 3 s allow it, and keeps it otherwise", () => {
    const { clock, advance, sent, timers, tracker } = tracked();
    tracker.pageView("/a");
    tracker.click("/a", { label: "Save", target: "button:submit" });
    tracker.hidden(); // within 3 s of the first request: nothing goes, nothing is lost
    expect(sent).toHaveLength(1);
    expect(timers).toHaveLength(0);
    clock.ms += ACTIVITY_THROTTLE_MS;
    tracker.hidden();
    expect(sent.at(-1)).toEqual({
      body: { events: [{ route: "/a", event: "clickOn", extra: { kind: "click", label: "Save", target: "button:submit" } }] },
      keepalive: true,
    });
    advance(ACTIVITY_THROTTLE_MS);
    expect(sent).toHaveLength(2);
  });

  it("sends 'focus' only on coming back after being away", () => {
    const { advance, events, tracker } = tracked();
    expect(tracker.visible("/x")).toBe(false); // never hidden
    tracker.hidden();
    advance(AWAY_MS - 1);
    expect(tracker.visible("/x")).toBe(false);
    tracker.hidden();
    advance(AWAY_MS);
    expect(tracker.visible("/x?tab=1")).toBe(true);
    expect(events()).toEqual([[{ route: "/x", event: "focus" }]]);
  });

  it("swallows a failed post without throwing", async () => {
    const { sent, tracker } = tracked(true);
    expect(tracker.pageView("/a")).toBe(true);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
  });
});
