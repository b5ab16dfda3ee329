import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
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

const PAY_FAILED = "We couldn't complete the payment. Please try again.";

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
  const cards = useQuery({ ...paymentMethodsQuery, enabled: open });
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const list = cards.data ?? [];
  const chosen = picked ?? firstOtherCard(list);

  const submit = async () => {
    if (cards.isPending) return;
    if (!chosen) {
      setError(list.length ? "Please choose a card." : "Please add a card in Billing first.");
      return;
    }
    setError((await onPay(chosen)) ?? null);
  };

  return (
    <FormDialog
      open={open}
      title="Pay with another card"
      submitLabel={`Pay ${amountDue(booking)}`}
      cancelLabel="Go back"
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      {cards.isPending ? (
        <p className={dialogStyles.text}>Loading your cards…</p>
      ) : cards.isError ? (
        <p className={dialogStyles.text}>We couldn't load your cards. Please close this and try again.</p>
      ) : (
        <fieldset
          className={styles.fieldset}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
        >
          <legend>Your saved cards</legend>
          {list.length === 0 && <p className={dialogStyles.text}>You have no saved cards.</p>}
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
                {card.isDefault && <span>Your default card</span>}
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
        <Link to={appPath("my-details/billing")}>Add a card in Billing</Link>, then come back to pay.
      </p>
    </FormDialog>
  );
}

/** The learner's "Payment needed" notice with its ways to pay, or the advisor's "waiting" line. */
export function PaymentNotice({ booking, viewer, nowMs }: { booking: BookingDto; viewer: Viewer; nowMs: number }) {
  const [dialog, setDialog] = useState<"bank" | "cards" | null>(null);
  const [checking, setChecking] = useState(false);
  const { busy, run } = useBookingAction();
  const notice = paymentNotice(booking, viewer, nowMs);
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
        const outcome = afterPaying(result);
        // The call worked but the bank said no: shown like any refusal (and the booking is re-read).
        if (outcome.next === "refused") throw new ApiError(402, outcome.message);
        return result;
      },
      {
        success: (result) => afterPaying(result).message,
        onSuccess: () => setDialog(null),
        fields: (fields) => {
          refused = fields.paymentMethodId?.[0];
          return refused !== undefined && paymentMethodId !== null;
        },
        onFailure: (error) => {
          if (isApiError(error) && error.status === 402) refused = error.message;
        },
        failure: PAY_FAILED,
      },
    );
    // Only after a new card: the check of the current charge never loops back into itself.
    if (paid && paymentMethodId !== null && afterPaying(paid).next === "bank-check") await bankCheck(paid);
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
    const outcome = await runStripeBankCheck(secret).finally(() => setChecking(false));
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
        <strong>{notice.title}:</strong> {notice.text}
      </p>
      <div className={styles.actions}>
        {notice.bankCheck && (
          <Button busy={working} onClick={() => void bankCheck(booking)}>
            Complete payment
          </Button>
        )}
        <Button variant={notice.bankCheck ? "outline" : "primary"} disabled={working} onClick={() => setDialog("cards")}>
          Use another card
        </Button>
      </div>
      <ConfirmDialog
        open={dialog === "bank"}
        title="Confirm your payment"
        message={`${bankCheckMessage(booking)} (On the built-in test ledger, this stands in for your bank's own check.)`}
        confirmLabel="Confirm payment"
        cancelLabel="Not now"
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
  const advisor = booking.role === "advisor" && isPaidBooking(booking);
  const payouts = useQuery({ ...payoutAccountQuery, enabled: advisor });
  if (!isPaidBooking(booking)) return null;
  // Until the account is read, nothing is said to be missing.
  const details = paymentDetails(booking, viewer, nowMs, !payouts.data || payouts.data.status === "enabled");
  return (
    <section className={styles.panel} aria-labelledby="payment">
      <h2 id="payment">Payment</h2>
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
              <dt>Your payout</dt>
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
        <ul className={styles.refunds} aria-label="Refunds">
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
                <strong>{details.creditBack.amount} back as credit</strong>
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
