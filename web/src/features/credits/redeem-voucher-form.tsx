import { useMemo } from "react";
import { z } from "zod";
import { redeemVoucherSchema } from "@kora/shared/contracts/credits.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { redeemedText } from "./credits-format.ts";
import { redeemVoucher } from "./credits.client.ts";
import styles from "./credits.module.css";
import type { CreditsT } from "./credits-format.ts";
import { creditsMessages } from "@kora/shared/i18n/messages/credits.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** The API's schema, with its own word for an empty field (the API's "not valid" would puzzle there). */
const redeemFormSchema = (t: CreditsT) =>
  z.object({
    code: z.string().trim().min(1, t.t("redeem.empty")).pipe(redeemVoucherSchema.shape.code),
  });

/** One code in, one credit out: a 422 on `code` (invalid, claimed, expired) lands under the field. */
export function RedeemVoucherForm() {
  const t = useT(creditsMessages);
  const schema = useMemo(() => redeemFormSchema(t), [t]);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { code: "" },
    onSubmit: async (values) => {
      const credit = await redeemVoucher(values);
      form.reset({ code: "" });
      toast.success(redeemedText(credit, t));
    },
  });

  return (
    <Panel aria-labelledby="redeem-title" className={styles.panel}>
      <h2 id="redeem-title" className={styles.sectionTitle}>
        {t.t("redeem.title")}
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.redeem}>
        <TextField
          label={t.t("redeem.label")}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf("code")}
          {...field("code", { tidy: false })}
        />
        <Button type="submit" busy={submitting} className={styles.redeemButton}>
          {t.t("redeem.submit")}
        </Button>
      </form>
    </Panel>
  );
}
