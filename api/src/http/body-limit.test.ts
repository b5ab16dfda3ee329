import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, errorOf, ORIGIN, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const LIMIT = 64 * 1024;
const CHUNK = 16 * 1024;
const HUGE = 64 * 1024 * 1024;

/** A body of `total` bytes (`{"a":"xxxx…`) that counts how many chunks the server pulled and whether it cancelled. */
function countingBody(total: number) {
  const probe = { pulled: 0, bytes: 0, cancelled: false };
  const chunk = new TextEncoder().encode("x".repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (probe.bytes >= total) return controller.close();
        probe.pulled += 1;
        probe.bytes += CHUNK;
        controller.enqueue(probe.pulled === 1 ? new TextEncoder().encode(`{"a":"${"x".repeat(CHUNK - 6)}`) : chunk);
      },
      cancel() {
        probe.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, probe };
}

const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  t.app.request(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  const error = await errorOf(response);
  expect(error).toMatchObject({ code: "payload_too_large", message: "That request is too large." });
  expect(typeof error.requestId).toBe("string");
}

describe("request body limit (64 KiB), enforced while reading", () => {
  it("refuses a body whose Content-Length is over the limit with 413 without reading any of it", async () => {
    for (const path of ["/api/auth/login", "/api/contact-messages", "/api/password-free/verify"]) {
      const { stream, probe } = countingBody(HUGE);
      await expectTooLarge(await post(path, stream, { "content-length": String(HUGE) }));
      expect(probe.pulled, path).toBe(0);
    }
  });

  it("stops reading a chunked body of unknown length once it passes the limit, cancels it and answers 413", async () => {
    for (const path of ["/api/auth/login", "/api/contact-messages", "/api/me/unavailable-times"]) {
      const { stream, probe } = countingBody(HUGE);
      await expectTooLarge(await post(path, stream));
      expect(probe.bytes, path).toBeLessThanOrEqual(LIMIT + 2 * CHUNK);
      expect(probe.cancelled, path).toBe(true);
    }
  });

  it("stops a plain form post too", async () => {
    const { stream, probe } = countingBody(HUGE);
    await expectTooLarge(await post("/api/contact-messages", stream, { "content-type": "application/x-www-form-urlencoded" }));
    expect(probe.bytes).toBeLessThanOrEqual(LIMIT + 2 * CHUNK);
  });

  it("still reads a body just under the limit, streamed or not", async () => {
    const padding = "x".repeat(LIMIT - 200);
    const sized = await t.call("POST", "/api/auth/login", { body: { email: "nobody@example.com", password: "Wrong-password-1", padding } });
    expect(sized.status).toBe(401);
    const { stream } = countingBody(LIMIT - CHUNK);
    // Not valid JSON once cut off, so the body was read to its end and parsed: 400, not 413.
    expect((await post("/api/auth/login", stream)).status).toBe(400);
  });

  it("leaves tus uploads' megabyte chunks to their own streamed limit, and only them", async () => {
    const { stream, probe } = countingBody(HUGE);
    const patch = await t.app.request(
      new Request(`${ORIGIN}/api/uploads/some-upload`, {
        method: "PATCH",
        headers: { origin: ORIGIN, "content-type": "application/offset+octet-stream", "content-length": String(HUGE) },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    // Not 413: the session is checked before any byte is read, and nothing was read.
    expect(patch.status).toBe(401);
    expect(probe.pulled).toBe(0);
    const lookalike = countingBody(HUGE);
    await expectTooLarge(await post("/api/uploads-elsewhere", lookalike.stream, { "content-length": String(HUGE) }));
  });
});
