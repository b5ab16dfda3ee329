import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box.ts";

const KEY = "a2FyYS10ZXN0LWNhbGVuZGFyLWtleS0zMi1ieXRlcyE=";
const OTHER = "b3RoZXItdGVzdC1jYWxlbmRhci1rZXktMzItYnl0ZXM=";

describe("calendar secrets at rest", () => {
  it("seals with a fresh IV each time and opens again", async () => {
    const a = await sealSecret(KEY, "app-password-1");
    const b = await sealSecret(KEY, "app-password-1");
    expect(a).not.toBe(b);
    expect(a).not.toContain("app-password-1");
    expect(await openSecret(KEY, a)).toBe("app-password-1");
  });

  it("refuses another key and a changed value", async () => {
    const sealed = await sealSecret(KEY, "https://calendar.example/private-abc/basic.ics");
    await expect(openSecret(OTHER, sealed)).rejects.toThrow();
    const [v, iv, data] = sealed.split(".");
    const flipped = `${v}.${iv}.${data!.slice(0, 4)}${data![4] === "A" ? "B" : "A"}${data!.slice(5)}`;
    await expect(openSecret(KEY, flipped)).rejects.toThrow();
  });
});
