import { describe, expect, it } from "vitest";
import { RecordingBuffer } from "./recording-buffer.ts";

const blob = (text: string) => new Blob([text]);
const read = async (result: { value: Blob | null }) => (result.value ? await result.value.text() : null);

describe("RecordingBuffer", () => {
  it("reads across chunks, waits for new bytes, and ends with done after the last byte", async () => {
    const buffer = new RecordingBuffer();
    buffer.append(blob("abc"));
    buffer.append(blob("defg"));
    expect(await read(await buffer.slice(1, 5))).toBe("bcde");
    expect(await read(await buffer.slice(5, 100))).toBe("fg");

    const waiting = buffer.slice(7, 100);
    let settled = false;
    void waiting.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    buffer.append(blob("hi"));
    expect(await read(await waiting)).toBe("hi");

    const last = buffer.slice(9, 100);
    buffer.end();
    expect(await last).toEqual({ value: null, done: true });
    expect(buffer.size).toBe(9);
  });

  it("lets go of confirmed chunks but keeps what a retry may need", async () => {
    const buffer = new RecordingBuffer();
    for (const part of ["aaa", "bbb", "ccc"]) buffer.append(blob(part));
    buffer.release(4);
    expect(await read(await buffer.slice(3, 9))).toBe("bbbccc");
    buffer.release(6);
    await expect(buffer.slice(3, 9)).rejects.toThrow(/already confirmed/);
    expect(await read(await buffer.slice(6, 9))).toBe("ccc");
  });

  it("refuses bytes after the end", () => {
    const buffer = new RecordingBuffer();
    buffer.end();
    expect(() => buffer.append(blob("x"))).toThrow(/ended/);
  });
});
