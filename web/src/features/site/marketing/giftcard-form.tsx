import { useCallback, useRef, useState, type FormEvent } from "react";
import { EMAIL_MAX_LENGTH } from "@kora/shared/constants.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import {
  deliveryWindow,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_LIMITS,
  GIFT_CARD_MESSAGES,
  giftCardAmountLabel,
  todayIn,
  validateGiftCardField,
  validateGiftCardForm,
  type GiftCardField,
  type GiftCardFormValues,
} from "@kora/shared/domain/money/gift-cards.ts";
import { siteGiftcardsBuyMessages } from "@kora/shared/i18n/messages/site-giftcards-buy.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { SiteApiError } from "../../../site-app/site-data.tsx";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import fieldStyles from "../../../ui/field.module.css";
import { TextAreaField, TextField } from "../../../ui/text-field.tsx";
import { buyGiftCard, completeGiftCard, type GiftCardDto, newRequestKey, stripeBankCheck } from "./giftcard.client.ts";
import { PayWith } from "./giftcard-pay-with.tsx";
import type { GiftCardsBuyTranslator } from "./giftcard-text.ts";
import styles from "./giftcard-purchase.module.css";

type Field = GiftCardField | "paymentMethodId";
type Errors = Partial<Record<Field, string>>;
const ORDER: Field[] = ["amount", "recipientName", "recipientEmail", "message", "deliverOn", "paymentMethodId"];
const FIELD_IDS: Record<Field, string> = {
  amount: "gift-amount",
  recipientName: "gift-recipient-name",
  recipientEmail: "gift-recipient-email",
  message: "gift-message",
  deliverOn: "gift-deliver-on",
  paymentMethodId: "gift-pay-with",
};

/**
 * The form's own checks (the rules shared with the API, which words them in English) in the page's language:
 * each message the rules can give here, looked up by its English. The API's 422s are shown as it sent them.
 */
function checkMessages(t: GiftCardsBuyTranslator): (message: string | null) => string | undefined {
  const name = GIFT_CARD_LIMITS.recipientName;
  const known = new Map([
    [GIFT_CARD_MESSAGES.amount, t.t("error.amount")],
    [fillMessage("required", { field: name.field }), t.t("error.name.required")],
    [
      fillMessage("minLength", { field: name.field, min: GIFT_CARD_LIMITS.nameMin }),
      t.t("error.name.short", { min: GIFT_CARD_LIMITS.nameMin }),
    ],
    [name.message, t.t("error.name.long", { max: name.max })],
    [fillMessage("required", { field: "email" }), t.t("error.email.required")],
    [fillMessage("maxLength", { field: "email", max: EMAIL_MAX_LENGTH }), t.t("error.email.long", { max: EMAIL_MAX_LENGTH })],
    [fillMessage("email"), t.t("error.email.invalid")],
    [GIFT_CARD_LIMITS.message.message, t.t("error.message.long", { max: GIFT_CARD_LIMITS.message.max })],
    [GIFT_CARD_MESSAGES.deliverOn, t.t("error.deliverOn")],
    [GIFT_CARD_MESSAGES.paymentMethod, t.t("error.paymentMethod")],
  ]);
  return (message) => (message === null ? undefined : (known.get(message) ?? message));
}

/** Focuses the first field with a problem (core §8: the first message is shown and scrolled to). */
function focusFirst(errors: Errors) {
  const first = ORDER.find((field) => errors[field]);
  if (!first) return;
  const element = document.getElementById(FIELD_IDS[first]);
  const target = element?.matches("input, textarea, button") ? element : element?.querySelector<HTMLElement>("input, button, a");
  target?.focus();
}

/**
 * The purchase form for a signed-in buyer: amount in their currency, recipient, message, delivery date, paid with
 * their default saved card. Checked with the API's own rules before sending; the API's 422s land on the same
 * fields. A charge the bank wants confirmed goes through its check (Stripe.js, or on the ledger a dialog standing
 * in for it) before the gift card is issued.
 */
