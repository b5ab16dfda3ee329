import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bodyOf, dataOf, errorOf, narrow, pageOf } from "./wire.ts";

const json = (body: unknown, status = 200) => Response.json(body, { status });
const item = z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) });

describe("reading response bodies through a schema", () => {
  it("returns the parsed data, and fails on a body that doesn't match", async () => {
    expect(await dataOf(json({ data: { id: "a", tags: [] } }), item)).toEqual({ id: "a", tags: [] });
    await expect(dataOf(json({ data: { id: 1, tags: [] } }), item)).rejects.toThrow(/doesn't match its schema/);
    await expect(dataOf(json({ id: "a", tags: [] }), item)).rejects.toThrow(/doesn't match its schema/);
  });

  it("fails on a field the schema doesn't know, at any depth and in the envelope", async () => {
    await expect(dataOf(json({ data: { id: "a", tags: [], extra: 1 } }), item)).rejects.toThrow(/doesn't know: extra/);
    await expect(dataOf(json({ data: { id: "a", tags: [{ name: "x", colour: "red" }] } }), item)).rejects.toThrow(
      /doesn't know: tags\[0\]\.colour/,
    );
    await expect(dataOf(json({ data: { id: "a", tags: [] }, meta: {} }), item)).rejects.toThrow(/doesn't know: meta/);
    await expect(bodyOf(json({ data: { id: "a", tags: [] }, meta: {} }), z.object({ data: item }))).rejects.toThrow(/doesn't know: meta/);
  });

  it("lets a narrow schema name only what a test reads, wherever it sits", async () => {
    const id = narrow(z.object({ id: z.string() }));
    expect(await dataOf(json({ data: { id: "a", more: true } }), id)).toEqual({ id: "a" });
    expect(await dataOf(json({ data: [{ id: "a", more: true }] }), z.array(id))).toEqual([{ id: "a" }]);
    await expect(dataOf(json({ data: { id: "a", tags: [], more: true } }), item)).rejects.toThrow(/doesn't know: more/);
  });

  it("reads paged lists and error bodies", async () => {
    const page = await pageOf(json({ data: [{ id: "a", tags: [] }], meta: { total: 1, page: 1, limit: 5, pages: 1 } }), item);
    expect(page).toEqual({ data: [{ id: "a", tags: [] }], meta: { total: 1, page: 1, limit: 5, pages: 1 } });
    const error = await errorOf(json({ error: { code: "not_found", message: "Gone.", requestId: "r1" } }, 404));
    expect(error).toEqual({ code: "not_found", message: "Gone.", requestId: "r1" });
    await expect(errorOf(json({ data: { id: "a" } }))).rejects.toThrow(/200 body doesn't match/);
  });
});
