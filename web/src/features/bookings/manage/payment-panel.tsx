import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ApiError, isApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import dialogStyles from "../../../ui/dialog.module.css";
import { describeCard, paymentMethodsQuery } from "../../billing/billing.api.ts";
import { payoutAccountQuery, payoutPaths } from "../../payments/payments.api.ts";
import { payBooking, refreshBookings } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { afterPaying, amountDue, bankCheckMessage, firstOtherCard, isPaidBooking, paymentDetails, paymentNotice } from "./payment-text.ts";
import { runStripeBankCheck } from "./stripe-bank-check.ts";
import styles from "./detail.module.css";

interface Viewer {
  id: string;
  timezone: string;
}

/** The learner's saved cards, to pay with another one. */
function CardChoiceDialog({
  booking,
  open,
  busy,
  onPay,
  onClose,
}: {
  booking: BookingDto;
  open: boolean;
  busy: boolean;
  onPay: (paymentMethodId: string) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const t = useT(bookingsDetailMessages);
  const cards = useQuery({ ...paymentMethodsQuery, enabled: open });
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const list = cards.data ?? [];
  const chosen = picked ?? firstOtherCard(list);

  const submit = async () => {
    if (cards.isPending) return;
    if (!chosen) {
      setError(t.t(list.length ? "cards.choose" : "cards.addFirst"));
      return;
    }
    setError((await onPay(chosen)) ?? null);
  };

  return (
    <FormDialog
      open={open}
      title={t.t("cards.title")}
      submitLabel={t.t("cards.pay", { amount: amountDue(booking, t.locale) })}
      cancelLabel={t.t("goBack")}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      {cards.isPending ? (
        <p className={dialogStyles.text}>{t.t("cards.loading")}</p>
      ) : cards.isError ? (
        <p className={dialogStyles.text}>{t.t("cards.loadFailed")}</p>
      ) : (
        <fieldset
          className={styles.fieldset}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
        >
          <legend>{t.t("cards.saved")}</legend>
          {list.length === 0 && <p className={dialogStyles.text}>{t.t("cards.none")}</p>}
          {list.map((card) => (
            <label key={card.id} className={styles.choice}>
              <input
                type="radio"
                name="paymentMethodId"
                value={card.id}
                checked={chosen === card.id}
                onChange={() => {
                  setPicked(card.id);
                  setError(null);
                }}
              />
              <span className={styles.choiceBox}>
                <strong>{describeCard(card)}</strong>
                {card.isDefault && <span>{t.t("cards.default")}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className={styles.fieldError} id={errorId}>
          {error}
        </p>
      )}
      <p className={styles.whenSub}>
        {t.rich("cards.addInBilling", {
          link: (chunks) => (
            <Link key="link" to={appPath("my-details/billing")}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </FormDialog>
  );
}

/** The learner's "Payment needed" notice with its ways to pay, or the advisor's "waiting" line. */
export function PaymentNotice({ booking, viewer, nowMs }: { booking: BookingDto; viewer: Viewer; nowMs: number }) {
  const t = useT(bookingsDetailMessages);
  const [dialog, setDialog] = useState<"bank" | "cards" | null>(null);
  const [checking, setChecking] = useState(false);
  const { busy, run } = useBookingAction();
  const notice = paymentNotice(booking, viewer, nowMs, t);
  if (!notice) return null;
  if (notice.kind === "waiting")
    return (
      <div className={`${styles.notice} ${styles.noticeAction}`} role="status">
        <p>{notice.text}</p>
      </div>
    );

  /**
   * Pays with the booking's charge (null: after the bank's check) or another saved card. A card the bank refuses
   * comes back as the card dialog's error; a new card the bank wants to check goes on to the check.
   */
  const pay = async (paymentMethodId: string | null): Promise<string | undefined> => {
    let refused: string | undefined;
    const paid = await run(
      "pay",
      async () => {
        const result = await payBooking(booking.id, { paymentMethodId });
        const outcome = afterPaying(result, t);
        // The call worked but the bank said no: shown like any refusal (and the booking is re-read).
        if (outcome.next === "refused") throw new ApiError(402, outcome.message);
        return result;
      },
      {
        success: (result) => afterPaying(result, t).message,
        onSuccess: () => setDialog(null),
        fields: (fields) => {
          refused = fields.paymentMethodId?.[0];
          return refused !== undefined && paymentMethodId !== null;
        },
        onFailure: (error) => {
          if (isApiError(error) && error.status === 402) refused = error.message;
        },
        failure: t.t("pay.failed"),
      },
    );
    // Only after a new card: the check of the current charge never loops back into itself.
    if (paid && paymentMethodId !== null && afterPaying(paid, t).next === "bank-check") await bankCheck(paid);
    return refused;
  };

  /** The bank's check: Stripe's own window (then the API completes the charge), or on the ledger a dialog standing in for it. */
  const bankCheck = async (current: BookingDto) => {
    const secret = current.payment.clientSecret;
    if (!secret) {
      setDialog("bank");
      return;
    }
    setChecking(true);
    const outcome = await runStripeBankCheck(secret, t).finally(() => setChecking(false));
    if (!outcome.ok) {
      toast.error(outcome.message);
      void refreshBookings();
      return;
    }
    await pay(null);
  };

  const working = checking || busy !== null;
  return (
    <div className={styles.payNotice} role="alert">
      <p>
        {t.rich("payNotice.line", {
          title: notice.title,
          text: notice.text,
          strong: (chunks) => <strong key="strong">{chunks}</strong>,
        })}
      </p>
      <div className={styles.actions}>
        {notice.bankCheck && (
          <Button busy={working} onClick={() => void bankCheck(booking)}>
            {t.t("pay.complete")}
          </Button>
        )}
        <Button variant={notice.bankCheck ? "outline" : "primary"} disabled={working} onClick={() => setDialog("cards")}>
          {t.t("pay.anotherCard")}
        </Button>
      </div>
      <ConfirmDialog
        open={dialog === "bank"}
        title={t.t("bankDialog.title")}
        message={t.t("bankDialog.message", { message: bankCheckMessage(booking, t) })}
        confirmLabel={t.t("bankDialog.confirm")}
        cancelLabel={t.t("bankDialog.notNow")}
        onConfirm={() => {
          setDialog(null);
          void pay(null);
        }}
        onCancel={() => setDialog(null)}
      />
      <CardChoiceDialog booking={booking} open={dialog === "cards"} busy={busy !== null} onPay={pay} onClose={() => setDialog(null)} />
    </div>
  );
}

/** What was charged, what went back and why (both sides), and the advisor's payout. Paid bookings only. */
export function PaymentPanel({ booking, viewer, nowMs }: { booking: BookingDto; viewer: Viewer; nowMs: number }) {
  const t = useT(bookingsDetailMessages);
  const advisor = booking.role === "advisor" && isPaidBooking(booking);
  const payouts = useQuery({ ...payoutAccountQuery, enabled: advisor });
  if (!isPaidBooking(booking)) return null;
  // Until the account is read, nothing is said to be missing.
  const details = paymentDetails(booking, viewer, nowMs, !payouts.data || payouts.data.status === "enabled", t);
  return (
    <section className={styles.panel} aria-labelledby="payment">
      <h2 id="payment">{t.t("payment.title")}</h2>
      <p className={styles.paymentStatus}>{details.status}</p>
      {(details.charged || details.credit || details.payout) && (
        <dl className={styles.money}>
          {details.charged && (
            <div>
              <dt>{details.charged.label}</dt>
              <dd>{details.charged.amount}</dd>
            </div>
          )}
          {details.credit && (
            <div>
              <dt>{details.credit.label}</dt>
              <dd>{details.credit.amount}</dd>
            </div>
          )}
          {details.payout && (
            <div>
              <dt>{t.t("payment.payout")}</dt>
              <dd>{details.payout.amount}</dd>
            </div>
          )}
        </dl>
      )}
      {details.payout && (
        <p className={details.payout.settings ? styles.payoutHeld : styles.paymentState}>
          {details.payout.state}
          {details.payout.settings && (
            <>
              {" "}
              · <Link to={payoutPaths.settings}>{details.payout.settings}</Link>
            </>
          )}
        </p>
      )}
      {(details.refunds.length > 0 || details.creditBack) && (
        <ul className={styles.refunds} aria-label={t.t("payment.refunds")}>
          {details.refunds.map((refund, index) => (
            // Refunds have no id on the wire; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <div className={styles.refundHead}>
                <strong>{refund.label}</strong>
                <span>
                  {refund.when} · {refund.state}
                </span>
              </div>
              <p>{refund.reason}</p>
            </li>
          ))}
          {details.creditBack && (
            <li>
              <div className={styles.refundHead}>
                <strong>{t.t("payment.creditBack", { amount: details.creditBack.amount })}</strong>
                <span>{details.creditBack.state}</span>
              </div>
            </li>
          )}
        </ul>
      )}
      {details.note && <p className={styles.paymentState}>{details.note}</p>}
    </section>
  );
}
