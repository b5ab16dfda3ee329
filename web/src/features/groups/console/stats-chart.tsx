import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { GroupStats } from "@kora/shared/contracts/group-console.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import styles from "./console.module.css";

/** "Mar" (en-AU's short month in English; the language's own elsewhere). */
const monthLabel = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, { month: "short", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The last 12 months: bookings made (bars) and hours both sides spent in the call (line). High-level
 * figures only (public-site §6). A table follows for screen readers and exact numbers.
 */
export function StatsChart({ stats }: { stats: GroupStats }) {
  const t = useT(groupsConsoleMessages);
  const locale = useLocale();
  const data = stats.months.map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  return (
    <figure className={styles.chart}>
      <div className={styles.chartBox} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--grey-200)" vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
            <YAxis yAxisId="count" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
            <YAxis yAxisId="hours" orientation="right" tickLine={false} axisLine={false} fontSize={12} width={36} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="count"
              dataKey="bookings"
              name={t.t("chart.bookings")}
              fill="var(--color-accent)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
            <Bar
              yAxisId="count"
              dataKey="membersJoined"
              name={t.t("chart.membersJoined")}
              fill="var(--color-secondary)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
            <Line
              yAxisId="hours"
              dataKey="videoHours"
              name={t.t("chart.videoHours")}
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.srOnly}>
        <table>
          <caption>{t.t("chart.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t.t("chart.month")}</th>
              <th scope="col">{t.t("chart.bookings")}</th>
              <th scope="col">{t.t("chart.membersJoined")}</th>
              <th scope="col">{t.t("chart.videoHours")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{m.bookings}</td>
                <td>{m.membersJoined}</td>
                <td>{m.videoHours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
