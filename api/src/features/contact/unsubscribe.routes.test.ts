import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { UnsubscribeStatus } from "@kora/shared/contracts/contact.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import {
  INVALID_LINK,
  isOptedOut,
  listUnsubscribeHeaders,
  readUnsubscribeToken,
  unsubscribeLink,
  unsubscribeToken,
} from "./unsubscribe.service.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const token = (email: string) => unsubscribeToken(t.services.secret, email);
const optOuts = () =>
  t.services.db.withTables<{ mail_opt_outs: { email: string; created_at: string } }>().selectFrom("mail_opt_outs").selectAll().execute();
/** The wire shape of `UnsubscribeStatus` (a type in the contract, no zod schema). */
const statusSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("invalid") }),
  z.object({ status: z.literal("subscribed"), email: z.string() }),
  z.object({ status: z.literal("unsubscribed"), email: z.string() }),
]) satisfies z.ZodType<UnsubscribeStatus>;
const status = async (value: string) => dataOf(await t.call("GET", `/api/unsubscribe?token=${encodeURIComponent(value)}`), statusSchema);

describe("unsubscribe tokens", () => {
  it("carry the address and only verify with our secret", async () => {
    const value = await token("Ada@Example.com");
    expect(await readUnsubscribeToken(t.services.secret, value)).toBe("ada@example.com");
    expect(await readUnsubscribeToken("another-secret-entirely-another-secret", value)).toBeNull();
    const [encoded, signature] = value.split(".");
    const otherAddress = Buffer.from("eve@example.com").toString("base64url");
    expect(await readUnsubscribeToken(t.services.secret, `${otherAddress}.${signature}`)).toBeNull();
    expect(await readUnsubscribeToken(t.services.secret, `${encoded}.${signature}.x`)).toBeNull();
    expect(await readUnsubscribeToken(t.services.secret, "garbage")).toBeNull();
  });

  it("make a page link and one-click headers for non-essential mail", async () => {
    const link = await unsubscribeLink(t.services, "ada@example.com");
    expect(link).toMatch(/^http:\/\/localhost:8787\/not-interested\?token=/);
    expect(await readUnsubscribeToken(t.services.secret, new URL(link).searchParams.get("token")!)).toBe("ada@example.com");
    const headers = await listUnsubscribeHeaders(t.services, "ada@example.com");
    expect(headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:8787\/api\/unsubscribe\?token=.+>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});

describe("/api/unsubscribe", () => {
  it("unsubscribes with a valid token, idempotently, and undoes it", async () => {
    const value = await token("ada@example.com");
    expect(await status(value)).toEqual({ status: "subscribed", email: "ada@example.com" });

    for (let i = 0; i < 2; i++) {
      const response = await t.call("POST", "/api/unsubscribe", { body: { token: value } });
      expect(response.status).toBe(200);
      expect(await dataOf(response, statusSchema)).toEqual({ status: "unsubscribed", email: "ada@example.com" });
    }
    expect(await optOuts()).toEqual([{ email: "ada@example.com", created_at: t.clock.now.toISOString() }]);
    expect(await isOptedOut(t.services.db, "ADA@example.com")).toBe(true);
    expect(await status(value)).toEqual({ status: "unsubscribed", email: "ada@example.com" });

    const undo = await t.call("POST", "/api/unsubscribe/undo", { body: { token: value } });
    expect(await dataOf(undo, statusSchema)).toEqual({ status: "subscribed", email: "ada@example.com" });
    expect(await optOuts()).toEqual([]);
    expect(await isOptedOut(t.services.db, "ada@example.com")).toBe(false);
  });

  it("refuses a forged or missing token with 422 and stores nothing", async () => {
    const forged = `${Buffer.from("eve@example.com").toString("base64url")}.${"0".repeat(64)}`;
    const response = await t.call("POST", "/api/unsubscribe", { body: { token: forged } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ token: [INVALID_LINK] });
    expect((await t.call("POST", "/api/unsubscribe", { body: {} })).status).toBe(422);
    expect((await t.call("POST", "/api/unsubscribe/undo", { body: { token: forged } })).status).toBe(422);
    expect(await status(forged)).toEqual({ status: "invalid" });
    expect(await status("")).toEqual({ status: "invalid" });
    expect(await optOuts()).toEqual([]);
  });

  it("works as a plain form post, redirecting back to the page", async () => {
    const value = await token("ada@example.com");
    const post = (path: string, body: string) =>
      t.app.request(path, {
        method: "POST",
        headers: { origin: "null", "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        body,
      });

    const done = await post("/api/unsubscribe", new URLSearchParams({ token: value }).toString());
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/not-interested?token=${encodeURIComponent(value)}`);
    expect(await optOuts()).toHaveLength(1);

    const undone = await post("/api/unsubscribe/undo", new URLSearchParams({ token: value }).toString());
    expect(undone.headers.get("location")).toBe(`/not-interested?token=${encodeURIComponent(value)}&resubscribed=1`);
    expect(await optOuts()).toHaveLength(0);

    const forged = await post(
      "/api/unsubscribe",
      new URLSearchParams({ token: `${value.slice(0, -1)}${value.endsWith("0") ? "1" : "0"}` }).toString(),
    );
    expect(forged.status).toBe(303);
    expect(await optOuts()).toHaveLength(0);
  });

  it("accepts a mail app's one-click unsubscribe (RFC 8058), which sends no Origin", async () => {
    const value = await token("ada@example.com");
    const response = await t.app.request(`/api/unsubscribe?token=${encodeURIComponent(value)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBeLessThan(400);
    expect(await isOptedOut(t.services.db, "ada@example.com")).toBe(true);
  });
});
