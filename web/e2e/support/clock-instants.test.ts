import { describe, expect, it } from "vitest";
import { clockInstants } from "./clock-instants.ts";

const at = (nowIso: string) => Object.fromEntries(clockInstants(Date.parse(nowIso)).map(({ name, at }) => [name, at]));

describe("clockInstants", () => {
  it("picks the five hard instants after a Tuesday in late November 2026", () => {
    expect(at("2026-11-24T10:00:00Z")).toEqual({
      "Monday morning (Berlin)": "2026-11-30T07:00:00.000Z",
      "Saturday night (UTC)": "2026-11-28T23:30:00.000Z",
      // Sydney's summer time ends at 03:00 AEDT on Sunday 4 April 2027 (16:00 UTC the day before).
      "the day before Sydney's DST change": "2027-04-02T16:00:00.000Z",
      // New York springs forward at 02:00 EST on 14 March 2027 (07:00 UTC).
      "New York's DST change": "2027-03-14T06:30:00.000Z",
      "the 31st of a month (UTC)": "2026-12-31T22:00:00.000Z",
    });
  });

  it("is always ahead of now, whatever the day", () => {
    for (let day = 0; day < 800; day += 7.3) {
      const now = Date.parse("2026-01-01T00:00:00Z") + day * 86_400_000;
      for (const { name, at } of clockInstants(now))
        expect(Date.parse(at), `${name} from ${new Date(now).toISOString()}`).toBeGreaterThan(now);
    }
  });

  it("finds Sydney's spring change in October and New York's autumn one in November", () => {
    const found = at("2027-06-01T00:00:00Z");
    // Summer time starts at 02:00 AEST on Sunday 3 October 2027 (16:00 UTC the day before).
    expect(found["the day before Sydney's DST change"]).toBe("2027-10-01T16:00:00.000Z");
    expect(found["New York's DST change"]).toBe("2027-11-07T05:30:00.000Z");
    expect(found["Monday morning (Berlin)"]).toBe("2027-06-07T06:00:00.000Z");
  });
});
