import { COMPOSITE_SIZE, type CompositeCell, fitSource } from "./composite-layout.ts";
import { nextPaintAt } from "./draw-pacing.ts";

const BACKGROUND = "#121417";
const TILE = "#23272e";
const LABEL = "rgba(0, 0, 0, 0.55)";

/** Initials for a tile without a picture: "Maya Patel" → "MP". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/**
 * Paints the call as people see it onto a 1280×720 canvas (PROTOCOL §5): each visible tile's video in
 * its cell — cameras filled, screens whole — or the person's initials while their camera is off,
 * with their name. `captureStream` turns the canvas into the recording's video track. Frames are
 * drawn on a worker's clock so a background tab keeps recording smoothly, and a tick that comes
 * while painting is behind is let go (draw-pacing.ts), so a slow machine records fewer frames
 * rather than freezing the call.
 */
export class Compositor {
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly videos = new Map<string, HTMLVideoElement>();
  private cells: CompositeCell[] = [];
  private clock: Worker | null = null;
  private paintAt = 0;

  constructor(
    private readonly fps = 30,
    /** The words under a shared screen ("Maya's screen"), in the recording owner's language. */
    private readonly screenLabel: (name: string) => string = (name) => `${name}'s screen`,
  ) {
    this.canvas = document.createElement("canvas");
    this.canvas.width = COMPOSITE_SIZE.width;
    this.canvas.height = COMPOSITE_SIZE.height;
    const ctx = this.canvas.getContext("2d", { alpha: false });
    if (!ctx) throw new Error("This browser can't draw the recording");
    this.ctx = ctx;
  }

  /** Starts painting and answers the canvas's video track. */
  start(): MediaStreamTrack {
    this.draw();
    const track = this.canvas.captureStream(this.fps).getVideoTracks()[0];
    if (!track) throw new Error("This browser can't record the call");
    this.clock = new Worker(new URL("./tick-worker.ts", import.meta.url), { type: "module" });
    this.clock.onmessage = () => this.tick();
    this.clock.postMessage({ intervalMs: Math.round(1000 / this.fps) });
    return track;
  }

  /** What to paint from now on. */
  setCells(cells: CompositeCell[]): void {
    this.cells = cells;
    const wanted = new Set<string>();
    for (const { tile } of cells) {
      if (!tile.stream) continue;
      wanted.add(tile.key);
      const video = this.videos.get(tile.key);
      if (video?.srcObject === tile.stream) continue;
      this.videos.set(tile.key, video ?? this.playerFor(tile.stream));
      if (video) {
        video.srcObject = tile.stream;
        void video.play().catch(() => {});
      }
    }
    for (const [key, video] of this.videos)
      if (!wanted.has(key)) {
        video.srcObject = null;
        this.videos.delete(key);
      }
  }

  stop(): void {
    this.clock?.postMessage("stop");
    this.clock?.terminate();
    this.clock = null;
    for (const video of this.videos.values()) video.srcObject = null;
    this.videos.clear();
  }

  private playerFor(stream: MediaStream): HTMLVideoElement {
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    void video.play().catch(() => {});
    return video;
  }

  /** A tick of the clock: paints unless the last paint was slow enough that this one must wait. */
  private tick(): void {
    const startedAt = performance.now();
    if (startedAt < this.paintAt) return;
    this.draw();
    this.paintAt = nextPaintAt(startedAt, performance.now() - startedAt);
  }

  private draw(): void {
    const { ctx } = this;
    ctx.fillStyle = BACKGROUND;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    for (const cell of this.cells) this.drawCell(cell);
  }

  private drawCell({ tile, rect }: CompositeCell): void {
    const { ctx } = this;
    ctx.fillStyle = TILE;
    ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
    const video = this.videos.get(tile.key);
    if (tile.videoOn && video && video.readyState >= 2 && video.videoWidth > 0) {
      const fit = fitSource(video.videoWidth, video.videoHeight, rect, tile.kind === "screen" ? "contain" : "cover");
      ctx.drawImage(video, fit.sx, fit.sy, fit.sw, fit.sh, fit.dx, fit.dy, fit.dw, fit.dh);
    } else {
      const radius = Math.min(rect.w, rect.h) / 6;
      ctx.fillStyle = "#3b4250";
      ctx.beginPath();
      ctx.arc(rect.x + rect.w / 2, rect.y + rect.h / 2, radius, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = "#ffffff";
      ctx.font = `600 ${Math.round(radius * 0.8)}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(initialsOf(tile.name), rect.x + rect.w / 2, rect.y + rect.h / 2);
    }
    const label = tile.kind === "screen" ? this.screenLabel(tile.name) : tile.name;
    ctx.font = "500 18px system-ui, sans-serif";
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    const width = Math.min(ctx.measureText(label).width + 20, rect.w - 16);
    ctx.fillStyle = LABEL;
    ctx.fillRect(rect.x + 8, rect.y + rect.h - 38, width, 30);
    ctx.fillStyle = "#ffffff";
    ctx.fillText(label, rect.x + 18, rect.y + rect.h - 23, width - 20);
  }
}
