import type { CSSProperties } from "react";
import type { MeetingSnapshot } from "./engine/session-types.ts";
import { formatClock } from "./call-format.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import { RecordingBadge } from "./recording/recording-indicator.tsx";
import styles from "./call.module.css";

/** The slim line above the call: the room's title, how long I've been in, lock state and head count. */
export function CallHeader({ snapshot, title, nowMs }: { snapshot: MeetingSnapshot; title: string; nowMs: number }) {
  const joinedAt = snapshot.self ? Date.parse(snapshot.self.joinedAt) : nowMs;
  const room = snapshot.room;
  const count = snapshot.peers.length + 1;
  // The hosting Pro advisor's branding (contracts/branding.ts): a line in their colour and their logo.
  const brand = room?.branding ?? null;
  return (
    <header
      className={brand?.colour ? `${styles.header} ${styles.branded}` : styles.header}
      style={brand?.colour ? ({ "--brand": brand.colour } as CSSProperties) : undefined}
    >
      {brand?.logoUrl && (
        <span className={styles.brandLogo}>
          <img src={brand.logoUrl} alt={`${room?.hostName ?? "Host"}'s logo`} />
        </span>
      )}
      <h1 className={styles.roomTitle}>{title}</h1>
      <div className={styles.headerFacts}>
        <RecordingBadge recording={room?.recording} selfId={snapshot.self?.id ?? null} />
        <span className={styles.clock}>
          <span className="visually-hidden">Time in the call: </span>
          <time>{formatClock((nowMs - joinedAt) / 1000)}</time>
        </span>
        {room?.kind === "personal" && (
          <span className={styles.lockState} title={room.locked ? "Locked: newcomers ask to join" : "Open: anyone with the link walks in"}>
            <MeetingIcon name={room.locked ? "lock" : "unlock"} size={16} />
            {room.locked ? "Locked" : "Open"}
          </span>
        )}
        <span className={styles.count}>
          <MeetingIcon name="people" size={16} />
          <span>
            {count}
            <span className="visually-hidden"> {count === 1 ? "person" : "people"} in the call</span>
          </span>
        </span>
      </div>
    </header>
  );
}
