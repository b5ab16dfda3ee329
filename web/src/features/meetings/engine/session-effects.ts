import type { CallEffect, CallState } from "./call-state.ts";
import type { PeerMesh } from "./peer-mesh.ts";
import type { SessionMedia } from "./session-media.ts";
import type { Transports } from "./transports.ts";

/** A "not in this call" refusal rejoins at most this often (it cannot loop with the server). */
const REJOIN_GUARD_MS = 3000;

/** What the reducer's effects act on: the session's parts, and its call as the reducer left it. */
export interface EffectTarget {
  connections: {
    mesh: Pick<PeerMesh, "reset" | "call" | "drop" | "handleSignal">;
    transports: Pick<Transports, "applyBitrates" | "enterSfu">;
  };
  media: Pick<SessionMedia, "setAudio" | "setVideo">;
  call(): CallState;
  /** The rejoin token was refused: the next meeting.join asks the API for a fresh token. */
  forgetRejoinToken(): void;
  /** Says what we send now (meeting.media). */
  sendMedia(): void;
  /** Sends meeting.join again (the socket is up). */
  join(): void;
  /** The call is over for us: everything live ends. */
  end(): void;
}

/**
 * Carries out the reducer's effects (call-state.ts keeps the state pure; this is where peers are
 * called, the SFU entered and a refused join retried).
 */
export class SessionEffects {
  private lastRejoinAt = 0;

  constructor(private readonly target: EffectTarget) {}

  apply(effect: CallEffect): void {
    const { connections, media } = this.target;
    const { mesh, transports } = connections;
    switch (effect.type) {
      case "reset-peers":
        mesh.reset();
        return;
      case "call":
        mesh.call(effect.id);
        return;
      case "drop":
        mesh.drop(effect.id);
        return;
      case "signal":
        mesh.handleSignal(effect.from, effect.signal);
        return;
      case "room-size":
        transports.applyBitrates(this.target.call().participants.length + 1);
        return;
      case "sfu": {
        const self = this.target.call().self;
        if (self) transports.enterSfu(effect.entry, { id: self.id, name: self.name });
        return;
      }
      case "turn-off":
        if (effect.audio) media.setAudio(false);
        if (effect.video) media.setVideo(false);
        this.target.sendMedia();
        return;
      case "fresh-join":
        this.target.forgetRejoinToken();
        this.target.join();
        return;
      case "rejoin":
        if (!this.target.call().rejoinToken || Date.now() - this.lastRejoinAt < REJOIN_GUARD_MS) return;
        this.lastRejoinAt = Date.now();
        this.target.join();
        return;
      case "end":
        this.target.end();
        return;
    }
  }
}
