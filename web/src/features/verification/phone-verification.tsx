import { type ReactNode, useState } from "react";
import type { Me } from "@kora/shared/contracts/users.ts";
import { phoneVerifyRequestSchema } from "@kora/shared/contracts/verification.ts";
import { exampleMobile } from "@kora/shared/domain/validation/phone-example.ts";
import { formatMobile, parseMobile } from "@kora/shared/domain/validation/phone.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { SentCodeStep } from "./sent-code-step.tsx";
import { confirmPhoneCode, requestPhoneCode, retryAfterOf } from "./verification.client.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./verification.module.css";
import { verificationMessages } from "@kora/shared/i18n/messages/verification.ts";
import { useT } from "../../lib/i18n/use-t.ts";

type Stage = { kind: "number" } | { kind: "code"; typed: string; phone: string; resendAfter: number };

/**
 * Mobile verification (public-site §2): enter the number, then the texted code. Used by
 * /verify/phone and, to change a verified number, by the My details panel.
 */
export function PhoneVerification({
  me,
  onVerified,
  intro,
  submitLabel,
}: {
  me: Me;
  onVerified: (me: Me) => void;
  /** Shown above the number, on the first step only. */
  intro?: ReactNode;
  /** The button's words ("Text me a code" when not given). */
  submitLabel?: string;
}) {
  const t = useT(verificationMessages);
  const pending = me.phone && !me.phoneVerified ? me.phone : null;
  const [stage, setStage] = useState<Stage>({ kind: "number" });
  const { formRef, field, errorOf, submit, submitting, form } = useKoraForm({
    schema: phoneVerifyRequestSchema,
    defaultValues: { phone: pending ? formatMobile(pending) : "" },
    onSubmit: async ({ phone }) => {
      try {
        const sent = await requestPhoneCode(phone);
        setStage({ kind: "code", typed: phone, phone: sent.to, resendAfter: sent.resendAfterSeconds });
      } catch (error) {
        // A code went to this very number a moment ago: carry on with it rather than wait.
        const parsed = parseMobile(phone, me.country);
        if (isApiError(error) && error.status === 429 && parsed && parsed === me.phone) {
          setStage({ kind: "code", typed: phone, phone: parsed, resendAfter: retryAfterOf(error.message) ?? 60 });
          return;
        }
        throw error;
      }
    },
  });

  if (stage.kind === "code") {
    return (
      <SentCodeStep
        lead={t.rich("phone.sent", { phone: formatMobile(stage.phone), strong: (chunks) => <strong key="phone">{chunks}</strong> })}
        resendAfter={stage.resendAfter}
        onSubmit={async (code) => onVerified(await confirmPhoneCode(code))}
        onResend={async () => (await requestPhoneCode(stage.typed)).resendAfterSeconds}
        change={{
          label: t.t("differentNumber"),
          onClick: () => {
            form.reset({ phone: stage.typed });
            setStage({ kind: "number" });
          },
        }}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {intro && <p className={styles.lead}>{intro}</p>}
      <TextField
        label={t.t("mobile")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={exampleMobile(me.country)}
        hint={t.t("phone.hint")}
        error={errorOf("phone")}
        {...field("phone")}
      />
      <Button type="submit" block size="large" busy={submitting}>
        {submitLabel ?? t.t("textMeACode")}
      </Button>
      <p className={notes.fine}>{t.t("phone.rates")}</p>
    </form>
  );
}
