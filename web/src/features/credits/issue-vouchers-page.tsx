import { useMemo, useState } from "react";
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
import { useLocale } from "../../lib/i18n/locale.tsx";
import type { CreditsT } from "./credits-format.ts";
import { creditsMessages } from "@kora/shared/i18n/messages/credits.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** The form's own words for what the API's schema checks in minor units. */
const formSchema = (t: CreditsT) =>
  z.object({
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, t.t("issue.error.amount"))
      .transform((text) => Math.round(Number(text) * 100))
      .pipe(issueVouchersSchema.shape.amount),
    currency: z.enum(CURRENCIES),
    count: z.coerce
      .number<string>()
      .int(t.t("issue.error.wholeNumber"))
      .min(1, t.t("issue.error.countMin"))
      .max(100, t.t("issue.error.countMax")),
    validDays: z.coerce
      .number<string>()
      .int(t.t("issue.error.wholeDays"))
      .min(1, t.t("issue.error.daysMin"))
      .max(1095, t.t("issue.error.daysMax")),
    note: z.string().trim().max(200, t.t("issue.error.noteMax")),
  });

type Issued = z.infer<typeof issuedVouchersSchema> & { amount: number; currency: string };

/** /my-kora/more/vouchers — staff issue voucher codes; the codes are shown once, here. */
export function IssueVouchersPage() {
  const t = useT(creditsMessages);
  const locale = useLocale();
  const schema = useMemo(() => formSchema(t), [t]);
  usePageTitle(t.t("issue.title"));
  const { data: me } = useMe();
  const [issued, setIssued] = useState<Issued | null>(null);
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { amount: "", currency: "AUD", count: "1", validDays: "365", note: "" },
    onSubmit: async (values) => {
      const answer = await api.post("/api/vouchers", values, { schema: issuedVouchersSchema });
      setIssued({ ...answer, amount: values.amount, currency: values.currency });
    },
  });
  if (!me?.isStaff) return <p>{t.t("issue.staffOnly", { brand: BRAND.name })}</p>;
  return (
    <PageLayout width="medium">
      <PageHead title={t.t("issue.title")}>{t.t("issue.lead")}</PageHead>
      <div className={styles.top}>
        <Panel className={styles.panel} aria-labelledby="issue-title">
          <h2 id="issue-title" className={styles.sectionTitle}>
            {t.t("issue.newCodes")}
          </h2>
          <form ref={formRef} onSubmit={submit} noValidate className={styles.issueForm}>
            <FieldRow>
              <TextField
                label={t.t("issue.amount")}
                inputMode="decimal"
                placeholder="25.00"
                error={errorOf("amount")}
                {...field("amount")}
              />
              <SelectField label={t.t("issue.currency")} error={errorOf("currency")} {...field("currency", { tidy: false })}>
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
            <FieldRow>
              <TextField label={t.t("issue.count")} inputMode="numeric" error={errorOf("count")} {...field("count")} />
              <TextField label={t.t("issue.validDays")} inputMode="numeric" error={errorOf("validDays")} {...field("validDays")} />
            </FieldRow>
            <TextField label={t.t("issue.note")} placeholder={t.t("issue.notePlaceholder")} error={errorOf("note")} {...field("note")} />
            <Button type="submit" busy={submitting}>
              {t.t("issue.submit")}
            </Button>
          </form>
        </Panel>
        <Panel className={styles.panel} aria-labelledby="codes-title">
          <h2 id="codes-title" className={styles.sectionTitle}>
            {t.t("issue.codes")}
          </h2>
          {issued ? (
            <>
              <p className={styles.muted}>
                {t.t("issue.summary", {
                  count: issued.codes.length,
                  amount: formatMoney(issued.amount, issued.currency, locale),
                  date: formatCreditExpiry(issued.expiresAt, me.timezone, locale),
                })}
              </p>
              <ul className={styles.codes} aria-label={t.t("issue.issued")}>
                {issued.codes.map((code) => (
                  <li key={code}>
                    <code>{code}</code>
                  </li>
                ))}
              </ul>
              <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(issued.codes.join("\n"))}>
                {t.t("issue.copyAll")}
              </Button>
            </>
          ) : (
            <EmptyState>{t.t("issue.empty")}</EmptyState>
          )}
        </Panel>
      </div>
    </PageLayout>
  );
}
