import { Icon } from "../icon.tsx";
import { advisorTime, formatDayTime, slotLabel } from "../../lib/slot-format.ts";
import styles from "./slot-picker.module.css";

/** The times picked so far, as chips: click one to see its day, × to remove it. */
export function ChosenTimes({
  times,
  max,
  viewerTimezone,
  advisorZone,
  onRemove,
  onShow,
  hint,
}: {
  times: string[];
  max: number;
  viewerTimezone: string;
  advisorZone: string;
  onRemove: (time: string) => void;
  onShow: (time: string) => void;
  /** Under the heading while nothing is chosen, when several may be. */
  hint?: string;
}) {
  const heading = max === 1 ? "Your time" : `Your times (${times.length} of ${max})`;
  return (
    <div className={styles.chosen} aria-live="polite">
      <h4 className={styles.chosenTitle}>{heading}</h4>
      {times.length === 0 ? (
        <p className={styles.muted}>
          {max === 1 ? "Pick a time above." : (hint ?? `Pick up to ${max} times that suit you; the advisor confirms one.`)}
        </p>
      ) : (
        <ul className={styles.chips}>
          {times.map((time) => {
            const ms = Date.parse(time);
            const theirs = advisorTime(ms, viewerTimezone, advisorZone);
            return (
              <li key={time} className={styles.chip}>
                <button
                  type="button"
                  className={styles.chipText}
                  onClick={() => onShow(time)}
                  title={slotLabel(time, viewerTimezone, advisorZone)}
                >
                  <strong>{formatDayTime(ms, viewerTimezone)}</strong>
                  {theirs && <span>{theirs} advisor</span>}
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  onClick={() => onRemove(time)}
                  aria-label={`Remove ${slotLabel(time, viewerTimezone, advisorZone)}`}
                >
                  <Icon name="close" size={14} strokeWidth={2.5} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
