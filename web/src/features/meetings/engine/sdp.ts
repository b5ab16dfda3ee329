/** The DTLS fingerprint of a session description: every new RTCPeerConnection has its own certificate. */
export function sdpFingerprint(sdp: string | null | undefined): string | null {
  const match = sdp ? /^a=fingerprint:(.+)$/m.exec(sdp) : null;
  return match?.[1]?.trim().toLowerCase() ?? null;
}

/**
 * Is an incoming offer from a brand-new connection on the other side (they rebuilt their peer), rather
 * than a renegotiation of ours (a screen share, an ICE restart)? A new fingerprint says so.
 */
export function isFreshOffer(currentRemoteSdp: string | null | undefined, offerSdp: string | null | undefined): boolean {
  const current = sdpFingerprint(currentRemoteSdp);
  const incoming = sdpFingerprint(offerSdp);
  return current !== null && incoming !== null && current !== incoming;
}

/** Both sides offered at once: the smaller participant id keeps its offer, the other answers it. */
export function keepsOwnOfferInGlare(selfId: string, remoteId: string): boolean {
  return selfId < remoteId;
}
