import { useState } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
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
  const t = useT(meetingsMessages);
  const [kinds, setKinds] = useState({ audio: true, video: false });
  const room = snapshot.room;
  const others = snapshot.peers.length;
  return (
    <>
      <section className={styles.section} aria-labelledby="everyone-title">
        <h3 id="everyone-title" className={styles.sectionTitle}>
          {t.t("room.everyoneElse")}
        </h3>
        <fieldset className={styles.kinds}>
          <legend className="visually-hidden">{t.t("room.turnOffLegend")}</legend>
          <label>
            <input type="checkbox" checked={kinds.audio} onChange={(event) => setKinds({ ...kinds, audio: event.target.checked })} />{" "}
            {t.t("room.microphones")}
          </label>
          <label>
            <input type="checkbox" checked={kinds.video} onChange={(event) => setKinds({ ...kinds, video: event.target.checked })} />{" "}
            {t.t("room.cameras")}
          </label>
        </fieldset>
        <button
          type="button"
          className={styles.wideAction}
          disabled={others === 0 || (!kinds.audio && !kinds.video)}
          onClick={() => session.muteAll(kinds)}
        >
          {t.t("room.muteEveryone")}
        </button>
        {others === 0 && <p className={styles.hint}>{t.t("room.nobodyElse")}</p>}
      </section>
      {room?.kind === "personal" && (
        <section className={styles.section} aria-labelledby="room-title">
          <h3 id="room-title" className={styles.sectionTitle}>
            {t.t("room.yourRoom")}
          </h3>
          <Switch
            label={t.t("room.lock")}
            hint={room.locked ? t.t("room.lockedHint") : t.t("room.openHint")}
            checked={room.locked}
            onChange={(locked) => session.setRoom({ locked })}
          />
          <Switch
            label={t.t("room.knock")}
            hint={!room.locked ? t.t("room.knockUnlockedHint") : room.knocking ? t.t("room.knockOnHint") : t.t("room.knockOffHint")}
            checked={room.knocking}
            disabled={!room.locked}
            onChange={(knocking) => session.setRoom({ knocking })}
          />
        </section>
      )}
    </>
  );
}
