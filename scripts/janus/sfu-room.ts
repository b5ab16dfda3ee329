/**
 * One Janus room ready for synthetic participants, for the SFU media check and bench:sfu: Janus with
 * Kora's configuration on the namespace's veth address, the API's control client, a room made the
 * way the API makes them, and fresh entries (the tokens a participant is handed). Deno; inside the
 * namespace scripts/netns.sh makes with KORA_NETNS_SFU_ADDRESS set.
 */
import { JanusControl, janusRoomId } from "../../api/src/adapters/sfu/janus-control.ts";
import { mintRoomEntry } from "../../api/src/adapters/sfu/janus-token.ts";
import { startJanus, type Janus } from "./janus.ts";
import type { RoomEntry } from "./synthetic-peer.ts";

export interface SfuRoom {
  janus: Janus;
  control: JanusControl;
  roomId: string;
  /** The Janus room id participants join. */
  room: string;
  entry(): Promise<RoomEntry>;
  close(): Promise<void>;
}

export async function openSfuRoom(options: {
  address: string;
  wsPort: number;
  rtpPorts: readonly [number, number];
  roomId: string;
  publishers: number;
  bitrate: number;
  debugLevel?: number;
}): Promise<SfuRoom> {
  const janus = await startJanus({
    dir: `${Deno.cwd()}/data/janus-${options.wsPort}-${Deno.pid}`,
    wsHost: "127.0.0.1",
    wsPort: options.wsPort,
    mediaInterface: options.address,
    iceEnforce: options.address,
    rtpPorts: options.rtpPorts,
    debugLevel: options.debugLevel ?? 3,
  });
  try {
    const control = await JanusControl.connect({ url: janus.url, tokenSecret: janus.tokenSecret, adminKey: janus.adminKey, now: Date.now });
    await control.createRoom({
      roomId: options.roomId,
      description: options.roomId,
      publishers: options.publishers,
      bitrate: options.bitrate,
      secret: crypto.randomUUID(),
    });
    const room = janusRoomId(options.roomId);
    return {
      janus,
      control,
      roomId: options.roomId,
      room,
      entry: () => mintRoomEntry({ secret: janus.tokenSecret, nowMs: Date.now(), ttlSeconds: 600, janusRoom: room }),
      close: async () => {
        await control.close();
        await janus.stop();
      },
    };
  } catch (error) {
    await janus.stop();
    throw error;
  }
}
