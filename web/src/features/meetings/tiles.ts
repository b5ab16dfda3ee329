import type { MeetingRole } from "@kora/shared/domain/meetings/rules.ts";
import type { ConnectionQuality, MeetingSnapshot, RemotePeer } from "./engine/session-types.ts";

export type TileKind = "camera" | "screen";

/** One video on the stage: someone's camera or someone's shared screen. */
export interface TileModel {
  /** Stable across renders: `<participantId>:<kind>`. */
  key: string;
  participantId: string;
  kind: TileKind;
  name: string;
  role: MeetingRole;
  isSelf: boolean;
  stream: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  quality: ConnectionQuality;
  connection: RemotePeer["connection"];
}

export const tileKey = (participantId: string, kind: TileKind) => `${participantId}:${kind}`;

type TileSource = Pick<MeetingSnapshot, "self" | "peers" | "localStream" | "localScreen" | "audioOn" | "videoOn">;

/**
 * Every tile of the call in a stable order: me first, then the others as they joined; a shared screen
 * follows its owner's camera. A camera the host disabled counts as off whatever the owner wants.
 */
export function buildTiles(source: TileSource): TileModel[] {
  const tiles: TileModel[] = [];
  const { self } = source;
  if (self) {
    const base = {
      participantId: self.id,
      name: self.name,
      role: self.role,
      isSelf: true,
      quality: "good" as const,
      connection: "connected" as const,
    };
    tiles.push({
      ...base,
      key: tileKey(self.id, "camera"),
      kind: "camera",
      stream: source.localStream,
      audioOn: source.audioOn,
      videoOn: source.videoOn && !self.cameraDisabled,
    });
    if (source.localScreen)
      tiles.push({ ...base, key: tileKey(self.id, "screen"), kind: "screen", stream: source.localScreen, audioOn: false, videoOn: true });
  }
  const peers = [...source.peers].sort((a, b) => Date.parse(a.participant.joinedAt) - Date.parse(b.participant.joinedAt));
  for (const peer of peers) {
    const { participant } = peer;
    const base = {
      participantId: participant.id,
      name: participant.name,
      role: participant.role,
      isSelf: false,
      quality: peer.quality,
      connection: peer.connection,
    };
    tiles.push({
      ...base,
      key: tileKey(participant.id, "camera"),
      kind: "camera",
      stream: peer.stream,
      audioOn: participant.audio,
      videoOn: participant.video && !participant.cameraDisabled,
    });
    if (peer.screen && participant.isScreenSharing)
      tiles.push({ ...base, key: tileKey(participant.id, "screen"), kind: "screen", stream: peer.screen, audioOn: false, videoOn: true });
  }
  return tiles;
}

export interface GalleryArrangement {
  main: TileModel | null;
  strip: TileModel[];
}

/**
 * Gallery view: one large tile and a strip of the rest. The large one is, in order: the pinned tile,
 * a screen someone else shares, whoever speaks (when it isn't me), the last remote speaker, the first
 * other person, or me when I'm alone.
 */
export function arrangeGallery(
  tiles: TileModel[],
  focus: { pinnedKey: string | null; speakerId: string | null; lastSpeakerId: string | null },
): GalleryArrangement {
  if (tiles.length === 0) return { main: null, strip: [] };
  const remoteCamera = (id: string | null) =>
    id ? tiles.find((tile) => !tile.isSelf && tile.kind === "camera" && tile.participantId === id) : undefined;
  const main =
    tiles.find((tile) => tile.key === focus.pinnedKey) ??
    [...tiles].reverse().find((tile) => tile.kind === "screen" && !tile.isSelf) ??
    remoteCamera(focus.speakerId) ??
    remoteCamera(focus.lastSpeakerId) ??
    tiles.find((tile) => !tile.isSelf && tile.kind === "camera") ??
    tiles[0]!;
  return { main, strip: tiles.filter((tile) => tile !== main) };
}

/** The participant whose screen the viewer should see in picture-in-picture: the latest remote sharer. */
export function remoteScreenTile(tiles: TileModel[]): TileModel | null {
  return [...tiles].reverse().find((tile) => tile.kind === "screen" && !tile.isSelf) ?? null;
}
