import { useId } from "react";
import { ADMIN_FEE_PERCENT, type PriceInput, priceBooking, privateCardFeePercent } from "@kora/shared/domain/money/fees.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import { sitePricingFeesMessages } from "@kora/shared/i18n/messages/site-pricing-fees.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import styles from "./fees-table.module.css";

/** Admin fees on bookings (public-site §9), from the same constants the booking path charges with. */
export function FeesTable() {
  const captionId = `${useId()}-fees`;
  const t = useT(sitePricingFeesMessages);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          {t.t("caption")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.t("booking")}</th>
            <th scope="col">{t.t("adminFee")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t.t("privateCard")}</th>
            <td>{t.t("percent", { percent: ADMIN_FEE_PERCENT.private })}</td>
          </tr>
          <tr>
            <th scope="row">{t.t("marketplaceCard")}</th>
            <td>{t.t("percent", { percent: ADMIN_FEE_PERCENT.marketplace })}</td>
          </tr>
          <tr>
            <th scope="row">{t.t("subscriber")}</th>
            <td>{t.t("percent", { percent: ADMIN_FEE_PERCENT.subscriber })}</td>
          </tr>
          <tr>
            <th scope="row">{t.t("freeCard")}</th>
            <td>{t.t("none")}</td>
          </tr>
          <tr>
            <th scope="row">{t.t("proBono")}</th>
            <td>{t.t("none")}</td>
          </tr>
        </tbody>
      </table>
      <ul className={styles.notes}>
        <li>{t.t("note.added")}</li>
        <li>{t.t("note.rate")}</li>
        <li>{t.t("note.cardFee", { low: privateCardFeePercent("AUD"), high: privateCardFeePercent("USD") })}</li>
      </ul>
    </div>
  );
}

const EXAMPLE_RATE = 4000;
const EXAMPLES: {
  id: "marketplaceBasic" | "marketplacePlus" | "privateBasic" | "proBono";
  input: Pick<PriceInput, "cardType" | "advisorPlan" | "proBono">;
}[] = [
  { id: "marketplaceBasic", input: { cardType: "marketplace", advisorPlan: "basic", proBono: false } },
  { id: "marketplacePlus", input: { cardType: "marketplace", advisorPlan: "plus", proBono: false } },
  { id: "privateBasic", input: { cardType: "private", advisorPlan: "basic", proBono: false } },
  { id: "proBono", input: { cardType: "marketplace", advisorPlan: "basic", proBono: true } },
];

/**
 * What a learner pays for one hour at A$40 per half hour, worked out by the booking path's own price
 * rule. On phones the rows stack (explicit roles keep the table's semantics when CSS changes display).
 */
export function FeeExamples() {
  const captionId = `${useId()}-examples`;
  const t = useT(sitePricingFeesMessages);
  const locale = useLocale();
  const money = (minor: number) => formatRate(minor, "AUD", locale);
  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${styles.examples}`} aria-labelledby={captionId} role="table">
        <caption id={captionId} className={styles.caption}>
          {t.t("examples.caption", { rate: money(EXAMPLE_RATE) })}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t.t("booking")}
            </th>
            <th scope="col" role="columnheader">
              {t.t("examples.advisorFee")}
            </th>
            <th scope="col" role="columnheader">
              {t.t("examples.fees")}
            </th>
            <th scope="col" role="columnheader">
              {t.t("examples.learnerPays")}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {EXAMPLES.map(({ id, input }) => {
            const price = priceBooking({ rate: EXAMPLE_RATE, currency: "AUD", durationMinutes: 60, ...input });
            const fees = price.adminFee + price.privateCardFee;
            const feeNote = price.free
              ? t.t("examples.noFees")
              : price.privateCardFeePercent > 0
                ? t.t("examples.adminAndCard", { admin: price.adminFeePercent, card: price.privateCardFeePercent })
                : t.t("examples.admin", { admin: price.adminFeePercent });
            return (
              <tr key={id} role="row">
                <th scope="row" role="rowheader">
                  {t.t(`examples.${id}`)}
                </th>
                <td role="cell" data-label={t.t("examples.advisorFee")}>
                  {price.free ? t.t("examples.proBonoFee") : money(price.advisorFee)}
                </td>
                <td role="cell" data-label={t.t("examples.fees")}>
                  <span>
                    {money(fees)} <span className={styles.muted}>({feeNote})</span>
                  </span>
                </td>
                <td role="cell" data-label={t.t("examples.learnerPays")}>
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
