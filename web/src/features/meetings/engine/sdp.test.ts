import { describe, expect, it } from "vitest";
import { isFreshOffer, keepsOwnOfferInGlare, sdpFingerprint } from "./sdp.ts";

const sdp = (fingerprint: string) =>
  `v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=fingerprint:sha-256 ${fingerprint}\r\na=setup:actpass\r\n`;

describe("sdp", () => {
  it("reads the DTLS fingerprint", () => {
    expect(sdpFingerprint(sdp("AB:CD:EF"))).toBe("sha-256 ab:cd:ef");
    expect(sdpFingerprint("v=0\r\n")).toBeNull();
    expect(sdpFingerprint(undefined)).toBeNull();
  });

  it("tells a new connection's offer from a renegotiation of the current one", () => {
    expect(isFreshOffer(sdp("AB:CD"), sdp("AB:CD"))).toBe(false);
    expect(isFreshOffer(sdp("AB:CD"), sdp("12:34"))).toBe(true);
    // Nothing negotiated yet: not a replacement, just the first offer.
    expect(isFreshOffer(null, sdp("12:34"))).toBe(false);
  });

  it("settles glare the same way on both sides", () => {
    expect(keepsOwnOfferInGlare("a1", "b2")).toBe(true);
    expect(keepsOwnOfferInGlare("b2", "a1")).toBe(false);
  });
});
