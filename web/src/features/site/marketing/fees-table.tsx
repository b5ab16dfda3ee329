import { useId } from "react";
import { ADMIN_FEE_PERCENT, type PriceInput, priceBooking, privateCardFeePercent } from "@kora/shared/domain/money/fees.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import styles from "./fees-table.module.css";

/** Admin fees on bookings (public-site §9), from the same constants the booking path charges with. */
export function FeesTable() {
  const captionId = `${useId()}-fees`;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          Admin fee on a booking
        </caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Admin fee</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">A Private Card</th>
            <td>{ADMIN_FEE_PERCENT.private}%</td>
          </tr>
          <tr>
            <th scope="row">A Marketplace Card</th>
            <td>{ADMIN_FEE_PERCENT.marketplace}%</td>
          </tr>
          <tr>
            <th scope="row">Any paid booking with a Plus or Pro advisor</th>
            <td>{ADMIN_FEE_PERCENT.subscriber}%</td>
          </tr>
          <tr>
            <th scope="row">A free Card</th>
            <td>None</td>
          </tr>
          <tr>
            <th scope="row">A session paid with pro bono credit</th>
            <td>None</td>
          </tr>
        </tbody>
      </table>
      <ul className={styles.notes}>
        <li>The admin fee is added to the advisor's fee, so advisors receive their full rate.</li>
        <li>The advisor's fee is set per half hour: at least 15 per 30 minutes in the Card's currency, or free.</li>
        <li>
          Private Card bookings also carry a card payment fee of {privateCardFeePercent("AUD")}% in AUD, GBP and EUR, or{" "}
          {privateCardFeePercent("USD")}% in other currencies.
        </li>
      </ul>
    </div>
  );
}

const EXAMPLE_RATE = 4000;
const EXAMPLES: { label: string; input: Pick<PriceInput, "cardType" | "advisorPlan" | "proBono"> }[] = [
  { label: "Marketplace Card, advisor on Basic", input: { cardType: "marketplace", advisorPlan: "basic", proBono: false } },
  { label: "Marketplace Card, advisor on Plus or Pro", input: { cardType: "marketplace", advisorPlan: "plus", proBono: false } },
  { label: "Private Card, advisor on Basic", input: { cardType: "private", advisorPlan: "basic", proBono: false } },
  { label: "A pro bono session, paid with pro bono credit", input: { cardType: "marketplace", advisorPlan: "basic", proBono: true } },
];

/**
 * What a learner pays for one hour at A$40 per half hour, worked out by the booking path's own price
 * rule. On phones the rows stack (explicit roles keep the table's semantics when CSS changes display).
 */
export function FeeExamples() {
  const captionId = `${useId()}-examples`;
  const money = (minor: number) => formatRate(minor, "AUD");
  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${styles.examples}`} aria-labelledby={captionId} role="table">
        <caption id={captionId} className={styles.caption}>
          One hour with an advisor charging {money(EXAMPLE_RATE)} per half hour
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Booking
            </th>
            <th scope="col" role="columnheader">
              Advisor's fee
            </th>
            <th scope="col" role="columnheader">
              Fees
            </th>
            <th scope="col" role="columnheader">
              Learner pays
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {EXAMPLES.map(({ label, input }) => {
            const price = priceBooking({ rate: EXAMPLE_RATE, currency: "AUD", durationMinutes: 60, ...input });
            const fees = price.adminFee + price.privateCardFee;
            const feeNote = price.free
              ? "none"
              : [`${price.adminFeePercent}% admin`, price.privateCardFeePercent > 0 && `${price.privateCardFeePercent}% card payment`]
                  .filter(Boolean)
                  .join(" + ");
            return (
              <tr key={label} role="row">
                <th scope="row" role="rowheader">
                  {label}
                </th>
                <td role="cell" data-label="Advisor's fee">
                  {price.free ? "Pro bono" : money(price.advisorFee)}
                </td>
                <td role="cell" data-label="Fees">
                  <span>
                    {money(fees)} <span className={styles.muted}>({feeNote})</span>
                  </span>
                </td>
                <td role="cell" data-label="Learner pays">
                  <strong>{money(price.total)}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
