import { MEETING_MESSAGES, type MeetingClientFrame } from "@kora/shared/contracts/meetings.ts";
import { answerKnock, mayControl, type HostAction } from "@kora/shared/domain/meetings/rules.ts";
import type { MeetingStore } from "./meeting-ports.ts";
import type { MeetingRoom, Member, Waiter } from "./meeting-room.ts";

export interface ControlDeps {
  room: MeetingRoom;
  store: Pick<MeetingStore, "blockInRoom">;
  admit(waiter: Waiter): Promise<void>;
  leave(member: Member): Promise<void>;
  system(text: string): Promise<unknown>;
}

type ControlFrame = Extract<MeetingClientFrame, { type: "meeting.control" | "meeting.mute-all" | "meeting.answer-knock" | "meeting.room" }>;

const ACTION: Record<Extract<ControlFrame, { type: "meeting.control" }>["action"], HostAction> = {
  mute: "mute",
  "disable-camera": "disable-camera",
  "enable-camera": "disable-camera",
  remove: "remove",
  cohost: "cohost",
  "revoke-cohost": "cohost",
};

const notAllowed = (member: Member, roomId: string) =>
  member.socket.send({ type: "meeting.refused", roomId, code: "not-allowed", message: MEETING_MESSAGES.notAllowed });

/**
 * Host controls (public-site §6): only a host or co-host may use them, and a co-host neither
 * appoints co-hosts nor acts on a host. Everything is checked here, on the server.
 */
export async function handleControl(deps: ControlDeps, actor: Member, frame: ControlFrame): Promise<void> {
  const { room } = deps;
  const role = actor.participant.role;
  switch (frame.type) {
    case "meeting.mute-all": {
      if (!mayControl(role, "mute-all")) return notAllowed(actor, room.id);
      for (const member of room.members.values())
        if (member.participant.id !== actor.participant.id) mute(room, member, actor.participant.name, frame.audio, frame.video);
      await deps.system(`${actor.participant.name} muted everyone.`);
      return;
    }
    case "meeting.answer-knock": {
      if (!mayControl(role, frame.answer === "admit" ? "admit" : "deny")) return notAllowed(actor, room.id);
      return answer(deps, actor, frame.target, frame.answer);
    }
    case "meeting.room": {
      if (!mayControl(role, "lock")) return notAllowed(actor, room.id);
      if (frame.locked !== undefined) room.locked = frame.locked;
      if (frame.knocking !== undefined) room.knocking = frame.knocking;
      room.broadcast({ type: "meeting.room-state", roomId: room.id, locked: room.locked, knocking: room.knocking });
      // Unlocking lets everyone waiting in; turning knocking off sends them away.
      for (const waiter of [...room.waiting.values()]) {
        if (!room.locked) await deps.admit(waiter);
        else if (!room.knocking) {
          room.waiting.delete(waiter.knocker.id);
          room.knockStates.delete(waiter.knocker.id);
          waiter.socket.send({ type: "meeting.refused", roomId: room.id, code: "closed", message: MEETING_MESSAGES.knockingOff });
        }
      }
      return room.announceKnocks();
    }
    case "meeting.control": {
      const target = room.members.get(frame.target);
      if (!mayControl(role, ACTION[frame.action]) || !target || target.participant.id === actor.participant.id)
        return notAllowed(actor, room.id);
      // Nobody but a host acts on a host: a co-host can't mute, remove or demote the people who appointed them.
      if (target.participant.role === "host" && role !== "host") return notAllowed(actor, room.id);
      return control(deps, actor, target, frame);
    }
  }
}

function mute(room: MeetingRoom, member: Member, by: string, audio: boolean, video: boolean): void {
  if (!audio && !video) return;
  member.socket.send({ type: "meeting.muted", roomId: room.id, by, audio, video });
  member.participant = {
    ...member.participant,
    audio: audio ? false : member.participant.audio,
    video: video ? false : member.participant.video,
  };
  room.announce(member);
}

async function control(
  deps: ControlDeps,
  actor: Member,
  target: Member,
  frame: Extract<ControlFrame, { type: "meeting.control" }>,
): Promise<void> {
  const { room } = deps;
  const name = target.participant.name;
  switch (frame.action) {
    case "mute":
      return mute(room, target, actor.participant.name, frame.audio ?? true, frame.video ?? false);
    case "disable-camera":
      room.cameraDisabled.add(target.participant.id);
      target.participant = { ...target.participant, cameraDisabled: true };
      return mute(room, target, actor.participant.name, false, true);
    case "enable-camera":
      room.cameraDisabled.delete(target.participant.id);
      target.participant = { ...target.participant, cameraDisabled: false };
      return room.announce(target);
    case "remove":
      target.socket.send({ type: "meeting.refused", roomId: room.id, code: "removed", message: MEETING_MESSAGES.removed });
      room.knockStates.set(target.participant.id, "denied");
      return deps.leave(target);
    case "cohost":
    case "revoke-cohost": {
      if (target.baseRole === "host") return notAllowed(actor, room.id);
      const role = frame.action === "cohost" ? "cohost" : target.baseRole;
      target.participant = { ...target.participant, role, permissions: room.permissionsFor(target.participant.id, role) };
      room.announce(target);
      if (role === "cohost") target.socket.send({ type: "meeting.knocks", roomId: room.id, waiting: room.knockers() });
      await deps.system(frame.action === "cohost" ? `${name} is now a co-host.` : `${name} is no longer a co-host.`);
      return;
    }
  }
}

async function answer(deps: ControlDeps, actor: Member, targetId: string, reply: "admit" | "deny" | "disable"): Promise<void> {
  const { room, store } = deps;
  const waiter = room.waiting.get(targetId);
  const current = room.knockStates.get(targetId) ?? "waiting";
  const decided = answerKnock(current, reply);
  if (!decided.ok) return actor.socket.send({ type: "meeting.refused", roomId: room.id, code: "disabled", message: decided.message });
  if (reply === "disable") await store.blockInRoom(room.id, targetId);
  if (!waiter) {
    if (reply === "disable") room.knockStates.set(targetId, "disabled");
    return room.announceKnocks();
  }
  if (reply === "admit") return deps.admit(waiter);
  room.waiting.delete(targetId);
  room.knockStates.set(targetId, decided.state);
  waiter.socket.send({
    type: "meeting.refused",
    roomId: room.id,
    code: reply === "deny" ? "denied" : "disabled",
    message: reply === "deny" ? MEETING_MESSAGES.denied : MEETING_MESSAGES.disabled,
  });
  room.announceKnocks();
}
