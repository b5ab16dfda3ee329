import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import { Button } from "../../ui/button.tsx";
import { AddCardForm } from "./add-card-form.tsx";
import { createSetupIntent } from "./billing.client.ts";
import { StripeCardForm } from "./stripe-card-form.tsx";
import styles from "./billing.module.css";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

interface Props {
  onSaved: (card: PaymentMethodDto) => void;
  onCancel?: () => void;
}

/**
 * Adding a card on either provider. POST /api/me/setup-intent says which: the built-in ledger takes the card
 * number in our own form (test cards); Stripe takes it in its Payment Element. Each opening asks for its own
 * SetupIntent (one is used up by a saved card), so the answer is never cached.
 */
export function AddCard({ onSaved, onCancel }: Props) {
  const t = useT(billingMessages);
  const instance = useId();
  const [round, setRound] = useState(0);
  const intent = useQuery({
    queryKey: ["setup-intent", instance, round],
    queryFn: createSetupIntent,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const fresh = () => setRound((n) => n + 1);

  if (intent.isPending)
    return (
      <div className={styles.addCard} aria-busy="true">
        <p className={styles.muted}>{t.t("addCard.preparing")}</p>
      </div>
    );

  const setup = intent.data;
  const stripe =
    setup?.provider === "stripe" && setup.clientSecret && setup.publishableKey
      ? { clientSecret: setup.clientSecret, publishableKey: setup.publishableKey }
      : null;
  if (intent.isError || (setup?.provider === "stripe" && !stripe))
    return (
      <div className={styles.addCard}>
        <p className={styles.formError} role="alert">
          <span aria-hidden="true">!</span> {t.t("addCard.failed")}
        </p>
        <div className={styles.inlineActions}>
          <Button variant="secondary" onClick={fresh}>
            {t.t("tryAgain")}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t.t("cancel")}
            </Button>
          )}
        </div>
      </div>
    );

  if (stripe)
    return (
      <StripeCardForm
        {...stripe}
        onSaved={(card) => {
          fresh();
          onSaved(card);
        }}
        onCancel={onCancel}
        onRetry={fresh}
      />
    );
  return <AddCardForm onSaved={onSaved} onCancel={onCancel} />;
}
