import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Panel } from "../../ui/surface.tsx";
import { AddCard } from "./add-card.tsx";
import { deletePaymentMethod, makeDefaultPaymentMethod, paymentMethodsQuery } from "./billing.client.ts";
import { brandName, cardExpiry, describeCard, isCardExpired } from "./card-input.ts";
import styles from "./billing.module.css";
import { LoadFailed } from "../../ui/load-failed.tsx";

/** The saved payment cards: the default one marked, make another the default, remove one, add one. */
export function PaymentCardsPanel() {
  const methods = useQuery(paymentMethodsQuery);
  const [removing, setRemoving] = useState<string | null>(null);
  const [defaulting, setDefaulting] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const cards = methods.data ?? [];
  const target = cards.find((card) => card.id === removing);
  const now = new Date();

  const remove = async (id: string) => {
    setRemoving(null);
    try {
      await deletePaymentMethod(id);
      toast.success("Card removed.");
    } catch {
      // The client toasted why.
    }
  };

  const makeDefault = async (id: string) => {
    setDefaulting(id);
    try {
      const updated = await makeDefaultPaymentMethod(id);
      const card = updated.find((each) => each.id === id);
      toast.success(card ? `${brandName(card.brand)} •••• ${card.last4} is now your default card.` : "Default card changed.");
    } catch {
      // The client toasted why.
    } finally {
      setDefaulting(null);
    }
  };

  return (
    <Panel aria-labelledby="cards-title">
      <h2 id="cards-title" className={styles.sectionTitle}>
        Payment cards
      </h2>
      {methods.isPending ? (
        <p className={styles.muted}>Loading your cards…</p>
      ) : methods.isError ? (
        <LoadFailed what="cards" className={styles.muted} onRetry={() => void methods.refetch()} />
      ) : cards.length === 0 ? (
        <p className={`${styles.muted} ${styles.cardsEmpty}`}>No saved cards yet. Add one and it's used for your paid bookings.</p>
      ) : (
        <ul className={styles.cardRows}>
          {cards.map((card) => {
            const expired = isCardExpired(card, now);
            return (
              <li key={card.id}>
                <span className={styles.cardFace}>
                  <span className={styles.cardName}>
                    {brandName(card.brand)} <span aria-hidden="true">••••</span>
                    <span className={styles.visuallyHidden}>ending</span> {card.last4}
                    {card.isDefault && <span className={styles.defaultBadge}>Default</span>}
                  </span>
                  <span className={expired ? styles.cardExpired : styles.cardExpiry}>
                    {expired ? `Expired ${cardExpiry(card)}` : `Expires ${cardExpiry(card)}`}
                  </span>
                </span>
                <span className={styles.cardActions}>
                  {!card.isDefault && (
                    <Button
                      size="small"
                      variant="outline"
                      busy={defaulting === card.id}
                      disabled={defaulting !== null}
                      onClick={() => void makeDefault(card.id)}
                      aria-label={`Make ${describeCard(card)} the default`}
                    >
                      Make default
                    </Button>
                  )}
                  <Button size="small" variant="ghost" onClick={() => setRemoving(card.id)} aria-label={`Remove ${describeCard(card)}`}>
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {adding || (methods.isSuccess && cards.length === 0) ? (
        <AddCard onSaved={() => setAdding(false)} onCancel={cards.length > 0 ? () => setAdding(false) : undefined} />
      ) : (
        methods.isSuccess && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            Add a card
          </Button>
        )
      )}
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
    </Panel>
  );
}
