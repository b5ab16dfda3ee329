import { chatTextSchema, MEETING_MESSAGES, type Participant } from "@kora/shared/contracts/meetings.ts";
import type { InRoom } from "./session-link.ts";
import type { MeetingCommands } from "./session-types.ts";

export type RoomCommands = Pick<MeetingCommands, "sendChat" | "control" | "muteAll" | "answerKnock" | "setRoom">;

/**
 * What is said to the room once in it: chat, and the hosts' commands (controls on one person, mute
 * all, answers to knocks, the room's lock). Chat the host turned off for us is not sent: a notice
 * says why instead.
 */
export function roomCommands(
  inRoom: InRoom,
  /** Who we are in the call (null before joining). */
  self: () => Participant | null,
  notice: (text: string) => void,
): RoomCommands {
  return {
    sendChat(text) {
      const parsed = chatTextSchema.safeParse(text);
      if (!parsed.success) return;
      const me = self();
      if (me && !me.permissions.canChat) {
        notice(MEETING_MESSAGES.chatOff);
        return;
      }
      inRoom((roomId) => ({ type: "meeting.chat", roomId, text: parsed.data }));
    },
    control(action, target, kinds = {}) {
      inRoom((roomId) => ({ type: "meeting.control", roomId, action, target, ...kinds }));
    },
    muteAll(kinds) {
      inRoom((roomId) => ({ type: "meeting.mute-all", roomId, ...kinds }));
    },
    answerKnock(target, answer) {
      inRoom((roomId) => ({ type: "meeting.answer-knock", roomId, target, answer }));
    },
    setRoom(state) {
      inRoom((roomId) => ({ type: "meeting.room", roomId, ...state }));
    },
  };
}
