import { describe, expect, it } from "vitest";
import { aboutCard, knockToasts, newKnockers, waitingFor } from "./knocks.ts";

const knocker = (id: string, name = id) => ({ id, name, since: "2026-11-21T10:00:00.000Z" });

describe("knocks", () => {
  it("announces only the people who weren't already waiting", () => {
    expect(newKnockers([knocker("a")], [knocker("a"), knocker("b"), knocker("c")]).map((k) => k.id)).toEqual(["b", "c"]);
    expect(newKnockers([knocker("a"), knocker("b")], [knocker("b")])).toEqual([]);
    expect(newKnockers([], [])).toEqual([]);
  });

  it.each([
    [[], []],
    [["Ana"], ["Ana is asking to join"]],
    [
      ["Ana", "Bo"],
      ["Ana is asking to join", "Bo is asking to join"],
    ],
    [["Ana", "Bo", "Cy", "Di"], ["Ana and 3 others are asking to join"]],
  ])("toasts for %j", (names, expected) => {
    expect(knockToasts(names.map((name) => ({ name })))).toEqual(expected);
  });

  it("names the card a knock came from (its instant-meeting link)", () => {
    expect(knockToasts([{ name: "Ana", cardTitle: "Career coaching" }, { name: "Bo" }])).toEqual([
      "Ana is asking to join about 'Career coaching'",
      "Bo is asking to join",
    ]);
    expect(aboutCard({ cardTitle: "Career coaching" }, "About")).toBe("About 'Career coaching'");
    expect(aboutCard({}, "About")).toBe("");
  });

  it.each([
    [10_000, "Just now"],
    [60_000, "Waiting 1 min"],
    [59 * 60_000, "Waiting 59 min"],
    [125 * 60_000, "Waiting 2 h 5 min"],
  ])("%i ms after knocking reads %s", (elapsed, text) => {
    expect(waitingFor("2026-11-21T10:00:00.000Z", Date.parse("2026-11-21T10:00:00.000Z") + elapsed)).toBe(text);
  });
});
