import { describe, expect, it } from "vitest";
import { AppError } from "./app-error.ts";
import { listPage, MAX_PAGE_NUMBER, pageMeta } from "./pagination.ts";

const refusal = (query: Record<string, string>) => {
  try {
    listPage(query, 50, 10);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error("listPage accepted it");
};

describe("listPage", () => {
  it.each([
    [{}, { page: 1, limit: 10 }],
    [
      { "page[number]": "3", "page[size]": "20" },
      { page: 3, limit: 20 },
    ],
    [
      { page: "2", limit: "5" },
      { page: 2, limit: 5 },
    ],
    [
      { "page[number]": "4", page: "2", "page[size]": "7", limit: "5" },
      { page: 4, limit: 7 },
    ],
    [
      { "page[number]": "", page: "2", "page[size]": " ", limit: "5" },
      { page: 2, limit: 5 },
    ],
    [{ "page[size]": "50" }, { page: 1, limit: 50 }],
    [{ "page[number]": String(MAX_PAGE_NUMBER) }, { page: MAX_PAGE_NUMBER, limit: 10 }],
  ] as [Record<string, string>, { page: number; limit: number }][])("reads %o as %o", (query, page) => {
    expect(listPage(query, 50, 10)).toEqual(page);
  });

  it.each([
    [{ "page[size]": "51" }, "page[size]", "Please give a page size from 1 to 50."],
    [{ "page[size]": "0" }, "page[size]", "Please give a page size from 1 to 50."],
    [{ "page[size]": "1.5" }, "page[size]", "Please give a page size from 1 to 50."],
    [{ limit: "ten" }, "limit", "Please give a page size from 1 to 50."],
    [{ "page[number]": "0" }, "page[number]", "Please give a page number."],
    [{ page: "-1" }, "page", "Please give a page number."],
    [{ "page[number]": String(MAX_PAGE_NUMBER + 1) }, "page[number]", "Please give a page number."],
  ])("refuses %o with a 422 on %s", (query, field, message) => {
    expect(refusal(query)).toEqual({ code: "validation_failed", fields: { [field]: [message] } });
  });
});

describe("pageMeta", () => {
  it.each([
    [0, { page: 1, limit: 10 }, { total: 0, page: 1, limit: 10, pages: 1 }],
    [21, { page: 3, limit: 10 }, { total: 21, page: 3, limit: 10, pages: 3 }],
  ])("total %i on %o", (total, page, meta) => {
    expect(pageMeta(total, page)).toEqual(meta);
  });
});
