import { useQuery } from "@tanstack/react-query";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatMonth, type ProBonoChoice, proBonoChoice } from "@kora/shared/domain/money/pro-bono.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { cardProBonoQuery } from "../../pro-bono/pro-bono.api.ts";
import styles from "./request.module.css";

/**
 * Whether the book form may offer pro-bono credit now: null when the card doesn't take it (or its
 * advisor switched it off), else the choice for the chosen times and length (months in the advisor's zone).
 */
export function useProBonoChoice(card: CardDetail, times: readonly string[], duration: number): ProBonoChoice | null {
  const info = useQuery({ ...cardProBonoQuery(card.id), enabled: card.proBono }).data;
  if (!card.proBono || !info?.offered) return null;
  const remaining = Object.fromEntries(info.months.map((m) => [m.month, m.remaining_minutes]));
  return proBonoChoice(
    remaining,
    info.timezone,
    times.map((time) => Date.parse(time)),
    duration,
  );
}

/** "Use pro bono credit": free, with no admin fee (public-site §9), while the advisor has the minutes. */
export function ProBonoOption({
  choice,
  firstName,
  duration,
  checked,
  onChange,
}: {
  choice: ProBonoChoice | null;
  firstName: string;
  duration: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT(bookingsRequestMessages);
  if (!choice) return null;
  if (choice.kind === "none") return <p className={styles.chargeNote}>{t.t("proBono.fullyBooked", { name: firstName })}</p>;
  const short = choice.kind === "short";
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked && !short} disabled={short} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <strong>{t.t("proBono.use")}</strong>
        <span>
          {short
            ? t.t("proBono.short", {
                name: firstName,
                duration: formatDuration(duration, t.locale),
                month: formatMonth(choice.month, t.locale),
              })
            : t.t("proBono.available", { name: firstName })}
        </span>
      </span>
    </label>
  );
}
