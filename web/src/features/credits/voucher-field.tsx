import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { creditAtBookingText, redeemedText } from "./credits-format.ts";
import { creditAvailableQuery, redeemVoucher } from "./credits.client.ts";
import styles from "./credits.module.css";
import { creditsMessages } from "@kora/shared/i18n/messages/credits.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * "Have a voucher or gift card code?" on the booking request (public-site §7: a voucher code is asked at
 * booking). The code is redeemed at once (POST /api/me/redeem-voucher) and becomes credit; what the credit
 * will pay when the session is confirmed is shown under it, in the session's currency. It sits inside the
 * request form, so it has no form of its own: Enter in the field applies the code instead of sending the request.
 */
export function VoucherField({ currency, total }: { currency: string; total: number | null }) {
  const t = useT(creditsMessages);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const available = useQuery(creditAvailableQuery);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const creditText = available.data ? creditAtBookingText(available.data, currency, total, t) : null;

  const apply = async () => {
    if (busy) return;
    if (!code.trim()) return setError(t.t("redeem.empty"));
    setBusy(true);
    setError(null);
    try {
      const credit = await redeemVoucher({ code });
      setCode("");
      setOpen(false);
      toast.success(redeemedText(credit, t));
    } catch (failure) {
      // The spec's words for an invalid, claimed or expired code come back on `code`; a 429 or 5xx was toasted.
      if (isApiError(failure)) setError(failure.fields?.code?.[0] ?? (failure.toasted ? null : failure.message || t.t("voucher.failed")));
      else setError(t.t("voucher.failed"));
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
            label={t.t("redeem.label")}
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
              {t.t("voucher.apply")}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setOpen(false);
                setError(null);
              }}
            >
              {t.t("voucher.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
          {t.t("voucher.open")}
        </Button>
      )}
    </div>
  );
}
