import type { SimulcastLayer } from "@kora/shared/domain/meetings/sfu-view.ts";

/**
 * Which Janus streams one subscriber receives (PROTOCOL §4): every publisher's audio, every shared
 * screen, and the cameras the screens show (a page of the grid plus the speaker), each in the layer its
 * tile needs. Pure bookkeeping between Janus's lists and the `update` / `configure` requests.
 */

/** The description a publisher gives its screen stream (`descriptions` on publish), so receivers tell it from the camera. */
export const SCREEN_DESCRIPTION = "screen";

export interface PublisherStream {
  type: "audio" | "video" | "data";
  mid: string;
  description: string | null;
  disabled: boolean;
}

/** A publisher in the room: the feed id is the participant id (the room uses string ids). */
export interface JanusPublisher {
  id: string;
  display: string;
  streams: PublisherStream[];
}

/** One m-line of our subscription. */
export interface SubscribedStream {
  /** The subscription's own mid (what `configure` and the transceivers use). */
  mid: string;
  type: "audio" | "video" | "data";
  feedId: string | null;
  feedMid: string | null;
  active: boolean;
}

export type FeedKind = "audio" | "camera" | "screen";

export interface WantedStream {
  feed: string;
  mid: string;
  kind: FeedKind;
  /** Video: the layer the tile needs. */
  layer?: SimulcastLayer;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const mediaType = (value: unknown): PublisherStream["type"] => (value === "audio" || value === "video" ? value : "data");

/** Janus's `publishers` list (on join, and in events as people publish or renegotiate). */
export function parsePublishers(value: unknown): JanusPublisher[] {
  return list(value).map((item) => {
    const p = record(item);
    return {
      id: String(p.id),
      display: typeof p.display === "string" ? p.display : "",
      streams: list(p.streams).map((s) => {
        const stream = record(s);
        return {
          type: mediaType(stream.type),
          mid: String(stream.mid),
          description: typeof stream.description === "string" ? stream.description : null,
          disabled: stream.disabled === true,
        };
      }),
    };
  });
}

/** The subscription's layout from an `attached` or `updated` event. */
export function parseSubscription(value: unknown): SubscribedStream[] {
  return list(value).map((item) => {
    const s = record(item);
    return {
      mid: String(s.mid),
      type: mediaType(s.type),
      feedId: s.feed_id === undefined || s.feed_id === null ? null : String(s.feed_id),
      feedMid: s.feed_mid === undefined || s.feed_mid === null ? null : String(s.feed_mid),
      active: s.active !== false && s.feed_id !== undefined && s.feed_id !== null,
    };
  });
}

/** The kind of a publisher's stream: its audio, its screen (by description), or its camera. */
export function kindOf(stream: PublisherStream): FeedKind | null {
  if (stream.type === "audio") return "audio";
  if (stream.type !== "video") return null;
  return stream.description === SCREEN_DESCRIPTION ? "screen" : "camera";
}

/**
 * What to receive: everyone's audio and shared screens, and the cameras in `cameras` (feed → layer).
 * Our own feed and disabled streams are never wanted.
 */
export function wantedStreams(
  publishers: readonly JanusPublisher[],
  cameras: ReadonlyMap<string, SimulcastLayer>,
  selfId: string | null,
): WantedStream[] {
  const wanted: WantedStream[] = [];
  for (const publisher of publishers) {
    if (publisher.id === selfId) continue;
    for (const stream of publisher.streams) {
      const kind = kindOf(stream);
      if (!kind || stream.disabled) continue;
      if (kind === "camera") {
        const layer = cameras.get(publisher.id);
        if (layer !== undefined) wanted.push({ feed: publisher.id, mid: stream.mid, kind, layer });
      } else wanted.push({ feed: publisher.id, mid: stream.mid, kind, ...(kind === "screen" && { layer: 2 as const }) });
    }
  }
  return wanted;
}

const key = (feed: string | null, mid: string | null) => `${feed ?? ""}#${mid ?? ""}`;

export interface SubscriptionChange {
  subscribe: { feed: string; mid: string; substream?: SimulcastLayer }[];
  unsubscribe: { feed: string; mid: string }[];
}

/** The `update` that turns the current subscription into the wanted one (empty lists: nothing to do). */
export function subscriptionChange(current: readonly SubscribedStream[], wanted: readonly WantedStream[]): SubscriptionChange {
  const have = new Set(current.filter((s) => s.active).map((s) => key(s.feedId, s.feedMid)));
  const want = new Set(wanted.map((w) => key(w.feed, w.mid)));
  return {
    subscribe: wanted
      .filter((w) => !have.has(key(w.feed, w.mid)))
      .map((w) => ({ feed: w.feed, mid: w.mid, ...(w.kind !== "audio" && w.layer !== undefined && { substream: w.layer }) })),
    unsubscribe: current
      .filter((s) => s.active && s.feedId !== null && s.feedMid !== null && !want.has(key(s.feedId, s.feedMid)))
      .map((s) => ({ feed: s.feedId!, mid: s.feedMid! })),
  };
}

/**
 * The `configure` streams for cameras whose wanted layer differs from the one last asked for
 * (`asked`: subscription mid → layer). Only video streams that are in the subscription already.
 */
export function layerChanges(
  current: readonly SubscribedStream[],
  wanted: readonly WantedStream[],
  asked: ReadonlyMap<string, SimulcastLayer>,
): { mid: string; substream: SimulcastLayer }[] {
  const layers = new Map(wanted.filter((w) => w.layer !== undefined).map((w) => [key(w.feed, w.mid), w.layer!]));
  const changes: { mid: string; substream: SimulcastLayer }[] = [];
  for (const stream of current) {
    if (stream.type !== "video" || !stream.active) continue;
    const layer = layers.get(key(stream.feedId, stream.feedMid));
    if (layer !== undefined && asked.get(stream.mid) !== layer) changes.push({ mid: stream.mid, substream: layer });
  }
  return changes;
}