export function GiftCardForm({ me, onBought }: { me: Me; onBought: (card: GiftCardDto) => void }) {
  const t = useT(siteGiftcardsBuyMessages);
  const said = checkMessages(t);
  const today = todayIn(Date.now(), me.timezone);
  const range = deliveryWindow(today);
  const [values, setValues] = useState<GiftCardFormValues>({
    amount: "5000",
    recipientName: "",
    recipientEmail: "",
    message: "",
    deliverOn: today,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [hasCard, setHasCard] = useState<boolean | null>(null);
  const [bankCheck, setBankCheck] = useState<GiftCardDto | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const onCards = useCallback((count: number) => setHasCard(count > 0), []);

  const set = (field: GiftCardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const check = (field: GiftCardField) => {
    const message = said(validateGiftCardField(field, values, today));
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const finish = (card: GiftCardDto) => {
    if (card.status === "paid" || card.status === "pending") {
      attempt.current = null;
      onBought(card);
    } else setErrors({ paymentMethodId: card.failure ?? t.t("payment.notConfirmed") });
  };

  const refused = (error: unknown) => {
    if (error instanceof SiteApiError && error.status === 422 && error.fields) {
      attempt.current = null;
      const found: Errors = {};
      for (const field of ORDER) if (error.fields[field]?.[0]) found[field] = error.fields[field][0];
      setErrors(found);
      focusFirst(found);
      if (!found.paymentMethodId) toast.error(error.message);
      return;
    }
    if (error instanceof SiteApiError && error.status === 401) {
      window.location.reload();
      return;
    }
    // A 4xx answered the attempt: the next send is a new one. No answer (or a 5xx): it may be resent as it was.
    if (error instanceof SiteApiError && error.status < 500) attempt.current = null;
    toast.error(error instanceof SiteApiError ? error.message : t.t("payment.failed"));
  };

  const complete = async (card: GiftCardDto) => {
    setBusy(true);
    try {
      finish(await completeGiftCard(card.id));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = Object.fromEntries(
      Object.entries(validateGiftCardForm(values, today)).map(([field, message]) => [field, said(message)]),
    );
    if (hasCard === false) found.paymentMethodId = t.t("error.paymentMethod");
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    const body = JSON.stringify(values);
    if (attempt.current?.body !== body) attempt.current = { body, key: newRequestKey() };
    setBusy(true);
    try {
      const card = await buyGiftCard({ ...values, amount: Number(values.amount), requestKey: attempt.current.key });
      if (card.status !== "requires-action") return finish(card);
      if (!card.clientSecret) return setBankCheck(card);
      const outcome = await stripeBankCheck(card.clientSecret);
      if (!outcome.ok)
        return setErrors({
          paymentMethodId: outcome.problem === "unreachable" ? t.t("bank.unreachable") : (outcome.message ?? t.t("bank.declined")),
        });
      await complete(card);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const label = (minor: number) => giftCardAmountLabel(minor, me.currency);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.t("form.label")}>
      <fieldset
        className={`${fieldStyles.choices} ${styles.amounts}`}
        id={FIELD_IDS.amount}
        aria-invalid={errors.amount ? true : undefined}
      >
        <legend className={fieldStyles.label}>{t.t("form.amount")}</legend>
        {GIFT_CARD_AMOUNTS.map((minor) => (
          <label key={minor} className={fieldStyles.choice}>
            <input
              type="radio"
              name="amount"
              value={minor}
              checked={values.amount === String(minor)}
              onChange={() => set("amount", String(minor))}
            />
            <span className={`${fieldStyles.choiceBox} ${styles.amountBox}`}>
              <strong>{label(minor)}</strong>
            </span>
          </label>
        ))}
      </fieldset>
      {errors.amount && <p className={fieldStyles.error}>{errors.amount}</p>}
      <div className={fieldStyles.row}>
        <TextField
          id={FIELD_IDS.recipientName}
          label={t.t("form.recipientName")}
          autoComplete="off"
          value={values.recipientName}
          error={errors.recipientName}
          limit={GIFT_CARD_LIMITS.recipientName}
          onChange={(event) => set("recipientName", event.target.value)}
          onBlur={() => values.recipientName && check("recipientName")}
        />
        <TextField
          id={FIELD_IDS.recipientEmail}
          label={t.t("form.recipientEmail")}
          type="email"
          autoComplete="off"
          value={values.recipientEmail}
          error={errors.recipientEmail}
          onChange={(event) => set("recipientEmail", event.target.value)}
          onBlur={() => values.recipientEmail && check("recipientEmail")}
        />
      </div>
      <TextAreaField
        id={FIELD_IDS.message}
        label={t.t("form.message")}
        rows={4}
        value={values.message}
        error={errors.message}
        limit={GIFT_CARD_LIMITS.message}
        placeholder={t.t("form.messagePlaceholder", { name: me.firstName })}
        onChange={(event) => set("message", event.target.value)}
      />
      <TextField
        id={FIELD_IDS.deliverOn}
        label={t.t("form.deliverOn")}
        type="date"
        min={range.first}
        max={range.last}
        value={values.deliverOn}
        error={errors.deliverOn}
        hint={t.t("form.deliverOnHint", { zone: me.timezone })}
        onChange={(event) => set("deliverOn", event.target.value)}
        onBlur={() => check("deliverOn")}
      />
      <PayWith id={FIELD_IDS.paymentMethodId} error={errors.paymentMethodId} onCards={onCards} />
      <Button type="submit" size="large" busy={busy} className={styles.submit}>
        {t.t("form.submit", { amount: label(Number(values.amount) || 5000) })}
      </Button>
      <ConfirmDialog
        open={bankCheck !== null}
        title={t.t("bank.title")}
        message={t.t("bank.message", { amount: label(bankCheck?.amount ?? 0) })}
        confirmLabel={t.t("bank.confirm")}
        cancelLabel={t.t("bank.cancel")}
        onConfirm={() => {
          const card = bankCheck!;
          setBankCheck(null);
          void complete(card);
        }}
        onCancel={() => {
          setBankCheck(null);
          setErrors({ paymentMethodId: t.t("payment.notConfirmed") });
        }}
      />
    </form>
  );
}
