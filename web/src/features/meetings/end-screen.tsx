import { useEffect, useId, useRef } from "react";
import { Link } from "react-router-dom";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { formatCallLength } from "./call-format.ts";
import { endView } from "./end-rules.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import { saidText } from "./meeting-words.ts";
import styles from "./end.module.css";

interface EndScreenProps {
  endMessage: string | null;
  leftByMe: boolean;
  /** How long I was in the call, or null when I never got in. */
  inCallMs: number | null;
  frame: MeetingFrame;
  onRejoin: () => void;
}

/** currentState 2: why the call ended, how long it lasted, and the ways on: rejoin, back, review. */
export function EndScreen({ endMessage, leftByMe, inCallMs, frame, onRejoin }: EndScreenProps) {
  const t = useT(meetingsLobbyMessages);
  const said = useT(meetingsMessages);
  const view = endView(endMessage, leftByMe, t, (message) => saidText(said, message));
  const reviewPath = frame.reviewPath;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The call's controls are gone: focus lands on the news so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.end}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.icon} aria-hidden="true">
          <MeetingIcon name={leftByMe ? "leave" : "door"} size={28} />
        </span>
        <p className={styles.eyebrow}>{frame.title}</p>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {view.heading}
        </h1>
        {inCallMs !== null && <p className={styles.duration}>{t.t("end.duration", { length: formatCallLength(inCallMs, t) })}</p>}
        <div className={styles.actions}>
          {view.canRejoin && (
            <Button size="large" onClick={onRejoin}>
              {t.t("end.rejoin")}
            </Button>
          )}
          <ButtonLink to={frame.exit.to} size="large" variant={view.canRejoin ? "outline" : "primary"}>
            {frame.exit.label}
          </ButtonLink>
        </div>
        {reviewPath && (
          <p className={styles.review}>
            {t.rich("end.review", {
              link: (chunks) => (
                <Link key="review" to={reviewPath}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </section>
    </div>
  );
}
