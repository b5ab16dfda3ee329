import { useId, type ButtonHTMLAttributes } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { MeetingIcon, type MeetingIconName } from "./meeting-icons.tsx";
import styles from "./controls.module.css";

export type CallButtonTone = "default" | "off" | "on" | "danger";

interface CallButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  icon: MeetingIconName;
  /** The accessible name, also the tooltip. */
  label: string;
  tone?: CallButtonTone;
  /** A short word shown beside the icon on wide screens ("Leave"). */
  text?: string;
  /** A count bubble (unread chat, people waiting). */
  badge?: number;
  /** What the count means, with the count ("3 unread"): the button's description while there is a badge. */
  badgeLabel?: string;
}

/**
 * A round call control: icon only, its name in `aria-label` and the tooltip. The name stays the same
 * whatever the badge says (tests and screen-reader users find "Chat" as "Chat"); the count is its description.
 */
export function CallButton({ icon, label, tone = "default", text, badge = 0, badgeLabel, className, ...rest }: CallButtonProps) {
  const badgeId = useId();
  const described = badge > 0 && badgeLabel ? badgeId : undefined;
  return (
    <button
      type="button"
      className={[styles.callButton, styles[tone], text && styles.withText, className].filter(Boolean).join(" ")}
      aria-label={label}
      aria-describedby={described}
      title={label}
      {...rest}
    >
      <MeetingIcon name={icon} />
      {text && <span className={styles.buttonText}>{text}</span>}
      {badge > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {badge > 99 ? "99+" : badge}
        </span>
      )}
      {described && (
        <span id={badgeId} className="visually-hidden">
          {badgeLabel}
        </span>
      )}
    </button>
  );
}

/** The microphone toggle, in the preview and in the call. */
export function MicButton({ on, onToggle, disabled }: { on: boolean; onToggle: () => void; disabled?: boolean }) {
  const t = useT(meetingsMessages);
  return (
    <CallButton
      icon={on ? "mic" : "micOff"}
      tone={on ? "default" : "off"}
      label={on ? t.t("mic.turnOff") : t.t("mic.turnOn")}
      onClick={onToggle}
      disabled={disabled}
    />
  );
}

/** The camera toggle; when the host has turned my camera off it stays off and says why. */
export function CameraButton({
  on,
  onToggle,
  blocked = false,
  disabled,
}: {
  on: boolean;
  onToggle: () => void;
  blocked?: boolean;
  disabled?: boolean;
}) {
  const t = useT(meetingsMessages);
  if (blocked) return <CallButton icon="cameraOff" tone="off" label={t.t("camera.blocked")} disabled />;
  return (
    <CallButton
      icon={on ? "camera" : "cameraOff"}
      tone={on ? "default" : "off"}
      label={on ? t.t("camera.turnOff") : t.t("camera.turnOn")}
      onClick={onToggle}
      disabled={disabled}
    />
  );
}
