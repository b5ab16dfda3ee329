import { describe, expect, it } from "vitest";
import { uploadStorageMessage } from "@kora/shared/contracts/videos.ts";
import { tusRefusal } from "./tus-refusal.ts";

/** What tus-js-client hands onError: the last response, as its HttpResponse. */
const refused = (status: number, body: string) => ({
  originalResponse: { getStatus: () => status, getBody: () => body, getHeader: () => undefined, getUnderlyingObject: () => null },
});

describe("a refused tus request", () => {
  it("carries the server's words and status", () => {
    const message = uploadStorageMessage(5 * 1024 ** 3, 0);
    const body = JSON.stringify({ error: { code: "payload_too_large", message, requestId: "r1" } });
    expect(tusRefusal(refused(413, body))).toMatchObject({ status: 413, message, code: "payload_too_large" });
  });

  it("has none without the API's error body: the network, or another server's page", () => {
    expect(tusRefusal(new Error("tus: failed to upload chunk"))).toBeNull();
    expect(tusRefusal(refused(502, "<html>Bad gateway</html>"))).toBeNull();
    expect(tusRefusal(refused(404, "The file for this url was not found\n"))).toBeNull();
    expect(tusRefusal(null)).toBeNull();
  });
});
