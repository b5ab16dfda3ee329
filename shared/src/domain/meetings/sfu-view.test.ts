import { describe, expect, it } from "vitest";
import { initialSpeakerState, layerForTile, nextSpeaker, pageLabel, pageOfFeeds, SFU_PAGE_SIZE, SIMULCAST_ENCODINGS } from "./sfu-view.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe("layerForTile", () => {
  it.each([
    // width, height, devicePixelRatio, layer
    [0, 0, 1, 0],
    [160, 90, 1, 0],
    [320, 180, 1, 0],
    [320, 180, 2, 1],
    [400, 225, 1, 1],
    [640, 360, 1, 1],
    [640, 360, 2, 2],
    [1280, 720, 1, 2],
    // A tall phone tile: its rows count, not its width.
    [150, 300, 1, 1],
    [150, 300, 3, 2],
    // A ratio below 1 (zoomed out) never asks for less than the CSS pixels.
    [400, 225, 0.5, 1],
  ] as const)("a %i×%i tile at %s× needs layer %i", (width, height, dpr, layer) => {
    expect(layerForTile(width, height, dpr)).toBe(layer);
  });

  it("publishes three layers, full size at the spec's videoBitrate and smaller below", () => {
    expect(SIMULCAST_ENCODINGS.map((e) => e.rid)).toEqual(["h", "m", "l"]);
    expect(SIMULCAST_ENCODINGS[0].maxBitrate).toBe(1_500_000);
    expect(SIMULCAST_ENCODINGS.map((e) => e.scaleResolutionDownBy)).toEqual([1, 2, 4]);
  });
});

describe("pageOfFeeds", () => {
  it("shows everyone on one page up to the page size", () => {
    expect(pageOfFeeds(ids(9), null, 0)).toEqual({ page: 0, pages: 1, visible: ids(9), speakerFromElsewhere: null });
    expect(pageOfFeeds([], "x", 3)).toEqual({ page: 0, pages: 1, visible: [], speakerFromElsewhere: null });
  });

  it("pages ten and more, nine a page", () => {
    expect(SFU_PAGE_SIZE).toBe(9);
    const page = pageOfFeeds(ids(10), null, 1);
    expect(page).toEqual({ page: 1, pages: 2, visible: ["p10"], speakerFromElsewhere: null });
    expect(pageOfFeeds(ids(49), null, 5).visible).toEqual(ids(49).slice(45));
    expect(pageOfFeeds(ids(49), null, 5).pages).toBe(6);
  });

  it("clamps a page that no longer exists (people left)", () => {
    expect(pageOfFeeds(ids(12), null, 4).page).toBe(1);
    expect(pageOfFeeds(ids(12), null, -2).page).toBe(0);
    expect(pageOfFeeds(ids(12), null, Number.NaN).page).toBe(0);
  });

  it("pins the active speaker in from another page, once", () => {
    expect(pageOfFeeds(ids(20), "p15", 0)).toEqual({ page: 0, pages: 3, visible: [...ids(9), "p15"], speakerFromElsewhere: "p15" });
    expect(pageOfFeeds(ids(20), "p3", 0).visible).toEqual(ids(9));
    // Me (not among the others' cameras) or someone unknown adds nobody.
    expect(pageOfFeeds(ids(20), "me", 0).visible).toHaveLength(9);
  });

  it("labels the page for people", () => {
    expect(pageLabel(0, 3)).toBe("Page 1 of 3");
  });
});

describe("nextSpeaker (shared by the mesh and the SFU)", () => {
  it("takes the loudest at once from silence and holds against a brief louder voice", () => {
    let state = nextSpeaker(
      initialSpeakerState,
      new Map([
        ["a", 0.5],
        ["b", 0.2],
      ]),
      0,
    );
    expect(state.current).toBe("a");
    state = nextSpeaker(
      state,
      new Map([
        ["a", 0.3],
        ["b", 0.6],
      ]),
      100,
    );
    expect(state.current).toBe("a");
    state = nextSpeaker(
      state,
      new Map([
        ["a", 0.3],
        ["b", 0.6],
      ]),
      800,
    );
    expect(state.current).toBe("b");
  });
});
