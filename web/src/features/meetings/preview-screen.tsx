import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { initials } from "./call-format.ts";
import { DevicePickers } from "./device-pickers.tsx";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import { saidText } from "./meeting-words.ts";
import { guestNameError, JOIN_LABELS, previewStarting } from "./preview-rules.ts";
import { SelfPreview } from "./self-preview.tsx";
import styles from "./preview.module.css";

interface PreviewScreenProps {
  snapshot: MeetingSnapshot;
  session: MeetingSession;
  frame: MeetingFrame;
  selfId: string;
  mirrored: boolean;
  relay: boolean;
  onRelayChange: (relay: boolean) => void;
  onJoin: (firstName: string | undefined) => void;
}

/** currentState 0: check camera and microphone, choose devices, give a first name (guests), then join or knock. */
export function PreviewScreen({ snapshot, session, frame, selfId, mirrored, relay, onRelayChange, onJoin }: PreviewScreenProps) {
  const t = useT(meetingsLobbyMessages);
  const said = useT(meetingsMessages);
  const [name, setName] = useState(frame.guestName ?? "");
  const [nameError, setNameError] = useState<string | null>(null);
  const titleId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const joining = snapshot.phase === "joining";
  const starting = previewStarting(snapshot);
  const labels = JOIN_LABELS[frame.joinMode];

  useEffect(() => {
    // Opens camera and microphone once per session (a failed start is not retried in a loop); the engine keeps them for the call.
    if (!session.getSnapshot().localStream) void session.startPreview();
  }, [session]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    if (frame.guestName !== null) {
      const error = guestNameError(name, t);
      setNameError(error);
      if (error) return nameRef.current?.focus();
      onJoin(name.trim());
      return;
    }
    onJoin(undefined);
  };

  return (
    <div className={styles.preview}>
      <SelfPreview snapshot={snapshot} session={session} name={frame.guestName !== null ? name : ""} mirrored={mirrored} selfId={selfId} />
      <form className={styles.card} aria-labelledby={titleId} onSubmit={submit} noValidate>
        <p className={styles.eyebrow}>{frame.eyebrow ?? (frame.kind === "personal" ? t.t("eyebrow.personal") : t.t("eyebrow.booking"))}</p>
        <h1 id={titleId} className={styles.title}>
          {frame.title}
        </h1>
        {frame.host && (
          <p className={styles.host}>
            <Avatar url={frame.host.avatarUrl} initials={initials(frame.host.name)} size={40} />
            <span>{t.rich("preview.with", { name: frame.host.name, strong: (chunks) => <strong key="name">{chunks}</strong> })}</span>
          </p>
        )}
        {frame.detail && <p className={styles.detail}>{frame.detail}</p>}
        {frame.notice && (
          <p className={styles.notice} role="status">
            <MeetingIcon name="alert" size={18} />
            {frame.notice}
          </p>
        )}
        {frame.guestName !== null && (
          <TextField
            ref={nameRef}
            label={t.t("preview.firstName")}
            hint={t.t("preview.firstNameHint", { host: frame.hostFirstName })}
            autoComplete="given-name"
            limit={TEXT_LIMITS.firstName}
            value={name}
            error={nameError ?? undefined}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(guestNameError(event.target.value, t));
            }}
          />
        )}
        <DevicePickers devices={snapshot.devices} session={session} disabled={joining} />
        <label className={styles.check}>
          <input type="checkbox" checked={relay} disabled={joining} onChange={(event) => onRelayChange(event.target.checked)} />
          <span>{t.t("preview.relay")}</span>
        </label>
        {snapshot.joinError && !joining && (
          <p className={styles.joinError} role="alert">
            <MeetingIcon name="alert" size={18} />
            {saidText(said, snapshot.joinError)}
          </p>
        )}
        <Button type="submit" size="large" block busy={joining} disabled={starting}>
          {joining ? t.t(labels.busy) : starting ? t.t("preview.startingCamera") : t.t(labels.idle)}
        </Button>
        {frame.joinMode === "knock" && <p className={styles.fine}>{t.t("preview.knockNote", { host: frame.hostFirstName })}</p>}
      </form>
    </div>
  );
}
