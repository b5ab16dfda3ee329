import { describe, expect, it } from "vitest";
import { perPeerBitrate } from "@kora/shared/domain/meetings/rules.ts";
import { cappedParameters, videoSenderBitrates } from "./bitrate.ts";

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
