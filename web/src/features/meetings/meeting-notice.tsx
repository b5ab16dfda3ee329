import { useEffect, useState, type ReactNode } from "react";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { MeetingIcon, type MeetingIconName } from "./meeting-icons.tsx";
import styles from "./end.module.css";

/** A card in the middle of the dark room: a link that doesn't work, a call not open yet. */
export function MeetingNotice({
  icon = "door",
  eyebrow,
  title,
  children,
  actions,
}: {
  icon?: MeetingIconName;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.end}>
      <section className={styles.card} aria-labelledby="meeting-notice-title">
        <span className={styles.icon} aria-hidden="true">
          <MeetingIcon name={icon} size={28} />
        </span>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="meeting-notice-title" className={styles.title}>
          {title}
        </h1>
        {children && <div className={styles.duration}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </section>
    </div>
  );
}

/** Loading the room, in light text on the dark background; silent for the first 200 ms so fast loads don't flash. */
export function MeetingLoader({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      {visible && <span className={styles.loaderSpinner} aria-hidden="true" />}
      <span className={visible ? undefined : "visually-hidden"}>{label}…</span>
    </div>
  );
}

/**
 * A room's page that can't open: a link that leads nowhere (`missing`: "We couldn't find this room"),
 * or a load that failed (its message, and Try again).
 */
export function RoomUnavailable({
  missing,
  error,
  retrying,
  onRetry,
}: {
  missing: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT(meetingsLobbyMessages);
  return (
    <MeetingNotice
      icon={missing ? "door" : "alert"}
      title={missing ? t.t("room.notFound") : t.t("room.cantOpen")}
      actions={
        missing ? (
          <ButtonLink to="/">{t.t("room.goToKora")}</ButtonLink>
        ) : (
          <Button onClick={onRetry} busy={retrying}>
            {t.t("tryAgain")}
          </Button>
        )
      }
    >
      {missing ? t.t("room.notFoundDetail") : isApiError(error) ? error.message : t.t("room.checkConnection")}
    </MeetingNotice>
  );
}
