import { useMemo, useState } from "react";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { availabilityResponseSchema } from "@kora/shared/contracts/bookings.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { uiSlotsMessages } from "@kora/shared/i18n/messages/ui-slots.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { queryClient } from "../../lib/query-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../button.tsx";
import { Icon } from "../icon.tsx";
import { ChosenTimes } from "./chosen-times.tsx";
import { formatClock, slotLabel, zoneLabel } from "../../lib/slot-format.ts";
import { advisorTimeIn, slotWords } from "./slot-words.ts";
import { canPage, pageWeek, slotsByViewerDate, toggleTime, viewerDate, weekBounds, weekOf } from "./week-paging.ts";
import styles from "./slot-picker.module.css";

type SlotWindow = z.infer<typeof availabilityResponseSchema>;
/** A card's free times between two instants: the query the picker runs for each week it shows. */
export type SlotWindowQuery<Key extends QueryKey> = (from: string, to: string) => UseQueryOptions<SlotWindow, Error, SlotWindow, Key>;

export interface SlotPickerProps<Key extends QueryKey> {
  /** Where the free times come from (a card's availability for the session length). */
  slots: SlotWindowQuery<Key>;
  /** Session length in minutes; slots are offered for this length. */
  duration: number;
  /** The viewer's IANA zone (from `me`): every time is shown in it first. */
  viewerTimezone: string;
  /** Chosen start times, UTC ISO. */
  selected: string[];
  onChange(next: string[]): void;
  /** How many times may be chosen (1 for an instant booking, 3 for a request). */
  max: number;
  /** What to pick, said while nothing is chosen (when several may be): who confirms differs by flow. */
  hint?: string;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
/** The availability API answers at most 62 days per call. */
const SEARCH_AHEAD_DAYS = 62;

const dayNumber = (date: string) => Number(date.slice(8, 10));
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
/** "Mon" for the `index`th day of the week ("mån" in Swedish). */
const weekdayName = (date: string, index: number, locale: Locale) =>
  locale === "en" ? WEEKDAYS[index]! : new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(noon(date));
/** "Mon 7": a day of the shown week ("mån 7" in Swedish). */
const dayLabel = (date: string, index: number, locale: Locale) =>
  locale === "en"
    ? `${WEEKDAYS[index]} ${dayNumber(date)}`
    : new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", timeZone: "UTC" }).format(noon(date));
/** "7–13 Jan 2030", "27 Jan – 2 Feb 2030" (the language's own range in others). */
const weekTitle = (days: string[], locale: Locale) => {
  const [first, last] = [days[0]!, days[6]!];
  if (locale !== "en")
    return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).formatRange(
      noon(first),
      noon(last),
    );
  const month = (date: string) => new Intl.DateTimeFormat("en-AU", { month: "short", timeZone: "UTC" }).format(noon(date));
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  return sameMonth
    ? `${dayNumber(first)}–${dayNumber(last)} ${month(last)} ${last.slice(0, 4)}`
    : `${dayNumber(first)} ${month(first)} – ${dayNumber(last)} ${month(last)} ${last.slice(0, 4)}`;
};

/**
 * A card's free times, a week at a time in the viewer's zone (up to a year ahead), with the advisor's own
 * time under each. Picks up to `max` times; the chosen ones are listed as removable chips.
 */
