import { useState } from "react";
import { z } from "zod";
import { BRAND } from "@kora/shared/brand.ts";
import { CURRENCIES } from "@kora/shared/constants.ts";
import { issuedVouchersSchema, issueVouchersSchema } from "@kora/shared/contracts/credits.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { api } from "../../lib/api-client.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { Panel } from "../../ui/surface.tsx";
import { FieldRow, SelectField, TextField } from "../../ui/text-field.tsx";
import styles from "./credits.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";

/** The form's own words for what the API's schema checks in minor units. */
const formSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, "Enter an amount such as 25 or 25.50.")
    .transform((text) => Math.round(Number(text) * 100))
    .pipe(issueVouchersSchema.shape.amount),
  currency: z.enum(CURRENCIES),
  count: z.coerce.number<string>().int("A whole number, please.").min(1, "At least one code.").max(100, "At most 100 codes at once."),
  validDays: z.coerce.number<string>().int("A whole number of days.").min(1, "At least one day.").max(1095, "At most three years."),
  note: z.string().trim().max(200, "At most 200 characters."),
});

type Issued = z.infer<typeof issuedVouchersSchema> & { amount: number; currency: string };

/** /my-kora/more/vouchers — staff issue voucher codes; the codes are shown once, here. */
export function IssueVouchersPage() {
  usePageTitle("Issue vouchers");
  const { data: me } = useMe();
  const [issued, setIssued] = useState<Issued | null>(null);
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: formSchema,
    defaultValues: { amount: "", currency: "AUD", count: "1", validDays: "365", note: "" },
    onSubmit: async (values) => {
      const answer = await api.post("/api/vouchers", values, { schema: issuedVouchersSchema });
      setIssued({ ...answer, amount: values.amount, currency: values.currency });
    },
  });
  if (!me?.isStaff) return <p>Only the {BRAND.name} team issues vouchers.</p>;
  return (
    <PageLayout width="medium">
      <PageHead title="Issue vouchers">
        Each code gives its credit once. Codes are kept only as hashes, so they're shown here once: copy them before you leave.
      </PageHead>
      <div className={styles.top}>
        <Panel className={styles.panel} aria-labelledby="issue-title">
          <h2 id="issue-title" className={styles.sectionTitle}>
            New codes
          </h2>
          <form ref={formRef} onSubmit={submit} noValidate className={styles.issueForm}>
            <FieldRow>
              <TextField label="Amount" inputMode="decimal" placeholder="25.00" error={errorOf("amount")} {...field("amount")} />
              <SelectField label="Currency" error={errorOf("currency")} {...field("currency", { tidy: false })}>
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
            <FieldRow>
              <TextField label="How many codes" inputMode="numeric" error={errorOf("count")} {...field("count")} />
              <TextField label="Redeemable for (days)" inputMode="numeric" error={errorOf("validDays")} {...field("validDays")} />
            </FieldRow>
            <TextField
              label="Note (only staff see it)"
              placeholder="e.g. Spring webinar giveaway"
              error={errorOf("note")}
              {...field("note")}
            />
            <Button type="submit" busy={submitting}>
              Issue codes
            </Button>
          </form>
        </Panel>
        <Panel className={styles.panel} aria-labelledby="codes-title">
          <h2 id="codes-title" className={styles.sectionTitle}>
            Codes
          </h2>
          {issued ? (
            <>
              <p className={styles.muted}>
                {issued.codes.length} × {formatMoney(issued.amount, issued.currency)}, redeemable until{" "}
                {formatCreditExpiry(issued.expiresAt, me.timezone)}.
              </p>
              <ul className={styles.codes} aria-label="Issued codes">
                {issued.codes.map((code) => (
                  <li key={code}>
                    <code>{code}</code>
                  </li>
                ))}
              </ul>
              <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(issued.codes.join("\n"))}>
                Copy all
              </Button>
            </>
          ) : (
            <EmptyState>The codes you issue appear here.</EmptyState>
          )}
        </Panel>
      </div>
    </PageLayout>
  );
}
