import { lazy, Suspense, useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { describeCard, loadAddCard, paymentMethodsQuery } from "../../billing/billing.api.ts";
import styles from "./request.module.css";
import { LoadFailed } from "../../../ui/load-failed.tsx";

const AddCard = lazy(loadAddCard);

/**
 * Which saved card pays for a paid session, or a new one added inline (on either provider: billing's `AddCard`).
 * Picks the default card (else the newest) by itself when none is chosen; shows `error` (the 422 on
 * paymentMethodId) under the choices.
 */
export function PaymentChooser({
  value,
  onChange,
  error,
  note,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  note: string;
}) {
  const t = useT(bookingsRequestMessages);
  const methods = useQuery(paymentMethodsQuery);
  const [adding, setAdding] = useState(false);
  const cards = methods.data ?? [];

  useEffect(() => {
    if (!methods.data) return;
    if (value && methods.data.some((card) => card.id === value)) return;
    onChange((methods.data.find((card) => card.isDefault) ?? methods.data[0])?.id ?? null);
  }, [methods.data, value, onChange]);

  if (methods.isPending) return <p className={styles.muted}>{t.t("payment.loadingCards")}</p>;
  if (methods.isError)
    return <LoadFailed message={t.t("payment.cardsLoadFailed")} className={styles.muted} onRetry={() => void methods.refetch()} />;

  return (
    <div className={styles.payment}>
      <p className={styles.chargeNote}>{note}</p>
      {cards.length > 0 && (
        <fieldset
          className={styles.savedCards}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "payment-error" : undefined}
        >
          <legend className={styles.visuallyHidden}>{t.t("payment.payWith")}</legend>
          {cards.map((card) => (
            <label key={card.id} className={styles.savedCard}>
              <input type="radio" name="paymentMethodId" value={card.id} checked={value === card.id} onChange={() => onChange(card.id)} />
              <span>{describeCard(card)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {cards.length === 0 || adding ? (
        <Suspense fallback={<p className={styles.muted}>{t.t("payment.loadingForm")}</p>}>
          <AddCard
            onSaved={(card) => {
              setAdding(false);
              onChange(card.id);
            }}
            onCancel={cards.length > 0 ? () => setAdding(false) : undefined}
          />
        </Suspense>
      ) : (
        <Button variant="ghost" size="small" onClick={() => setAdding(true)}>
          {t.t("payment.useAnother")}
        </Button>
      )}
      {error && (
        <p className={styles.error} id="payment-error" role="alert">
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  );
}
