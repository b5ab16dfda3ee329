import { afterEach, describe, expect, it, vi } from "vitest";
import { desktopScreenSource } from "./desktop-screen-source.ts";
import { pickerRequests, requestScreenChoice } from "./picker-request.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});
const mountHost = () => {
  const remove = pickerRequests.addHost();
  cleanups.push(remove);
  return remove;
};

describe("picker requests", () => {
  it("refuses to wait for a picker nobody shows", async () => {
    await expect(requestScreenChoice()).rejects.toThrow("screen picker isn't on this page");
  });

  it("opens one request and resolves it with the accepted choice", async () => {
    mountHost();
    const seen: unknown[] = [];
    cleanups.push(pickerRequests.subscribe(() => seen.push(pickerRequests.current()?.id ?? null)));
    const answer = requestScreenChoice();
    const request = pickerRequests.current();
    expect(request).not.toBeNull();
    request!.settle({ id: "window:42:0", shareAudio: false });
    await expect(answer).resolves.toEqual({ id: "window:42:0", shareAudio: false });
    expect(pickerRequests.current()).toBeNull();
    expect(seen).toEqual([request!.id, null]);
    request!.settle({ id: "screen:0:0", shareAudio: false }); // a late second answer changes nothing
  });

  it("cancels the older request when a newer one opens, and all when the picker goes away", async () => {
    const unmount = mountHost();
    const first = requestScreenChoice();
    const second = requestScreenChoice();
    await expect(first).resolves.toBeNull();
    expect(pickerRequests.current()).not.toBeNull();
    unmount();
    cleanups.length = 0;
    await expect(second).resolves.toBeNull();
  });
});

describe("desktop screen source", () => {
  it("closing the picker rejects like the browser's picker (no error shown to the person)", async () => {
    const getDisplayMedia = vi.fn();
    vi.stubGlobal("navigator", { mediaDevices: { getDisplayMedia } });
    const error = await desktopScreenSource(async () => null)
      .getScreen()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("NotAllowedError");
    expect(getDisplayMedia).not.toHaveBeenCalled();
  });

  it("asks getDisplayMedia only after a pick, with audio only when the person chose it", async () => {
    const stream = { id: "stream" } as unknown as MediaStream;
    const getDisplayMedia = vi.fn(async (_constraints: DisplayMediaStreamOptions) => stream);
    vi.stubGlobal("navigator", { mediaDevices: { getDisplayMedia } });
    await expect(desktopScreenSource(async () => ({ id: "screen:0:0", shareAudio: true })).getScreen()).resolves.toBe(stream);
    await desktopScreenSource(async () => ({ id: "window:1:0", shareAudio: false })).getScreen();
    expect(getDisplayMedia.mock.calls.map(([constraints]) => constraints.audio)).toEqual([true, false]);
  });
});
