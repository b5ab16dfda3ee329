import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { elementsOf, markupOf } from "../../test/markup.ts";
import { SlotPicker } from "./slot-picker.tsx";
import { weekBounds, weekOf } from "./week-paging.ts";

/** Wednesday 9 January 2030, 06:00 UTC: the shown week is Monday 7 to Sunday 13 January. */
const NOW = Date.parse("2030-01-09T06:00:00Z");
const ZONE = "UTC";
const slot = (startUtc: string) => ({
  startUtc,
  endUtc: startUtc,
  date: startUtc.slice(0, 10),
  time: startUtc.slice(11, 16),
  day: 3,
  duration: 30,
});
const slotsOf = (from: string, to: string) => queryOptions({ queryKey: ["slots", from, to] as const, queryFn: async () => freeTimes });
const freeTimes = {
  data: [slot("2030-01-10T09:00:00Z"), slot("2030-01-10T09:30:00Z"), slot("2030-01-11T14:00:00Z")],
  meta: { timezone: "Australia/Sydney", duration: 30, from: "", to: "", instantBooking: false, minNoticeMinutes: 0 },
};

/** The picker as it first renders with this week's free times already loaded (no DOM: server rendering). */
function render(selected: string[], hint?: string) {
  const client = new QueryClient();
  const week = weekOf(weekBounds(NOW, ZONE).first, ZONE);
  client.setQueryData(slotsOf(week.from, week.to).queryKey, freeTimes);
  return markupOf(
    <QueryClientProvider client={client}>
      <SlotPicker slots={slotsOf} duration={30} viewerTimezone={ZONE} selected={selected} onChange={() => {}} max={3} hint={hint} />
    </QueryClientProvider>,
  );
}

describe("SlotPicker", () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it("shows the week in the viewer's zone, each day with how many free times it has", () => {
    const html = render([]);
    expect(elementsOf(html, "h3").map((h) => h.text)).toContain("7–13 Jan 2030");
    const days = elementsOf(html.slice(html.indexOf('aria-label="Days of the week"')), "button").slice(0, 7);
    expect(days.map((day) => day.attrs["aria-label"])).toEqual([
      "Mon 7: no free times",
      "Tue 8: no free times",
      "Wed 9: no free times",
      "Thu 10: 2 free times",
      "Fri 11: 1 free time",
      "Sat 12: no free times",
      "Sun 13: no free times",
    ]);
  });

  it("opens on the first day with free times, each time labelled in both zones", () => {
    const html = render([]);
    const list = elementsOf(html, "ul").find((ul) => ul.attrs["aria-label"] === "Free times on Thu 10")!;
    const times = elementsOf(list.html, "button");
    expect(times.map((time) => time.attrs["aria-pressed"])).toEqual(["false", "false"]);
    expect(times[0]!.attrs["aria-label"]).toMatch(/^Thu 10 Jan, 9:00 am your time \(UTC\) · .+ advisor \(Australia\/Sydney\)$/);
  });

  it("marks a chosen time pressed, its day as having one, and counts it under Your times", () => {
    const html = render(["2030-01-10T09:30:00Z"]);
    const list = elementsOf(html, "ul").find((ul) => ul.attrs["aria-label"] === "Free times on Thu 10")!;
    expect(elementsOf(list.html, "button").map((time) => time.attrs["aria-pressed"])).toEqual(["false", "true"]);
    expect(html).toContain('aria-label="Thu 10: 2 free times, has a chosen time"');
    expect(elementsOf(html, "h4").map((h) => h.text)).toEqual(["Your times (1 of 3)"]);
  });

  it("says what to pick while nothing is chosen, in the flow's own words when it has them", () => {
    expect(render([])).toContain("Pick up to 3 times that suit you; the advisor confirms one.");
    expect(render([], "Pick up to 3 times to offer; Quinn confirms one.")).toContain("Pick up to 3 times to offer; Quinn confirms one.");
  });
});
