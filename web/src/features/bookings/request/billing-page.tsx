import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Panel } from "../../../ui/surface.tsx";
import { AddCardForm } from "./add-card-form.tsx";
import { deletePaymentMethod, paymentMethodsQuery } from "../bookings.api.ts";
import { describeCard } from "./card-input.ts";
import styles from "./request.module.css";

/** /my-kora/my-details/billing — the payment cards saved for paid sessions: list, add, remove. */
export function BillingPage() {
  usePageTitle("Billing");
  const methods = useQuery(paymentMethodsQuery);
  const [removing, setRemoving] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const cards = methods.data ?? [];
  const target = cards.find((card) => card.id === removing);

  const remove = async (id: string) => {
    setRemoving(null);
    try {
      await deletePaymentMethod(id);
      toast.success("Card removed.");
    } catch {
      // The client toasted why.
    }
  };

  return (
    <div className={styles.billing}>
      <div>
        <h1>Billing</h1>
        <p className={styles.muted}>Cards you pay for sessions with. You're only charged when an advisor confirms a booking.</p>
      </div>
      <Panel aria-labelledby="cards-title">
        <h2 id="cards-title" className={styles.billingTitle}>
          Payment cards
        </h2>
        {methods.isPending ? (
          <p className={styles.muted}>Loading your cards…</p>
        ) : methods.isError ? (
          <p className={styles.muted}>
            Your cards could not be loaded.{" "}
            <Button size="small" variant="outline" onClick={() => void methods.refetch()}>
              Try again
            </Button>
          </p>
        ) : cards.length === 0 ? (
          <p className={`${styles.muted} ${styles.billingEmpty}`}>No saved cards yet.</p>
        ) : (
          <ul className={styles.cardRows}>
            {cards.map((card) => (
              <li key={card.id}>
                <span>{describeCard(card)}</span>
                <Button size="small" variant="ghost" onClick={() => setRemoving(card.id)} aria-label={`Remove ${describeCard(card)}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {adding || (methods.isSuccess && cards.length === 0) ? (
          <AddCardForm onSaved={() => setAdding(false)} onCancel={cards.length > 0 ? () => setAdding(false) : undefined} />
        ) : (
          methods.isSuccess && (
            <Button variant="outline" onClick={() => setAdding(true)}>
              Add a card
            </Button>
          )
        )}
      </Panel>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this card?"
        message={target ? `${describeCard(target)} will be removed from your account.` : "This card will be removed from your account."}
        confirmLabel="Remove card"
        cancelLabel="Keep"
        tone="danger"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
