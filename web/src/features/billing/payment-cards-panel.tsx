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
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** The saved payment cards: the default one marked, make another the default, remove one, add one. */
export function PaymentCardsPanel() {
  const t = useT(billingMessages);
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
      toast.success(t.t("cards.removed"));
    } catch {
      // The client toasted why.
    }
  };

  const makeDefault = async (id: string) => {
    setDefaulting(id);
    try {
      const updated = await makeDefaultPaymentMethod(id);
      const card = updated.find((each) => each.id === id);
      toast.success(card ? t.t("cards.nowDefault", { brand: brandName(card.brand), last4: card.last4 }) : t.t("cards.defaultChanged"));
    } catch {
      // The client toasted why.
    } finally {
      setDefaulting(null);
    }
  };

  return (
    <Panel aria-labelledby="cards-title">
      <h2 id="cards-title" className={styles.sectionTitle}>
        {t.t("cards.title")}
      </h2>
      {methods.isPending ? (
        <p className={styles.muted}>{t.t("cards.loading")}</p>
      ) : methods.isError ? (
        <LoadFailed message={t.t("cards.loadFailed")} className={styles.muted} onRetry={() => void methods.refetch()} />
      ) : cards.length === 0 ? (
        <p className={`${styles.muted} ${styles.cardsEmpty}`}>{t.t("cards.none")}</p>
      ) : (
        <ul className={styles.cardRows}>
          {cards.map((card) => {
            const expired = isCardExpired(card, now);
            return (
              <li key={card.id}>
                <span className={styles.cardFace}>
                  <span className={styles.cardName}>
                    {brandName(card.brand)} <span aria-hidden="true">••••</span>
                    <span className={styles.visuallyHidden}>{t.t("cards.ending")}</span> {card.last4}
                    {card.isDefault && <span className={styles.defaultBadge}>{t.t("cards.default")}</span>}
                  </span>
                  <span className={expired ? styles.cardExpired : styles.cardExpiry}>
                    {expired ? t.t("cards.expired", { expiry: cardExpiry(card) }) : t.t("cards.expires", { expiry: cardExpiry(card) })}
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
                      aria-label={t.t("cards.makeDefaultLabel", { card: describeCard(card, t) })}
                    >
                      {t.t("cards.makeDefault")}
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setRemoving(card.id)}
                    aria-label={t.t("cards.removeLabel", { card: describeCard(card, t) })}
                  >
                    {t.t("cards.remove")}
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
            {t.t("addCard.title")}
          </Button>
        )
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.t("cards.confirmTitle")}
        message={target ? t.t("cards.confirmMessage", { card: describeCard(target, t) }) : t.t("cards.confirmMessageAny")}
        confirmLabel={t.t("cards.confirmRemove")}
        cancelLabel={t.t("cards.confirmKeep")}
        tone="danger"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
