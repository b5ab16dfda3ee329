/**
 * Everyone's voice in one track (PROTOCOL §5): each audio track in the call (my microphone and every
 * remote one) feeds one Web Audio destination, whose stream is the recording's sound. Tracks come
 * and go as people join, mute and leave.
 */
export class AudioMix {
  // 48 kHz, Opus's own rate: the recorder then encodes the mix without resampling it.
  private readonly context = new AudioContext({ sampleRate: 48_000 });
  private readonly destination = this.context.createMediaStreamDestination();
  private readonly sources = new Map<string, MediaStreamAudioSourceNode>();

  get track(): MediaStreamTrack {
    return this.destination.stream.getAudioTracks()[0]!;
  }

  /** Called from a click (Record), so the context may start. */
  async resume(): Promise<void> {
    if (this.context.state === "suspended") await this.context.resume();
  }

  setStreams(streams: (MediaStream | null)[]): void {
    const tracks = new Map<string, MediaStreamTrack>();
    for (const stream of streams)
      for (const track of stream?.getAudioTracks() ?? []) if (track.readyState === "live") tracks.set(track.id, track);
    for (const [id, track] of tracks) {
      if (this.sources.has(id)) continue;
      const source = this.context.createMediaStreamSource(new MediaStream([track]));
      source.connect(this.destination);
      this.sources.set(id, source);
    }
    for (const [id, source] of this.sources)
      if (!tracks.has(id)) {
        source.disconnect();
        this.sources.delete(id);
      }
  }

  close(): void {
    for (const source of this.sources.values()) source.disconnect();
    this.sources.clear();
    void this.context.close().catch(() => {});
  }
}
