import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { meterSegments } from "./call-format.ts";
import styles from "./preview.module.css";

const SEGMENTS = 12;

/** The microphone's live level as a row of segments, so people see their voice reaches the call. */
export function LevelMeter({ level, muted }: { level: number; muted: boolean }) {
  const t = useT(meetingsMessages);
  const lit = muted ? 0 : meterSegments(level, SEGMENTS);
  return (
    <div
      className={styles.meter}
      role="meter"
      aria-label={t.t("meter.label")}
      aria-valuemin={0}
      aria-valuemax={SEGMENTS}
      aria-valuenow={lit}
      aria-valuetext={muted ? t.t("meter.off") : t.t("meter.value", { lit, total: SEGMENTS })}
      data-muted={muted || undefined}
    >
      {Array.from({ length: SEGMENTS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of SEGMENTS segments; the position is each segment's identity.
        <span key={index} className={styles.segment} data-lit={index < lit || undefined} />
      ))}
    </div>
  );
}
