import { describe, expect, it } from "vitest";
import { isNewClientVersion, realtimeEventSchema } from "./realtime.ts";

describe("the 'ci' channel's client version", () => {
  const version = (clientVersion: string) => realtimeEventSchema.parse({ name: "ClientVersion", data: { clientVersion } });
  it("is news only when the server expects another version", () => {
    expect(isNewClientVersion(version("3.0.27"), "3.0.26")).toBe(true);
    expect(isNewClientVersion(version("3.0.26"), "3.0.26")).toBe(false);
    expect(isNewClientVersion({ name: "RefreshUser", data: { userId: "u1" } }, "3.0.26")).toBe(false);
  });
});