export function SlotPicker<Key extends QueryKey>({
  slots: slotWindow,
  duration,
  viewerTimezone,
  selected,
  onChange,
  max,
  hint,
}: SlotPickerProps<Key>) {
  const t = useT(uiSlotsMessages);
  const ui = useT(uiMessages);
  const locale = useLocale();
  const bounds = useMemo(() => weekBounds(Date.now(), viewerTimezone), [viewerTimezone]);
  // The shown week and day change together: paging resets the day to the week's first with times.
  const [view, setView] = useState<{ weekStart: string; activeDay: string | null }>({ weekStart: bounds.first, activeDay: null });
  const { weekStart, activeDay } = view;
  const [searching, setSearching] = useState(false);
  const week = useMemo(() => weekOf(weekStart, viewerTimezone), [weekStart, viewerTimezone]);
  const slots = useQuery(slotWindow(week.from, week.to));
  const advisorZone = slots.data?.meta.timezone ?? "";
  const byDate = useMemo(() => slotsByViewerDate(slots.data?.data ?? [], viewerTimezone), [slots.data, viewerTimezone]);
  const firstDayWithSlots = week.days.find((date) => (byDate.get(date)?.length ?? 0) > 0) ?? null;
  const day =
    activeDay && week.days.includes(activeDay)
      ? activeDay
      : (firstDayWithSlots ?? (week.days.includes(bounds.today) ? bounds.today : week.days[0]!));
  const daySlots = byDate.get(day) ?? [];
  const chosenDates = useMemo(() => new Set(selected.map((time) => viewerDate(time, viewerTimezone))), [selected, viewerTimezone]);
  const full = selected.length >= max && max > 1;

  const toWeek = (step: -1 | 1) => setView((current) => ({ weekStart: pageWeek(current.weekStart, step, bounds), activeDay: null }));
  const showDate = (date: string) => setView({ weekStart: pageWeek(date, 0, bounds), activeDay: date });

  const pick = (time: string) => {
    const next = toggleTime(selected, time, max);
    if (next) onChange(next);
    else toast.info(t.t("toast.full", { max }));
  };

  /** An empty week: look up to 62 days past it and jump to the first free time. */
  const findNext = async () => {
    setSearching(true);
    try {
      const to = new Date(Date.parse(week.to) + SEARCH_AHEAD_DAYS * 86_400_000).toISOString();
      const ahead = await queryClient.fetchQuery(slotWindow(week.to, to));
      const first = ahead.data[0];
      if (!first) {
        toast.info(t.t("toast.noneAhead", { days: SEARCH_AHEAD_DAYS }));
        return;
      }
      showDate(viewerDate(first.startUtc, viewerTimezone));
    } catch {
      toast.error(t.t("toast.lookAheadFailed"));
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className={styles.picker}>
      <div className={styles.weekBar}>
        <Button
          variant="outline"
          size="small"
          onClick={() => toWeek(-1)}
          disabled={!canPage(weekStart, -1, bounds)}
          aria-label={t.t("week.previous")}
        >
          <span aria-hidden="true">‹</span> <span className={styles.wide}>{t.t("week.previousShort")}</span>
        </Button>
        <h3 className={styles.weekTitle} aria-live="polite">
          {weekTitle(week.days, locale)}
        </h3>
        <Button
          variant="outline"
          size="small"
          onClick={() => toWeek(1)}
          disabled={!canPage(weekStart, 1, bounds)}
          aria-label={t.t("week.next")}
        >
          <span className={styles.wide}>{t.t("week.nextShort")}</span> <span aria-hidden="true">›</span>
        </Button>
      </div>
      <p className={styles.zones}>
        <Icon name="globe" size={16} />
        <span>
          {t.rich(advisorZone && advisorZone !== viewerTimezone ? "zones.both" : "zones.mine", {
            zone: <strong key="zone">{zoneLabel(viewerTimezone, Date.parse(week.from))}</strong>,
            advisorZone: advisorZone ? zoneLabel(advisorZone, Date.parse(week.from)) : "",
            duration: formatDuration(duration, locale),
          })}
        </span>
      </p>
      <div className={styles.days} role="group" aria-label={t.t("days.label")}>
        {week.days.map((date, i) => {
          const count = byDate.get(date)?.length ?? 0;
          return (
            <button
              key={date}
              type="button"
              className={styles.day}
              aria-pressed={date === day}
              aria-label={t.t(slots.isPending ? "day.loading" : "day.count", {
                day: dayLabel(date, i, locale),
                count,
                chosen: chosenDates.has(date) ? "yes" : "no",
              })}
              onClick={() => setView({ weekStart, activeDay: date })}
              data-empty={!slots.isPending && count === 0}
            >
              <span className={styles.dayName}>{weekdayName(date, i, locale)}</span>
              <span className={styles.dayNumber}>{dayNumber(date)}</span>
              <span className={styles.dayMark} aria-hidden="true" data-chosen={chosenDates.has(date)}>
                {slots.isPending ? "·" : count === 0 ? "–" : count}
              </span>
            </button>
          );
        })}
      </div>
      <div className={styles.times} aria-busy={slots.isPending}>
        {slots.isPending ? (
          <p className={styles.muted}>{t.t("times.loading")}</p>
        ) : slots.isError ? (
          <div className={styles.empty} role="alert">
            <p>{t.t("times.loadFailed")}</p>
            <Button size="small" variant="outline" onClick={() => void slots.refetch()}>
              {ui.t("tryAgain")}
            </Button>
          </div>
        ) : daySlots.length > 0 ? (
          <ul className={styles.slotList} aria-label={t.t("times.on", { day: dayLabel(day, week.days.indexOf(day), locale) })}>
            {daySlots.map((slot) => {
              const ms = Date.parse(slot.startUtc);
              const chosen = selected.some((time) => Date.parse(time) === ms);
              const theirs = advisorTimeIn(ms, viewerTimezone, advisorZone, locale);
              return (
                <li key={slot.startUtc} data-start={slot.startUtc}>
                  <button
                    type="button"
                    className={styles.slot}
                    aria-pressed={chosen}
                    aria-label={slotLabel(slot.startUtc, viewerTimezone, advisorZone, "advisor", slotWords(t))}
                    aria-disabled={!chosen && full}
                    onClick={() => pick(slot.startUtc)}
                  >
                    <span className={styles.slotTime}>{formatClock(ms, viewerTimezone, locale)}</span>
                    {theirs && <span className={styles.slotTheirs}>{theirs}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{firstDayWithSlots ? t.t("times.noneOnDay") : t.t("times.noneThisWeek")}</p>
            {!firstDayWithSlots && canPage(weekStart, 1, bounds) && (
              <Button size="small" variant="outline" busy={searching} onClick={() => void findNext()}>
                {t.t("times.findNext")}
              </Button>
            )}
          </div>
        )}
      </div>
      <ChosenTimes
        times={selected}
        max={max}
        viewerTimezone={viewerTimezone}
        advisorZone={advisorZone}
        onRemove={(time) => onChange(selected.filter((t) => t !== time))}
        onShow={(time) => showDate(viewerDate(time, viewerTimezone))}
        hint={hint}
      />
    </div>
  );
}
