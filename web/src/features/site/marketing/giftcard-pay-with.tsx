import { lazy, Suspense, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
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
  const cards = useQuery({ queryKey: giftCardKeys.savedCards, queryFn: fetchSavedCards, retry: false });
  useEffect(() => {
    if (cards.data) onCards(cards.data.length);
  }, [cards.data, onCards]);
  const card = cards.data?.find((saved) => saved.isDefault) ?? cards.data?.[0];

  return (
    <div id={id} className={styles.payWith} role="group" aria-labelledby={`${id}-title`}>
      <p className={fieldStyles.label} id={`${id}-title`}>
        Pay with
      </p>
      {cards.isPending ? (
        <p className={styles.muted}>Loading your saved cards…</p>
      ) : cards.isError ? (
        <LoadFailed what="saved cards" className={styles.muted} onRetry={() => void cards.refetch()} />
      ) : card ? (
        <p className={styles.savedCard}>
          <span>
            <strong>
              {card.brand} ending {card.last4}
            </strong>{" "}
            <span className={styles.muted}>your default card</span>
          </span>
          <a href={BILLING_PATH}>Change in Billing</a>
        </p>
      ) : (
        <>
          <p className={styles.muted}>Add a card to pay with. It's saved to your account, where you can change it in Billing.</p>
          <Suspense fallback={<p className={styles.muted}>Loading the card form…</p>}>
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
