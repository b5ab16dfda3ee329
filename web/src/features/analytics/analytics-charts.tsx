import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Analytics } from "@kora/shared/contracts/analytics.ts";
import { currencySymbol } from "@kora/shared/domain/money/rates.ts";
import { textDirection } from "@kora/shared/i18n/locales.ts";
import { analyticsMessages } from "@kora/shared/i18n/messages/analytics.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { BOOKING_SERIES, incomeCell, incomeCurrencies, incomeRows, longMonthLabel, monthLabel } from "./analytics-format.ts";
import styles from "./analytics.module.css";

/** Legend labels in the text colour (the swatch carries the series colour; a pale grey label would be hard to read). */
const legendText = (value: string) => <span className={styles.legendText}>{value}</span>;

/** Right to left, months run from the right and the amounts' axis stands on the right. */
const sides = (rtl: boolean, axis: number) => ({
  margin: rtl ? { top: 8, right: axis, bottom: 0, left: 4 } : { top: 8, right: 4, bottom: 0, left: axis },
  orientation: rtl ? ("right" as const) : ("left" as const),
});

const INCOME_COLOURS = ["var(--color-accent)", "var(--color-secondary)", "var(--color-primary)", "var(--grey-600)"];

/**
 * Income earned by month (bars, one per currency), with a table of earned and paid amounts for screen
 * readers and exact figures (the console home's pattern).
 */
export function IncomeChart({ analytics, fallbackCurrency }: { analytics: Analytics; fallbackCurrency: string }) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const found = incomeCurrencies(analytics);
  const currencies = found.length > 0 ? found : [fallbackCurrency];
  const data = incomeRows(analytics.months, currencies, locale);
  const rtl = textDirection(locale) === "rtl";
  const side = sides(rtl, -8);
  const amount = (value: number) =>
    locale === "en" ? value.toFixed(2) : value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <figure className={styles.chart} data-testid="income-chart">
      <div className={styles.chartBox} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={side.margin}>
            <CartesianGrid stroke="var(--grey-200)" vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" reversed={rtl} />
            <YAxis
              orientation={side.orientation}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={56}
              tickFormatter={(value: number) => `${currencies.length === 1 ? currencySymbol(currencies[0]!) : ""}${value}`}
            />
            <Tooltip formatter={(value) => (typeof value === "number" ? amount(value) : String(value))} />
            {currencies.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} formatter={legendText} />}
            {currencies.map((currency, i) => (
              <Bar
                key={currency}
                dataKey={currency}
                name={t.t("chart.earned", { currency })}
                fill={INCOME_COLOURS[i % INCOME_COLOURS.length]}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.srOnly}>
        <table>
          <caption>{t.t("income.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t.t("chart.month")}</th>
              {currencies.map((c) => [
                <th key={`${c}-earned`} scope="col">
                  {t.t("chart.earned", { currency: c })}
                </th>,
                <th key={`${c}-paid`} scope="col">
                  {t.t("chart.paid", { currency: c })}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {analytics.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{longMonthLabel(m.month, locale)}</th>
                {currencies.map((c) => {
                  const cell = incomeCell(m, c, locale);
                  return [<td key={`${c}-earned`}>{cell.earned}</td>, <td key={`${c}-paid`}>{cell.paid}</td>];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}

/** Booking requests by the month they were made, stacked by where each stands now; a table follows for screen readers. */
export function BookingsChart({ analytics }: { analytics: Analytics }) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const data = analytics.months.map((m) => ({ month: m.month, label: monthLabel(m.month, locale), ...m.bookings }));
  const rtl = textDirection(locale) === "rtl";
  const side = sides(rtl, -16);
  return (
    <figure className={styles.chart} data-testid="bookings-chart">
      <div className={styles.chartBox} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={side.margin}>
            <CartesianGrid stroke="var(--grey-200)" vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" reversed={rtl} />
            <YAxis orientation={side.orientation} allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} formatter={legendText} />
            {BOOKING_SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={t.t(series.label)}
                stackId="bookings"
                fill={series.colour}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.srOnly}>
        <table>
          <caption>{t.t("bookings.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t.t("chart.month")}</th>
              <th scope="col">{t.t("chart.requests")}</th>
              {BOOKING_SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {t.t(series.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((m) => (
              <tr key={m.month}>
                <th scope="row">{longMonthLabel(m.month, locale)}</th>
                <td>{m.requested}</td>
                {BOOKING_SERIES.map((series) => (
                  <td key={series.key}>{m[series.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
