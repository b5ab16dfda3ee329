import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { CreditDto } from "@kora/shared/contracts/credits.ts";
import { Panel } from "../../ui/surface.tsx";
import {
  bookingPath,
  creditAmountText,
  creditExpiryText,
  creditState,
  creditTitle,
  creditUseText,
  formatUseDate,
} from "./credits-format.ts";
import { creditsQuery } from "./credits.client.ts";
import styles from "./credits.module.css";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { creditsMessages } from "@kora/shared/i18n/messages/credits.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Every credit, newest first, each with what it paid for and what refunds gave back. */
export function CreditList({ timeZone }: { timeZone: string }) {
  const t = useT(creditsMessages);
  const credits = useQuery(creditsQuery);
  return (
    <Panel aria-labelledby="credits-list-title">
      <h2 id="credits-list-title" className={styles.sectionTitle}>
        {t.t("list.title")}
      </h2>
      {credits.isPending ? (
        <p className={styles.muted}>{t.t("list.loading")}</p>
      ) : credits.isError ? (
        <LoadFailed message={t.t("list.loadFailed")} className={styles.muted} onRetry={() => void credits.refetch()} />
      ) : credits.data.length === 0 ? (
        <EmptyState>{t.t("list.empty")}</EmptyState>
      ) : (
        <ul className={styles.credits}>
          {credits.data.map((credit) => (
            <CreditItem key={credit.id} credit={credit} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** One credit: name, what is left, expiry, and each booking it paid (or a refund gave back to). */
export function CreditItem({ credit, timeZone }: { credit: CreditDto; timeZone: string }) {
  const t = useT(creditsMessages);
  const locale = useLocale();
  const state = creditState(credit);
  const title = creditTitle(credit, t);
  return (
    <li className={`${styles.credit} ${state === "active" ? "" : styles.creditPast}`}>
      <div className={styles.creditHead}>
        <h3 className={styles.creditTitle}>{title}</h3>
        <p className={`${styles.creditAmount} ${styles[state]}`}>{creditAmountText(credit, t)}</p>
      </div>
      <p className={styles.expiry}>{creditExpiryText(credit, timeZone, t)}</p>
      {credit.uses.length > 0 && (
        <ul className={styles.uses} aria-label={t.t("list.uses", { title })}>
          {credit.uses.map((use) => {
            const amount = creditUseText(use.amount, credit.currency, t);
            return (
              <li key={`${use.bookingId}-${use.createdAt}-${use.amount}`} className={styles.use}>
                <Link to={bookingPath(use.bookingId)} className={styles.useCard}>
                  {use.cardTitle}
                </Link>
                <span className={amount.direction === "returned" ? `${styles.useAmount} ${styles.returned}` : styles.useAmount}>
                  {amount.text}
                </span>
                <span className={styles.useDate}>{formatUseDate(use.createdAt, timeZone, locale)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
