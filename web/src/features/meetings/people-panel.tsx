import { useState } from "react";
import type { Participant } from "@kora/shared/contracts/meetings.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
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
  const t = useT(meetingsMessages);
  const [open, setOpen] = useState(false);
  const actions = personActions(viewer, person, t);
  const badge = ROLE_BADGES[person.role];
  return (
    <li className={styles.person}>
      <div className={styles.personLine}>
        <span className={styles.personName}>
          <strong>{person.name}</strong>
          {isSelf && <span className={styles.you}> {t.t("people.you")}</span>}
        </span>
        {badge && <span className={[styles.badge, styles[`badge-${person.role}`]].join(" ")}>{t.t(badge)}</span>}
        <span className={styles.mediaState}>
          <span
            role="img"
            aria-label={person.audio ? t.t("people.micOn") : t.t("people.micOff")}
            className={person.audio ? undefined : styles.off}
          >
            <MeetingIcon name={person.audio ? "mic" : "micOff"} size={18} />
          </span>
          <span
            role="img"
            aria-label={
              person.cameraDisabled ? t.t("people.cameraDisabled") : person.video ? t.t("people.cameraOn") : t.t("people.cameraOff")
            }
            className={person.video && !person.cameraDisabled ? undefined : styles.off}
          >
            <MeetingIcon name={person.video && !person.cameraDisabled ? "camera" : "cameraOff"} size={18} />
          </span>
          {person.isScreenSharing && (
            <span role="img" aria-label={t.t("people.sharing")}>
              <MeetingIcon name="screen" size={18} />
            </span>
          )}
        </span>
        {actions.length > 0 && (
          <button
            type="button"
            className={styles.manage}
            aria-expanded={open}
            aria-label={t.t("people.manage", { name: person.name })}
            onClick={() => setOpen((value) => !value)}
          >
            <MeetingIcon name="more" size={20} />
          </button>
        )}
      </div>
      {open && actions.length > 0 && (
        <div className={styles.personActions} role="group" aria-label={t.t("people.actionsFor", { name: person.name })}>
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
  const t = useT(meetingsMessages);
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
            {t.t("people.waitingTitle", { count: snapshot.waiting.length })}
          </h3>
          <WaitingList waiting={snapshot.waiting} session={session} nowMs={nowMs} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="in-call-title">
        <h3 id="in-call-title" className={styles.sectionTitle}>
          {t.t("people.inCallTitle", { count: people.length })}
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
        title={removing ? t.t("people.removeTitle", { name: removing.name }) : t.t("people.removeThemTitle")}
        message={t.t("people.removeMessage")}
        confirmLabel={t.t("people.remove")}
        cancelLabel={t.t("cancel")}
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
