import { useState } from "react";
import { SwitchInput } from "../../ui/switch.tsx";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import styles from "./panel.module.css";

function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className={styles.switchRow} data-disabled={disabled || undefined}>
      <span className={styles.switchText}>
        <strong>{label}</strong>
        <span>{hint}</span>
      </span>
      <SwitchInput checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    </label>
  );
}

/**
 * Host and co-host controls for the whole room: mute everyone (microphones and/or cameras,
 * public-site §4 MuteAll) and, in a personal room, lock and knocking.
 */
export function RoomControls({ snapshot, session }: { snapshot: MeetingSnapshot; session: MeetingSession }) {
  const [kinds, setKinds] = useState({ audio: true, video: false });
  const room = snapshot.room;
  const others = snapshot.peers.length;
  return (
    <>
      <section className={styles.section} aria-labelledby="everyone-title">
        <h3 id="everyone-title" className={styles.sectionTitle}>
          Everyone else
        </h3>
        <fieldset className={styles.kinds}>
          <legend className="visually-hidden">What to turn off for everyone else</legend>
          <label>
            <input type="checkbox" checked={kinds.audio} onChange={(event) => setKinds({ ...kinds, audio: event.target.checked })} />{" "}
            Microphones
          </label>
          <label>
            <input type="checkbox" checked={kinds.video} onChange={(event) => setKinds({ ...kinds, video: event.target.checked })} />{" "}
            Cameras
          </label>
        </fieldset>
        <button
          type="button"
          className={styles.wideAction}
          disabled={others === 0 || (!kinds.audio && !kinds.video)}
          onClick={() => session.muteAll(kinds)}
        >
          Mute everyone
        </button>
        {others === 0 && <p className={styles.hint}>Nobody else is here yet.</p>}
      </section>
      {room?.kind === "personal" && (
        <section className={styles.section} aria-labelledby="room-title">
          <h3 id="room-title" className={styles.sectionTitle}>
            Your room
          </h3>
          <Switch
            label="Lock the room"
            hint={room.locked ? "Newcomers ask to join and wait for you." : "Anyone with the link walks straight in."}
            checked={room.locked}
            onChange={(locked) => session.setRoom({ locked })}
          />
          <Switch
            label="Let people knock"
            hint={
              !room.locked
                ? "Only matters while the room is locked."
                : room.knocking
                  ? "Guests can ask to join."
                  : "Nobody can ask to join right now."
            }
            checked={room.knocking}
            disabled={!room.locked}
            onChange={(knocking) => session.setRoom({ knocking })}
          />
        </section>
      )}
    </>
  );
}
