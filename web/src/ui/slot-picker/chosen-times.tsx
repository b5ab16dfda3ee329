import { uiSlotsMessages } from "@kora/shared/i18n/messages/ui-slots.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { Icon } from "../icon.tsx";
import { formatDayTime, slotLabel } from "../../lib/slot-format.ts";
import { advisorTimeIn, slotWords } from "./slot-words.ts";
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
  const t = useT(uiSlotsMessages);
  const locale = useLocale();
  const heading = max === 1 ? t.t("chosen.one") : t.t("chosen.many", { count: times.length, max });
  return (
    <div className={styles.chosen} aria-live="polite">
      <h4 className={styles.chosenTitle}>{heading}</h4>
      {times.length === 0 ? (
        <p className={styles.muted}>{max === 1 ? t.t("chosen.pickOne") : (hint ?? t.t("chosen.pickMany", { max }))}</p>
      ) : (
        <ul className={styles.chips}>
          {times.map((time) => {
            const ms = Date.parse(time);
            const theirs = advisorTimeIn(ms, viewerTimezone, advisorZone, locale);
            const label = slotLabel(time, viewerTimezone, advisorZone, "advisor", slotWords(t));
            return (
              <li key={time} className={styles.chip}>
                <button type="button" className={styles.chipText} onClick={() => onShow(time)} title={label}>
                  <strong>{formatDayTime(ms, viewerTimezone, locale)}</strong>
                  {theirs && <span>{t.t("chosen.theirs", { time: theirs })}</span>}
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  onClick={() => onRemove(time)}
                  aria-label={t.t("chosen.remove", { time: label })}
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
