import { useCallback, useId, useState, type KeyboardEvent } from "react";
import type { PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { FieldRow, TextField } from "../../ui/text-field.tsx";
import { addPaymentMethod } from "./billing.client.ts";
import { formatCardNumber, formatExpiry, parseExpiry } from "./card-input.ts";
import styles from "./billing.module.css";
import { useFieldErrors } from "../../ui/field-errors.tsx";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const FIELDS = ["number", "expiry", "cvc"] as const;
type Field = (typeof FIELDS)[number];

/**
 * The built-in ledger's card form: number, expiry and security code, saved with POST /api/me/payment-methods
 * (test card numbers only). Not a <form>: it sits inside the booking form, so Enter in a field saves the card
 * instead of sending the request.
 */
export function AddCardForm({ onSaved, onCancel }: { onSaved: (card: PaymentMethodDto) => void; onCancel?: () => void }) {
  const t = useT(billingMessages);
  const id = useId();
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const locate = useCallback((field: Field) => document.getElementById(`${id}-${field}`), [id]);
  const fieldErrors = useFieldErrors(FIELDS, locate);
  const { errors } = fieldErrors;
  const [busy, setBusy] = useState(false);

  const fail = (field: Field, message: string) => {
    fieldErrors.report({ [field]: message });
  };

  const save = async () => {
    if (busy) return;
    const digits = number.replace(/\D/g, "");
    if (digits.length < 12) return fail("number", t.t("addCard.error.number"));
    const parsed = parseExpiry(expiry, new Date(), t);
    if (!parsed.ok) return fail("expiry", parsed.message);
    if (!/^\d{3,4}$/.test(cvc)) return fail("cvc", t.t("addCard.error.cvc"));
    fieldErrors.set({});
    setBusy(true);
    try {
      const saved = await addPaymentMethod({ number: digits, expMonth: parsed.expMonth, expYear: parsed.expYear, cvc });
      toast.success(t.t("addCard.saved", { last4: saved.last4 }));
      setNumber("");
      setExpiry("");
      setCvc("");
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        const [name, messages] = Object.entries(error.fields)[0] ?? [];
        const field: Field = name === "cvc" ? "cvc" : name === "expMonth" || name === "expYear" ? "expiry" : "number";
        fail(field, messages?.[0] ?? error.message);
      } else if (isApiError(error) && !error.toasted) toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void save();
  };

  return (
    <div className={styles.addCard} role="group" aria-labelledby={`${id}-title`} onKeyDown={onEnter}>
      <p id={`${id}-title`} className={styles.addCardTitle}>
        {t.t("addCard.title")}
      </p>
      <TextField
        id={`${id}-number`}
        label={t.t("addCard.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
        error={errors.number}
        hint={t.t("addCard.testHint")}
      />
      <FieldRow>
        <TextField
          id={`${id}-expiry`}
          label={t.t("addCard.expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t.t("addCard.expiryPlaceholder")}
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          error={errors.expiry}
        />
        <TextField
          id={`${id}-cvc`}
          label={t.t("addCard.cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, ""))}
          error={errors.cvc}
        />
      </FieldRow>
      <div className={styles.inlineActions}>
        <Button variant="secondary" onClick={() => void save()} busy={busy}>
          {t.t("addCard.save")}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t.t("cancel")}
          </Button>
        )}
      </div>
    </div>
  );
}
