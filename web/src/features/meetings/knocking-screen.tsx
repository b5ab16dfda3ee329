import { useId } from "react";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { SelfPreview } from "./self-preview.tsx";
import styles from "./preview.module.css";

/** In the lobby of a locked personal room: my camera stays live while the host decides. */
export function KnockingScreen(props: {
  snapshot: MeetingSnapshot;
  session: MeetingSession;
  frame: MeetingFrame;
  selfId: string;
  name: string;
  mirrored: boolean;
  onLeave: () => void;
}) {
  const { snapshot, session, frame, selfId, name, mirrored, onLeave } = props;
  const t = useT(meetingsLobbyMessages);
  const titleId = useId();
  const host = (snapshot.waitingFor ?? snapshot.room?.hostName)?.split(" ")[0] || frame.hostFirstName;
  return (
    <div className={styles.preview}>
      <SelfPreview snapshot={snapshot} session={session} name={name} mirrored={mirrored} selfId={selfId} />
      <section className={styles.card} aria-labelledby={titleId}>
        <p className={styles.eyebrow}>{frame.title}</p>
        <div className={styles.waiting} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          <h1 id={titleId} className={styles.title}>
            {t.t("knocking.title", { host })}
          </h1>
        </div>
        <p className={styles.detail}>{t.t("knocking.detail", { host })}</p>
        <Button variant="outline" block onClick={onLeave}>
          {t.t("knocking.stop")}
        </Button>
      </section>
    </div>
  );
}
