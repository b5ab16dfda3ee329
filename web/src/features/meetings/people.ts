import type { HostControl, Participant } from "@kora/shared/contracts/meetings.ts";
import { mayControl, type MeetingRole } from "@kora/shared/domain/meetings/rules.ts";
import { englishMeetings, type MeetingsT } from "./meeting-words.ts";

/** The badge beside a name in the people list, as its catalogue key (a plain participant has none). */
export const ROLE_BADGES: Record<MeetingRole, "role.host" | "role.cohost" | "role.guest" | null> = {
  host: "role.host",
  cohost: "role.cohost",
  participant: null,
  guest: "role.guest",
};

const RANK: Record<MeetingRole, number> = { host: 0, cohost: 1, participant: 2, guest: 3 };

/** Hosts first, then co-hosts, then everyone else; me first within my rank; then by name. */
export function sortPeople(people: readonly Participant[], selfId: string | null): Participant[] {
  return [...people].sort(
    (a, b) => RANK[a.role] - RANK[b.role] || Number(b.id === selfId) - Number(a.id === selfId) || a.name.localeCompare(b.name),
  );
}

export interface PersonAction {
  action: HostControl;
  /** The visible label. */
  label: string;
  /** The accessible name, naming the person (several rows carry the same buttons). */
  name: string;
  tone: "normal" | "danger";
}

/**
 * What the viewer may do to `target` from the people list (public-site §6): hosts and co-hosts mute,
 * turn cameras off or allow them, and remove; only the host appoints or revokes co-hosts. Nobody acts
 * on a host (a booking has two) or on themselves here. The server enforces the same.
 */
export function personActions(
  viewer: Pick<Participant, "id" | "role">,
  target: Participant,
  t: MeetingsT = englishMeetings,
): PersonAction[] {
  if (target.id === viewer.id || target.role === "host" || !mayControl(viewer.role, "mute")) return [];
  const name = target.name;
  const actions: PersonAction[] = [];
  if (target.audio) actions.push({ action: "mute", label: t.t("action.mute"), name: t.t("action.muteName", { name }), tone: "normal" });
  actions.push(
    target.cameraDisabled
      ? { action: "enable-camera", label: t.t("action.allowCamera"), name: t.t("action.allowCameraName", { name }), tone: "normal" }
      : { action: "disable-camera", label: t.t("action.cameraOff"), name: t.t("action.cameraOffName", { name }), tone: "normal" },
  );
  if (mayControl(viewer.role, "cohost"))
    actions.push(
      target.role === "cohost"
        ? { action: "revoke-cohost", label: t.t("action.revokeCohost"), name: t.t("action.revokeCohostName", { name }), tone: "normal" }
        : { action: "cohost", label: t.t("action.makeCohost"), name: t.t("action.makeCohostName", { name }), tone: "normal" },
    );
  actions.push({ action: "remove", label: t.t("action.remove"), name: t.t("action.removeName", { name }), tone: "danger" });
  return actions;
}

/** Whether the viewer holds the room's controls (mute everyone, knocks, lock). */
export const isModerator = (self: Pick<Participant, "role"> | null) => Boolean(self && mayControl(self.role, "mute-all"));
