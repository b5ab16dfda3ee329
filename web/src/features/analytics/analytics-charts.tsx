import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Analytics } from "@kora/shared/contracts/analytics.ts";
import { currencySymbol } from "@kora/shared/domain/money/rates.ts";
import { BOOKING_SERIES, incomeCell, incomeCurrencies, incomeRows, longMonthLabel, monthLabel } from "./analytics-format.ts";
import styles from "./analytics.module.css";

/** Legend labels in the text colour (the swatch carries the series colour; a pale grey label would be hard to read). */
const legendText = (value: string) => <span className={styles.legendText}>{value}</span>;

const INCOME_COLOURS = ["var(--color-accent)", "var(--color-secondary)", "var(--color-primary)", "var(--grey-600)"];

/**
 * Income earned by month (bars, one per currency), with a table of earned and paid amounts for screen
 * readers and exact figures (the console home's pattern).
 */
export function IncomeChart({ analytics, fallbackCurrency }: { analytics: Analytics; fallbackCurrency: string }) {
  const found = incomeCurrencies(analytics);
  const currencies = found.length > 0 ? found : [fallbackCurrency];
  const data = incomeRows(analytics.months, currencies);
  return (
    <figure className={styles.chart} data-testid="income-chart">
      <div className={styles.chartBox} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -8 }}>
            <CartesianGrid stroke="var(--grey-200)" vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
            <YAxis
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={56}
              tickFormatter={(value: number) => `${currencies.length === 1 ? currencySymbol(currencies[0]!) : ""}${value}`}
            />
            <Tooltip formatter={(value) => (typeof value === "number" ? value.toFixed(2) : String(value))} />
            {currencies.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} formatter={legendText} />}
            {currencies.map((currency, i) => (
              <Bar
                key={currency}
                dataKey={currency}
                name={`Earned (${currency})`}
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
          <caption>Income by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {currencies.map((c) => [
                <th key={`${c}-earned`} scope="col">
                  Earned ({c})
                </th>,
                <th key={`${c}-paid`} scope="col">
                  Paid out ({c})
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {analytics.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{longMonthLabel(m.month)}</th>
                {currencies.map((c) => {
                  const cell = incomeCell(m, c);
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
  const data = analytics.months.map((m) => ({ month: m.month, label: monthLabel(m.month), ...m.bookings }));
  return (
    <figure className={styles.chart} data-testid="bookings-chart">
      <div className={styles.chartBox} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--grey-200)" vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} formatter={legendText} />
            {BOOKING_SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.label}
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
          <caption>Booking requests by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Requests</th>
              {BOOKING_SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((m) => (
              <tr key={m.month}>
                <th scope="row">{longMonthLabel(m.month)}</th>
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
