import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { creditAtBookingText, redeemedText } from "./credits-format.ts";
import { creditAvailableQuery, redeemVoucher } from "./credits.client.ts";
import styles from "./credits.module.css";

const EMPTY = "Please enter your code.";
const FAILED = "We couldn't check that code. Please try again.";

/**
 * "Have a voucher or gift card code?" on the booking request (public-site §7: a voucher code is asked at
 * booking). The code is redeemed at once (POST /api/me/redeem-voucher) and becomes credit; what the credit
 * will pay when the session is confirmed is shown under it, in the session's currency. It sits inside the
 * request form, so it has no form of its own: Enter in the field applies the code instead of sending the request.
 */
export function VoucherField({ currency, total }: { currency: string; total: number | null }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const available = useQuery(creditAvailableQuery);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const creditText = available.data ? creditAtBookingText(available.data, currency, total) : null;

  const apply = async () => {
    if (busy) return;
    if (!code.trim()) return setError(EMPTY);
    setBusy(true);
    setError(null);
    try {
      const credit = await redeemVoucher({ code });
      setCode("");
      setOpen(false);
      toast.success(redeemedText(credit));
    } catch (failure) {
      // The spec's words for an invalid, claimed or expired code come back on `code`; a 429 or 5xx was toasted.
      if (isApiError(failure)) setError(failure.fields?.code?.[0] ?? (failure.toasted ? null : failure.message || FAILED));
      else setError(FAILED);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void apply();
  };

  return (
    <div className={styles.voucher}>
      {creditText && (
        <p className={styles.voucherCredit} role="status">
          {creditText}
        </p>
      )}
      {open ? (
        <div className={styles.voucherForm}>
          <TextField
            ref={input}
            label="Voucher or gift card code"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            error={error ?? undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <div className={styles.voucherActions}>
            <Button variant="secondary" busy={busy} onClick={() => void apply()}>
              Apply code
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setOpen(false);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
          Have a voucher or gift card code?
        </Button>
      )}
    </div>
  );
}
