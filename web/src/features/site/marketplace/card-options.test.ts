import { describe, expect, it } from "vitest";
import * as contract from "@kora/shared/contracts/cards.ts";
import { ADVISING_LANGUAGES, SEARCH_SORTS, YEARS_OF_EXPERIENCE } from "./card-options.ts";

describe("card options for the public pages", () => {
  it("are the card contract's own lists", () => {
    expect(YEARS_OF_EXPERIENCE).toEqual(contract.YEARS_OF_EXPERIENCE);
    expect(SEARCH_SORTS).toEqual(contract.SEARCH_SORTS);
    expect(ADVISING_LANGUAGES).toEqual(contract.ADVISING_LANGUAGES);
  });
});
