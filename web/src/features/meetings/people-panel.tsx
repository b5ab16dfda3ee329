import { useState } from "react";
import type { Participant } from "@kora/shared/contracts/meetings.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import { isModerator, personActions, ROLE_BADGES, sortPeople, type PersonAction } from "./people.ts";
import { RoomControls } from "./room-controls.tsx";
import { WaitingList } from "./waiting-list.tsx";
import styles from "./panel.module.css";

function PersonRow({
  person,
  viewer,
  isSelf,
  onAction,
}: {
  person: Participant;
  viewer: Participant;
  isSelf: boolean;
  onAction: (person: Participant, action: PersonAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const actions = personActions(viewer, person);
  const badge = ROLE_BADGES[person.role];
  return (
    <li className={styles.person}>
      <div className={styles.personLine}>
        <span className={styles.personName}>
          <strong>{person.name}</strong>
          {isSelf && <span className={styles.you}> (you)</span>}
        </span>
        {badge && <span className={[styles.badge, styles[`badge-${person.role}`]].join(" ")}>{badge}</span>}
        <span className={styles.mediaState}>
          <span role="img" aria-label={person.audio ? "Microphone on" : "Microphone off"} className={person.audio ? undefined : styles.off}>
            <MeetingIcon name={person.audio ? "mic" : "micOff"} size={18} />
          </span>
          <span
            role="img"
            aria-label={person.cameraDisabled ? "Camera turned off by the host" : person.video ? "Camera on" : "Camera off"}
            className={person.video && !person.cameraDisabled ? undefined : styles.off}
          >
            <MeetingIcon name={person.video && !person.cameraDisabled ? "camera" : "cameraOff"} size={18} />
          </span>
          {person.isScreenSharing && (
            <span role="img" aria-label="Sharing their screen">
              <MeetingIcon name="screen" size={18} />
            </span>
          )}
        </span>
        {actions.length > 0 && (
          <button
            type="button"
            className={styles.manage}
            aria-expanded={open}
            aria-label={`Manage ${person.name}`}
            onClick={() => setOpen((value) => !value)}
          >
            <MeetingIcon name="more" size={20} />
          </button>
        )}
      </div>
      {open && actions.length > 0 && (
        <div className={styles.personActions} role="group" aria-label={`What to do with ${person.name}`}>
          {actions.map((item) => (
            <button
              key={item.action}
              type="button"
              className={item.tone === "danger" ? styles.dangerAction : styles.action}
              aria-label={item.name}
              onClick={() => onAction(person, item)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/** Everyone in the call with their role, and for hosts and co-hosts the waiting list, per-person controls and the room's. */
export function PeoplePanel({ snapshot, session, nowMs }: { snapshot: MeetingSnapshot; session: MeetingSession; nowMs: number }) {
  const [removing, setRemoving] = useState<Participant | null>(null);
  const self = snapshot.self;
  if (!self) return null;
  const moderator = isModerator(self);
  const people = sortPeople([self, ...snapshot.peers.map((peer) => peer.participant)], self.id);
  const act = (person: Participant, item: PersonAction) => {
    if (item.action === "remove") setRemoving(person);
    else if (item.action === "mute") session.control("mute", person.id, { audio: true });
    else session.control(item.action, person.id);
  };
  return (
    <div className={styles.peopleBody}>
      {moderator && snapshot.waiting.length > 0 && (
        <section className={styles.section} aria-labelledby="waiting-title">
          <h3 id="waiting-title" className={styles.sectionTitle}>
            Waiting to join ({snapshot.waiting.length})
          </h3>
          <WaitingList waiting={snapshot.waiting} session={session} nowMs={nowMs} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="in-call-title">
        <h3 id="in-call-title" className={styles.sectionTitle}>
          In the call ({people.length})
        </h3>
        <ul className={styles.people}>
          {people.map((person) => (
            <PersonRow key={person.id} person={person} viewer={self} isSelf={person.id === self.id} onAction={act} />
          ))}
        </ul>
      </section>
      {moderator && <RoomControls snapshot={snapshot} session={session} />}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? "them"} from the call?`}
        message="They leave the call at once and are told the host removed them."
        confirmLabel="Remove"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={() => {
          if (removing) session.control("remove", removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
