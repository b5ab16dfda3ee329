import { useEffect, useId, useRef, useState } from "react";
import type { Appearance, Stripe, StripeElements } from "@stripe/stripe-js";
import type { PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { addPaymentMethod } from "./billing.client.ts";
import { loadStripeJs } from "./stripe-loader.ts";
import { CARD_NOT_SAVED, paymentMethodIdOf, STRIPE_LOAD_FAILED, stripeErrorMessage } from "./stripe-setup.ts";
import styles from "./billing.module.css";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Kora's look inside Stripe's iframe (it can't read our CSS variables, so the tokens are repeated). */
const APPEARANCE: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#e6007e",
    colorText: "#1c2030",
    colorDanger: "#d92d20",
    borderRadius: "6px",
    fontFamily: "system-ui, sans-serif",
  },
};

type Stage = { name: "loading" } | { name: "ready"; stripe: Stripe; elements: StripeElements } | { name: "failed"; message: string };

/**
 * Stripe's Payment Element for a SetupIntent: the card is checked (3-D Secure included) by Stripe, and the
 * PaymentMethod it returns is saved with POST /api/me/payment-methods `{ token }`. Card numbers never reach us.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  onSaved,
  onCancel,
  onRetry,
}: {
  publishableKey: string;
  clientSecret: string;
  onSaved: (card: PaymentMethodDto) => void;
  onCancel?: () => void;
  /** Asks for a fresh SetupIntent (a used or expired one can't be loaded again); the form mounts anew with it. */
  onRetry: () => void;
}) {
  const t = useT(billingMessages);
  const locale = useLocale();
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>({ name: "loading" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    let destroy = () => {};
    setStage({ name: "loading" });
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (!live || !host.current) return;
        // Stripe words its own form (and its card errors) in the page's language.
        const elements = stripe.elements({ clientSecret, appearance: APPEARANCE, locale });
        const element = elements.create("payment");
        element.on("ready", () => live && setStage({ name: "ready", stripe, elements }));
        element.on("loaderror", (event) => live && setStage({ name: "failed", message: event.error.message ?? STRIPE_LOAD_FAILED }));
        element.mount(host.current);
        destroy = () => element.destroy();
      },
      () => live && setStage({ name: "failed", message: STRIPE_LOAD_FAILED }),
    );
    return () => {
      live = false;
      destroy();
    };
  }, [publishableKey, clientSecret, locale]);

  /** Our own failures in the page's language; Stripe's words (already in it) and the API's as they are. */
  const ourWords = (message: string) =>
    message === STRIPE_LOAD_FAILED ? t.t("stripe.loadFailed") : message === CARD_NOT_SAVED ? t.t("stripe.notSaved") : message;

  const save = async () => {
    if (stage.name !== "ready" || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stage.stripe.confirmSetup({ elements: stage.elements, redirect: "if_required" });
      if (result.error) return setError(stripeErrorMessage(result.error));
      const token = paymentMethodIdOf(result.setupIntent);
      if (!token) return setError(CARD_NOT_SAVED);
      const saved = await addPaymentMethod({ token });
      toast.success(t.t("addCard.saved", { last4: saved.last4 }));
      onSaved(saved);
    } catch (failure) {
      const message = isApiError(failure) ? (Object.values(failure.fields ?? {})[0]?.[0] ?? failure.message) : CARD_NOT_SAVED;
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.addCard} role="group" aria-labelledby={`${id}-title`} aria-busy={stage.name === "loading" || undefined}>
      <p id={`${id}-title`} className={styles.addCardTitle}>
        {t.t("addCard.title")}
      </p>
      {stage.name === "loading" && <p className={styles.muted}>{t.t("addCard.loadingSecure")}</p>}
      <div ref={host} className={styles.stripeHost} hidden={stage.name === "failed"} />
      {(stage.name === "failed" || error) && (
        <p className={styles.formError} role="alert">
          <span aria-hidden="true">!</span> {ourWords(stage.name === "failed" ? stage.message : (error ?? ""))}
        </p>
      )}
      <div className={styles.inlineActions}>
        {stage.name === "failed" ? (
          <Button variant="secondary" onClick={onRetry}>
            {t.t("tryAgain")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void save()} busy={busy} disabled={stage.name !== "ready"}>
            {t.t("addCard.save")}
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t.t("cancel")}
          </Button>
        )}
      </div>
    </div>
  );
}
