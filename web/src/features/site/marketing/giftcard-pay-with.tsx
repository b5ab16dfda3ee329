import { lazy, Suspense, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { siteGiftcardsBuyMessages } from "@kora/shared/i18n/messages/site-giftcards-buy.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import fieldStyles from "../../../ui/field.module.css";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { BILLING_PATH, fetchSavedCards, giftCardKeys } from "./giftcard.client.ts";
import styles from "./giftcard-purchase.module.css";

// Billing's card form (either provider), loaded only for a buyer with no saved card.
const AddCard = lazy(() => import("../../billing/billing.api.ts").then((billing) => billing.loadAddCard()));

/**
 * Which card pays: the buyer's default saved card, or (none yet) billing's own add-card form right here.
 * `onCards` says how many saved cards there are once known; `error` is the 422 on paymentMethodId (a decline).
 */
export function PayWith({ id, error, onCards }: { id: string; error?: string; onCards: (count: number) => void }) {
  const t = useT(siteGiftcardsBuyMessages);
  const cards = useQuery({ queryKey: giftCardKeys.savedCards, queryFn: fetchSavedCards, retry: false });
  useEffect(() => {
    if (cards.data) onCards(cards.data.length);
  }, [cards.data, onCards]);
  const card = cards.data?.find((saved) => saved.isDefault) ?? cards.data?.[0];

  return (
    <div id={id} className={styles.payWith} role="group" aria-labelledby={`${id}-title`}>
      <p className={fieldStyles.label} id={`${id}-title`}>
        {t.t("payWith.title")}
      </p>
      {cards.isPending ? (
        <p className={styles.muted}>{t.t("payWith.loading")}</p>
      ) : cards.isError ? (
        <LoadFailed message={t.t("payWith.failed")} className={styles.muted} onRetry={() => void cards.refetch()} />
      ) : card ? (
        <p className={styles.savedCard}>
          <span>
            <strong>{t.t("payWith.card", { brand: card.brand, last4: card.last4 })}</strong>{" "}
            <span className={styles.muted}>{t.t("payWith.default")}</span>
          </span>
          <a href={BILLING_PATH}>{t.t("payWith.change")}</a>
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t.t("payWith.add")}</p>
          <Suspense fallback={<p className={styles.muted}>{t.t("payWith.loadingForm")}</p>}>
            <AddCard onSaved={() => void cards.refetch()} />
          </Suspense>
        </>
      )}
      {error && (
        <p className={fieldStyles.error} role="alert">
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  );
}
