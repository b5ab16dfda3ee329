import { describe, expect, it } from "vitest";
import { listApiParams, readFilters, splitAwaiting, writeFilters } from "./booking-lists.ts";

const filters = (query = "") => readFilters(new URLSearchParams(query), "archive");

describe("list filters in the address", () => {
  it("reads role, text, status and page, ignoring what it doesn't know", () => {
    expect(filters("role=advisor&q=%20lena%20&status=cancelled&page=3")).toEqual({
      role: "advisor",
      query: "lena",
      status: "cancelled",
      page: 3,
    });
    expect(filters("role=boss&status=confirmed&page=-2")).toEqual({ role: null, query: "", status: null, page: 1 });
    expect(readFilters(new URLSearchParams("status=cancelled"), "requests").status).toBeNull();
  });
  it("writes only what differs from the defaults", () => {
    expect(writeFilters(filters()).toString()).toBe("");
    expect(writeFilters({ role: "learner", query: "tom", status: null, page: 2 }).toString()).toBe("role=learner&q=tom&page=2");
  });
});

describe("API queries per list (core §7)", () => {
  const plain = { role: null, query: "", status: null, page: 1 } as const;
  it("asks for both awaiting statuses, soonest expiry first", () => {
    expect(Object.fromEntries(listApiParams("requests", plain))).toEqual({
      status: "pending-approval,suggested-times",
      orderBy: "request_expires_at_utc",
      "page[number]": "1",
      "page[size]": "50",
    });
  });
  it("asks for the confirmed group by start time", () => {
    expect(Object.fromEntries(listApiParams("confirmed", { ...plain, role: "advisor" }))).toMatchObject({
      status: "confirmed,completed",
      archived: "false",
      orderBy: "booking_time_utc",
      role: "advisor",
    });
  });
  it("pages the archive 12 at a time, newest first, narrowed by status", () => {
    const all = Object.fromEntries(listApiParams("archive", { ...plain, page: 2 }));
    expect(all).toMatchObject({ archived: "true", orderBy: "-booking_time_utc", "page[number]": "2", "page[size]": "12" });
    expect(all.status!.split(",")).toHaveLength(7);
    expect(listApiParams("archive", { ...plain, status: "cancelled", query: "maya" }).get("status")).toBe(
      "cancelled-provisional,cancelled-confirmed",
    );
    expect(listApiParams("archive", { ...plain, query: "maya" }).get("query")).toBe("maya");
  });
  it("lists instant bookings", () => {
    expect(listApiParams("instant", plain).get("instant_booking")).toBe("true");
  });
});

describe("awaiting split", () => {
  it("keeps the order within each side", () => {
    const list = [
      { id: 1, awaitingMe: false },
      { id: 2, awaitingMe: true },
      { id: 3, awaitingMe: true },
    ];
    expect(splitAwaiting(list)).toEqual({ mine: [list[1], list[2]], theirs: [list[0]] });
  });
});
