import { meSchema } from "@kora/shared/contracts/users.ts";
import { type MeetingClientFrame, type MeetingServerFrame, meetingTokenSchema } from "@kora/shared/contracts/meetings.ts";
import { clientFrameSchema, type ServerFrame } from "@kora/shared/contracts/realtime.ts";
import { z } from "zod";
import { dataOf, recordingSocket, type TestApp } from "../../test/harness.ts";

/** A socket in a meeting as the tests drive it: frames in, frames recorded. */
export interface TestSocket {
  id: string;
  userId: string;
  frames: ServerFrame[];
  send(frame: MeetingClientFrame): Promise<void>;
  /** Frames of one type received so far. */
  of<T extends MeetingServerFrame["type"]>(type: T): Extract<MeetingServerFrame, { type: T }>[];
  last<T extends MeetingServerFrame["type"]>(type: T): Extract<MeetingServerFrame, { type: T }> | undefined;
  disconnect(): Promise<void>;
}

let counter = 0;

/** Opens a recorded socket for `userId` on the app's meeting service (what `/ws` does for a real socket). */
export function openSocket(t: TestApp, userId: string): TestSocket {
  const id = `s${++counter}`;
  const { frames, client } = recordingSocket(id, userId);
  t.services.meetings.connect(id);
  const of = <T extends MeetingServerFrame["type"]>(type: T) =>
    frames.filter((f) => f.type === type) as Extract<MeetingServerFrame, { type: T }>[];
  return {
    id,
    userId,
    frames,
    // Through the socket's own schema, as `/ws` parses it (trimming, limits).
    send: (frame) => t.services.meetings.receive(client, clientFrameSchema.parse(frame) as MeetingClientFrame),
    of,
    last: (type) => of(type).at(-1),
    disconnect: () => t.services.meetings.disconnect(id),
  };
}

/** A token over HTTP, failing loudly when refused. */
export async function tokenFor(t: TestApp, cookie: string, path: string): Promise<string> {
  const response = await t.call("POST", path, { cookie, body: {} });
  if (response.status !== 200) throw new Error(`token refused: ${response.status} ${await response.text()}`);
  return (await dataOf(response, meetingTokenSchema)).token;
}

/** Opens a socket and joins with a fresh token from `path`. */
export async function joinWith(
  t: TestApp,
  person: { user: { id: string }; cookie: string },
  path: string,
  media = { audio: true, video: true },
): Promise<TestSocket> {
  const socket = openSocket(t, person.user.id);
  await socket.send({ type: "meeting.join", token: await tokenFor(t, person.cookie, path), ...media });
  return socket;
}

/** A guest with only a first name: a guest session, as the room page makes one. */
export async function guest(t: TestApp, firstName: string): Promise<{ user: { id: string }; cookie: string }> {
  const response = await t.call("POST", "/api/guests", { body: { firstName } });
  if (response.status !== 201) throw new Error(`guest failed: ${response.status} ${await response.text()}`);
  const cookie = /kora_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  return { user: { id: (await dataOf(response, z.object({ user: meSchema, token: z.string() }))).user.id }, cookie: cookie! };
}
