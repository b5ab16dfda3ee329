import { describe, expect, it } from "vitest";
import { perPeerBitrate } from "@kora/shared/domain/meetings/rules.ts";
import { cappedParameters, CPU_RELIEF, relievedCap, videoSenderBitrates } from "./bitrate.ts";

describe("videoSenderBitrates", () => {
  it("gives the camera the whole per-peer budget when not sharing", () => {
    for (const people of [2, 3, 5, 10]) expect(videoSenderBitrates(people, false)).toEqual({ camera: perPeerBitrate(people), screen: 0 });
  });

  it("splits the same budget between screen and camera while sharing, the screen getting most", () => {
    const { camera, screen } = videoSenderBitrates(4, true);
    expect(camera + screen).toBe(perPeerBitrate(4));
    expect(screen).toBeGreaterThan(camera * 2);
  });

  it("keeps the total uplink within budget as the room grows", () => {
    for (const people of [2, 4, 6, 8, 10])
      expect(perPeerBitrate(people) * (people - 1)).toBeLessThanOrEqual(Math.max(2_500_000, 150_000 * (people - 1)));
  });
});

describe("cappedParameters", () => {
  const params = (encodings: RTCRtpEncodingParameters[]) => ({ transactionId: "t1", encodings }) as unknown as RTCRtpSendParameters;

  it("caps every encoding and keeps the transaction id", () => {
    expect(cappedParameters(params([{ active: true }, { active: true, maxBitrate: 9 }]), 500)).toEqual(
      params([
        { active: true, maxBitrate: 500 },
        { active: true, maxBitrate: 500 },
      ]),
    );
  });

  it("returns null when there is nothing to change or nothing negotiated yet", () => {
    expect(cappedParameters(params([{ maxBitrate: 500 }]), 500)).toBeNull();
    expect(cappedParameters(params([]), 500)).toBeNull();
  });
});

describe("relievedCap (a busy computer)", () => {
  it("halves a camera's rate and size while busy, and gives them back after", () => {
    expect(CPU_RELIEF).toEqual({ bitrate: 0.5, scaleResolutionDownBy: 2 });
    expect(relievedCap({ maxBitrate: 1_500_000 }, true)).toEqual({ maxBitrate: 750_000, scaleResolutionDownBy: 2 });
    expect(relievedCap({ maxBitrate: 500_000, scaleResolutionDownBy: 2 }, true)).toEqual({ maxBitrate: 250_000, scaleResolutionDownBy: 4 });
    expect(relievedCap({ maxBitrate: 500_000, scaleResolutionDownBy: 2 }, false)).toEqual({
      maxBitrate: 500_000,
      scaleResolutionDownBy: 2,
    });
  });

  it("caps size and rate together, per encoding, leaving alone what has no cap", () => {
    const params = { transactionId: "t", encodings: [{ rid: "h", maxBitrate: 9 }, { rid: "x" }] } as unknown as RTCRtpSendParameters;
    const capped = cappedParameters(params, (e) => (e.rid === "h" ? { maxBitrate: 5, scaleResolutionDownBy: 2 } : null));
    expect(capped?.encodings).toEqual([{ rid: "h", maxBitrate: 5, scaleResolutionDownBy: 2 }, { rid: "x" }]);
    expect(cappedParameters(capped!, { maxBitrate: 5, scaleResolutionDownBy: 2 })).toEqual({
      ...capped,
      encodings: [capped!.encodings[0], { rid: "x", maxBitrate: 5, scaleResolutionDownBy: 2 }],
    });
    // A size of 1 is what an encoding without one sends: no call for it.
    expect(cappedParameters({ ...params, encodings: [{ maxBitrate: 5 }] }, { maxBitrate: 5, scaleResolutionDownBy: 1 })).toBeNull();
  });
});
