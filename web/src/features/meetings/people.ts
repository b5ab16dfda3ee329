import type { HostControl, Participant } from "@kora/shared/contracts/meetings.ts";
import { mayControl, type MeetingRole } from "@kora/shared/domain/meetings/rules.ts";

/** The badge beside a name in the people list (a plain participant has none). */
export const ROLE_BADGES: Record<MeetingRole, string | null> = { host: "Host", cohost: "Co-host", participant: null, guest: "Guest" };

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
export function personActions(viewer: Pick<Participant, "id" | "role">, target: Participant): PersonAction[] {
  if (target.id === viewer.id || target.role === "host" || !mayControl(viewer.role, "mute")) return [];
  const first = target.name;
  const actions: PersonAction[] = [];
  if (target.audio) actions.push({ action: "mute", label: "Mute", name: `Mute ${first}`, tone: "normal" });
  actions.push(
    target.cameraDisabled
      ? { action: "enable-camera", label: "Allow camera", name: `Allow ${first}'s camera`, tone: "normal" }
      : { action: "disable-camera", label: "Turn camera off", name: `Turn ${first}'s camera off`, tone: "normal" },
  );
  if (mayControl(viewer.role, "cohost"))
    actions.push(
      target.role === "cohost"
        ? { action: "revoke-cohost", label: "Remove co-host", name: `Remove ${first} as co-host`, tone: "normal" }
        : { action: "cohost", label: "Make co-host", name: `Make ${first} co-host`, tone: "normal" },
    );
  actions.push({ action: "remove", label: "Remove", name: `Remove ${first} from the call`, tone: "danger" });
  return actions;
}

/** Whether the viewer holds the room's controls (mute everyone, knocks, lock). */
export const isModerator = (self: Pick<Participant, "role"> | null) => Boolean(self && mayControl(self.role, "mute-all"));
