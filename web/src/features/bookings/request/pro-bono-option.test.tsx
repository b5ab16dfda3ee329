import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { ProBonoChoice } from "@kora/shared/domain/money/pro-bono.ts";
import { ProBonoOption } from "./pro-bono-option.tsx";

/** The node test environment has no DOM: the option is checked through server rendering. */
const render = (choice: ProBonoChoice | null, checked = true) =>
  renderToStaticMarkup(<ProBonoOption choice={choice} firstName="Priya" duration={60} checked={checked} onChange={() => {}} />).replace(
    /&#x27;/g,
    "'",
  );

describe("the book form's pro-bono option", () => {
  it.each<[string, ProBonoChoice | null, string[], string[]]>([
    ["not offered: nothing", null, [], ["Use pro bono credit", "pro bono time"]],
    [
      "minutes left: a live checkbox, free with no admin fee",
      { kind: "available" },
      ["Use pro bono credit", "no advisor fee and no admin fee", 'checked=""'],
      ["disabled"],
    ],
    [
      "the chosen month is short: disabled and unticked, naming the month",
      { kind: "short", month: "2026-12" },
      ["Use pro bono credit", "no pro bono time left for a 1 hour session in December 2026", 'disabled=""'],
      ['checked=""'],
    ],
    ["none left anywhere: a note, no checkbox", { kind: "none" }, ["Priya's pro bono time is fully booked for now."], ["checkbox"]],
  ])("%s", (_, choice, present, absent) => {
    const html = render(choice);
    for (const text of present) expect(html).toContain(text);
    for (const text of absent) expect(html).not.toContain(text);
  });
});
