import { describe, expect, it } from "vitest";
import {
  audioSupported,
  MAX_SOURCES,
  MAX_THUMBNAIL_CHARS,
  PICKER_TTL_MS,
  ScreenPicker,
  sourceKind,
  toSourceInfos,
  type CapturedSource,
} from "./screen-picker.ts";

const KORA = "https://kora.example";
const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const PNG = "data:image/png;base64,iVBORw0KGgo=";
const JPEG = "data:image/jpeg;base64,/9j/4AAQ";

const captured: CapturedSource[] = [
  { id: "window:4242:0", name: "Quarterly plan — Sheets", thumbnail: JPEG, icon: PNG },
  { id: "screen:0:0", name: "Entire Screen", thumbnail: JPEG, icon: null },
  { id: "window:77:0", name: "Notes", thumbnail: JPEG, icon: null },
];

function pickerAt(platform = "linux") {
  const clock = { now: T0 };
  const picker = new ScreenPicker({ koraOrigin: KORA, platform, now: () => clock.now });
  return { picker, clock };
}

const fromKora = { origin: `${KORA}/`, audioRequested: false };

describe("source list", () => {
  it("puts screens first and says which is which", () => {
    const infos = toSourceInfos(captured);
    expect(infos.map((info) => [info.id, info.kind])).toEqual([
      ["screen:0:0", "screen"],
      ["window:4242:0", "window"],
      ["window:77:0", "window"],
    ]);
    expect(infos[1]).toEqual({ id: "window:4242:0", name: "Quarterly plan — Sheets", kind: "window", thumbnail: JPEG, icon: PNG });
  });

  it("drops ids that are not desktopCapturer ids, and duplicates", () => {
    const infos = toSourceInfos([
      { id: "tab:1", name: "A tab", thumbnail: null, icon: null },
      { id: "screen:1:0", name: "Screen 2", thumbnail: null, icon: null },
      { id: "screen:1:0", name: "Screen 2 again", thumbnail: null, icon: null },
      { id: "window:1:0\n", name: "Newline", thumbnail: null, icon: null },
    ]);
    expect(infos.map((info) => info.name)).toEqual(["Screen 2"]);
  });

  it("refuses images that are not small PNG/JPEG data URLs, and icons on screens", () => {
    const huge = `data:image/png;base64,${"A".repeat(MAX_THUMBNAIL_CHARS)}`;
    const [screen, ...windows] = toSourceInfos([
      { id: "screen:0:0", name: "Entire Screen", thumbnail: PNG, icon: PNG },
      { id: "window:1:0", name: "SVG", thumbnail: "data:image/svg+xml;base64,PHN2Zz4=", icon: "https://evil.example/x.png" },
      { id: "window:2:0", name: "Huge", thumbnail: huge, icon: "data:image/png;base64,<script>" },
    ]);
    expect(screen?.icon).toBeNull();
    expect(windows.map((w) => [w.thumbnail, w.icon])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it("cleans window titles for display", () => {
    const [info] = toSourceInfos([{ id: "window:1:0", name: "  Report\u0007\n  draft  ", thumbnail: null, icon: null }]);
    expect(info?.name).toBe("Report draft");
    const [untitled] = toSourceInfos([{ id: "window:2:0", name: " \t ", thumbnail: null, icon: null }]);
    expect(untitled?.name).toBe("Untitled window");
    const [long] = toSourceInfos([{ id: "window:3:0", name: "x".repeat(1000), thumbnail: null, icon: null }]);
    expect(long?.name.length).toBe(300);
  });

  it("offers at most MAX_SOURCES", () => {
    const many = Array.from({ length: MAX_SOURCES + 20 }, (_, i) => ({ id: `window:${i}:0`, name: `W${i}`, thumbnail: null, icon: null }));
    expect(toSourceInfos(many)).toHaveLength(MAX_SOURCES);
  });

  it("knows kinds from ids", () => {
    expect(sourceKind("screen:2:0")).toBe("screen");
    expect(sourceKind("window:123:1")).toBe("window");
    expect(sourceKind("web-contents-media-stream://1")).toBeNull();
  });
});

describe("audio", () => {
  it("is offered on Windows only", () => {
    expect(audioSupported("win32")).toBe(true);
    expect(audioSupported("darwin")).toBe(false);
    expect(audioSupported("linux")).toBe(false);
    expect(pickerAt("win32").picker.offerSources(captured).audioSupported).toBe(true);
    expect(pickerAt("darwin").picker.offerSources(captured).audioSupported).toBe(false);
  });
});

describe("picker session", () => {
  it("grants getDisplayMedia exactly the chosen window, once", () => {
    const { picker } = pickerAt();
    picker.offerSources(captured);
    expect(picker.choose("window:4242:0", false)).toBe(true);
    expect(picker.takeForRequest(fromKora)).toEqual({
      granted: true,
      video: { id: "window:4242:0", name: "Quarterly plan — Sheets" },
      audio: null,
    });
    expect(picker.takeForRequest(fromKora)).toMatchObject({ granted: false, reason: "no source chosen in Kora's picker" });
  });

  it("denies getDisplayMedia when nothing was chosen (a page cannot capture silently)", () => {
    const { picker } = pickerAt();
    expect(picker.takeForRequest(fromKora)).toMatchObject({ granted: false });
    picker.offerSources(captured);
    expect(picker.takeForRequest(fromKora)).toMatchObject({ granted: false });
  });

  it("accepts only an id it offered, and only once per offer", () => {
    const { picker } = pickerAt();
    expect(picker.choose("screen:0:0", false)).toBe(false); // nothing offered yet
    picker.offerSources(captured);
    expect(picker.choose("screen:9:0", false)).toBe(false);
    expect(picker.choose("screen:0:0", false)).toBe(true);
    expect(picker.choose("window:77:0", false)).toBe(false);
    expect(picker.takeForRequest(fromKora)).toMatchObject({ granted: true, video: { id: "screen:0:0" } });
  });

  it("refuses a choice after the offer went stale, and a grant after the choice did", () => {
    const { picker, clock } = pickerAt();
    picker.offerSources(captured);
    clock.now += PICKER_TTL_MS + 1;
    expect(picker.choose("screen:0:0", false)).toBe(false);

    picker.offerSources(captured);
    clock.now += PICKER_TTL_MS;
    expect(picker.choose("screen:0:0", false)).toBe(true);
    clock.now += PICKER_TTL_MS + 1;
    expect(picker.takeForRequest(fromKora)).toEqual({ granted: false, reason: "the chosen source expired" });
  });

  it("treats a clock that went backwards as stale", () => {
    const { picker, clock } = pickerAt();
    picker.offerSources(captured);
    clock.now -= 1000;
    expect(picker.choose("screen:0:0", false)).toBe(false);
  });

  it("forgets an unused choice when a new list is asked for", () => {
    const { picker } = pickerAt();
    picker.offerSources(captured);
    picker.choose("screen:0:0", false);
    picker.offerSources(captured);
    expect(picker.takeForRequest(fromKora)).toMatchObject({ granted: false });
  });

  it("grants only to the Kora origin, and a foreign request still uses up the choice", () => {
    const { picker } = pickerAt();
    picker.offerSources(captured);
    picker.choose("screen:0:0", false);
    expect(picker.takeForRequest({ origin: "https://evil.example", audioRequested: false })).toEqual({
      granted: false,
      reason: "not the Kora origin",
    });
    expect(picker.takeForRequest(fromKora)).toMatchObject({ granted: false });
  });

  it("shares system audio only on Windows, only when chosen and asked for", () => {
    const windows = pickerAt("win32").picker;
    windows.offerSources(captured);
    windows.choose("screen:0:0", true);
    expect(windows.takeForRequest({ origin: KORA, audioRequested: true })).toMatchObject({ granted: true, audio: "loopback" });

    windows.offerSources(captured);
    windows.choose("screen:0:0", true);
    expect(windows.takeForRequest({ origin: KORA, audioRequested: false })).toMatchObject({ granted: true, audio: null });

    windows.offerSources(captured);
    windows.choose("screen:0:0", false);
    expect(windows.takeForRequest({ origin: KORA, audioRequested: true })).toMatchObject({ granted: true, audio: null });

    const mac = pickerAt("darwin").picker;
    mac.offerSources(captured);
    expect(mac.choose("screen:0:0", true)).toBe(false);
    expect(mac.choose("screen:0:0", false)).toBe(true);
  });
});
