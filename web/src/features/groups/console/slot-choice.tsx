import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useMe } from "../../../lib/session.ts";
import { slotsQuery } from "../../bookings/bookings.api.ts";
import styles from "./members.module.css";

const DAY_MS = 86_400_000;
const MAX_TIMES = 3;
/** The window of free times offered: the next two weeks, from the start of this hour. */
const WINDOW_DAYS = 14;

/** Up to three of the card's free times in the next two weeks, grouped by day in the admin's zone. */
export function SlotChoice({
  cardId,
  duration,
  selected,
  onChange,
  error,
}: {
  cardId: string;
  duration: number;
  selected: string[];
  onChange: (times: string[]) => void;
  error?: string;
}) {
  const { data: me } = useMe();
  const timeZone = me?.timezone ?? undefined;
  const window = useMemo(() => {
    const from = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    return { from: new Date(from).toISOString(), to: new Date(from + WINDOW_DAYS * DAY_MS).toISOString() };
  }, []);
  const slots = useQuery(slotsQuery(cardId, duration, window.from, window.to));
  const days = useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone });
    const byDay = new Map<string, string[]>();
    for (const slot of slots.data?.data ?? []) {
      const day = dayFormat.format(new Date(slot.startUtc));
      byDay.set(day, [...(byDay.get(day) ?? []), slot.startUtc]);
    }
    return [...byDay.entries()];
  }, [slots.data, timeZone]);
  const timeFormat = new Intl.DateTimeFormat("en-AU", { hour: "numeric", minute: "2-digit", timeZone });
  const toggle = (time: string) => {
    if (selected.includes(time)) onChange(selected.filter((t) => t !== time));
    else if (selected.length < MAX_TIMES) onChange([...selected, time].sort());
  };
  return (
    <fieldset className={styles.slots} aria-describedby={error ? "slot-error" : undefined}>
      <legend>Times to offer (up to {MAX_TIMES})</legend>
      {slots.isPending ? (
        <p className={styles.muted}>Loading free times…</p>
      ) : days.length === 0 ? (
        <p className={styles.muted}>No free times in the next two weeks.</p>
      ) : (
        <div className={styles.slotDays}>
          {days.map(([day, times]) => (
            <div key={day} className={styles.slotDay}>
              <span className={styles.slotDayName}>{day}</span>
              <div className={styles.slotTimes}>
                {times.map((time) => (
                  <button
                    type="button"
                    key={time}
                    aria-pressed={selected.includes(time)}
                    disabled={!selected.includes(time) && selected.length >= MAX_TIMES}
                    className={styles.slot}
                    onClick={() => toggle(time)}
                  >
                    {timeFormat.format(new Date(time))}
                  </button>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      {error && (
        <p id="slot-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
