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

/** The API's schema, with its own word for an empty field (the API's "not valid" would puzzle there). */
const redeemFormSchema = z.object({
  code: z.string().trim().min(1, "Please enter your code.").pipe(redeemVoucherSchema.shape.code),
});

/** One code in, one credit out: a 422 on `code` (invalid, claimed, expired) lands under the field. */
export function RedeemVoucherForm() {
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: redeemFormSchema,
    defaultValues: { code: "" },
    onSubmit: async (values) => {
      const credit = await redeemVoucher(values);
      form.reset({ code: "" });
      toast.success(redeemedText(credit));
    },
  });

  return (
    <Panel aria-labelledby="redeem-title" className={styles.panel}>
      <h2 id="redeem-title" className={styles.sectionTitle}>
        Redeem a voucher
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.redeem}>
        <TextField
          label="Voucher or gift card code"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf("code")}
          {...field("code", { tidy: false })}
        />
        <Button type="submit" busy={submitting} className={styles.redeemButton}>
          Redeem
        </Button>
      </form>
    </Panel>
  );
}
