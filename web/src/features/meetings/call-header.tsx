import type { CSSProperties } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import type { MeetingSnapshot } from "./engine/session-types.ts";
import { formatClock } from "./call-format.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import { RecordingBadge } from "./recording/recording-indicator.tsx";
import styles from "./call.module.css";

/** The slim line above the call: the room's title, how long I've been in, lock state and head count. */
export function CallHeader({ snapshot, title, nowMs }: { snapshot: MeetingSnapshot; title: string; nowMs: number }) {
  const t = useT(meetingsMessages);
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
          <img src={brand.logoUrl} alt={room?.hostName != null ? t.t("header.logo", { name: room.hostName }) : t.t("header.hostLogo")} />
        </span>
      )}
      <h1 className={styles.roomTitle}>{title}</h1>
      <div className={styles.headerFacts}>
        <RecordingBadge recording={room?.recording} selfId={snapshot.self?.id ?? null} />
        <span className={styles.clock}>
          <span className="visually-hidden">{t.t("header.timeInCall")}</span>
          <time>{formatClock((nowMs - joinedAt) / 1000)}</time>
        </span>
        {room?.kind === "personal" && (
          <span className={styles.lockState} title={room.locked ? t.t("header.lockedHint") : t.t("header.openHint")}>
            <MeetingIcon name={room.locked ? "lock" : "unlock"} size={16} />
            {room.locked ? t.t("header.locked") : t.t("header.open")}
          </span>
        )}
        <span className={styles.count}>
          <MeetingIcon name="people" size={16} />
          <span>
            {count}
            <span className="visually-hidden"> {t.t("header.inCall", { count })}</span>
          </span>
        </span>
      </div>
    </header>
  );
}
