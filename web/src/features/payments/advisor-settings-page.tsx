import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { PayoutAccountDto } from "@kora/shared/contracts/payments.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { isApiError } from "../../lib/api-client.ts";
import { countryName } from "../../lib/locale-options.ts";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonAnchor } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Notice, Panel } from "../../ui/surface.tsx";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { BankDetailsForm } from "./bank-details-form.tsx";
import { PayoutDetailsForm } from "./payout-details-form.tsx";
import { formatBirthDate, linkDestination, moneyList, payoutView } from "./payout-status.ts";
import { EARNINGS_CSV_URL, payoutAccountQuery, payoutLink } from "./payments.client.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { BrandingSection } from "../branding/branding.api.ts";
import styles from "./payouts.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { paymentsMessages } from "@kora/shared/i18n/messages/payments.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Opens Stripe's onboarding or dashboard (leaving the app), or the ledger's own page (inside it). */
function usePayoutLink() {
  const t = useT(paymentsMessages);
  const navigate = useNavigate();
  const [opening, setOpening] = useState<"onboarding" | "dashboard" | null>(null);
  const open = async (type: "onboarding" | "dashboard") => {
    if (opening) return;
    setOpening(type);
    try {
      const destination = linkDestination(await payoutLink(type), window.location.origin);
      if ("internal" in destination) {
        navigate(destination.internal);
        setOpening(null);
      } else {
        // Stays busy while the browser leaves for Stripe.
        window.location.assign(destination.external);
      }
    } catch (error) {
      if (!isApiError(error) || !error.toasted) toast.error(isApiError(error) ? error.message : t.t("link.failed"));
      setOpening(null);
    }
  };
  return { opening, open };
}

function PayoutsPanel({ me, account, changingBank }: { me: Me; account: PayoutAccountDto; changingBank: boolean }) {
  const t = useT(paymentsMessages);
  const locale = useLocale();
  const [, setParams] = useSearchParams();
  const view = payoutView(account, changingBank, t);
  const { opening, open } = usePayoutLink();
  const stopChanging = () => setParams({}, { replace: true });

  // The ledger's "dashboard" is this page's bank form: bring it into view.
  useEffect(() => {
    if (changingBank && view.bankForm) document.getElementById("bank-details")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [changingBank, view.bankForm]);

  return (
    <Panel aria-labelledby="payouts-title" className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 id="payouts-title">{t.t("payouts.title")}</h2>
        <span className={`${styles.badge} ${styles[view.badge.tone]}`}>{view.badge.label}</span>
      </div>
      {account.status === "none" && account.needsDetails ? (
        <Notice tone="warning">
          <span>{view.summary}</span>
        </Notice>
      ) : (
        <p className={styles.summary}>{view.summary}</p>
      )}
      {view.requirements.length > 0 && (
        <div className={account.status === "restricted" ? styles.requirementsAction : styles.requirements}>
          <strong>{account.status === "restricted" ? t.t("payouts.actionNeeded") : t.t("payouts.stillNeeded")}</strong>
          <ul>
            {view.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {account.status !== "none" && (
        <dl className={styles.facts}>
          <div>
            <dt>{t.t("facts.country")}</dt>
            <dd>{account.country ? countryName(account.country, locale) : t.t("facts.notGiven")}</dd>
          </div>
          <div>
            <dt>{t.t("facts.dateOfBirth")}</dt>
            <dd>{account.dateOfBirth ? formatBirthDate(account.dateOfBirth, locale) : t.t("facts.notGiven")}</dd>
          </div>
          <div>
            <dt>{t.t("facts.bank")}</dt>
            <dd>{account.bankLast4 ? t.t("facts.ending", { last4: account.bankLast4 }) : t.t("facts.notAdded")}</dd>
          </div>
        </dl>
      )}
      {view.detailsForm && <PayoutDetailsForm me={me} />}
      {view.bankForm && (
        <BankDetailsForm
          me={me}
          country={account.country}
          onDone={stopChanging}
          onCancel={account.status === "enabled" ? stopChanging : undefined}
        />
      )}
      {view.continueToStripe && (
        <div className={styles.linkRow}>
          <Button busy={opening === "onboarding"} onClick={() => void open("onboarding")}>
            {t.t("payouts.continue")}
          </Button>
          <p>{t.t("payouts.continueHint")}</p>
        </div>
      )}
      {view.dashboard && !view.bankForm && (
        <div className={styles.linkRow}>
          <Button variant="outline" busy={opening === "dashboard"} onClick={() => void open("dashboard")}>
            {t.t("payouts.dashboard")}
          </Button>
          <p>{account.provider === "stripe" ? t.t("payouts.dashboardStripe") : t.t("payouts.dashboardLedger")}</p>
        </div>
      )}
    </Panel>
  );
}

function EarningsPanel({ account }: { account: PayoutAccountDto }) {
  const t = useT(paymentsMessages);
  const locale = useLocale();
  const nothing = t.t("earnings.nothing");
  const rows = [
    { id: "pending", label: t.t("earnings.pending"), hint: t.t("earnings.pendingHint"), amounts: account.earnings.pending },
    { id: "paid", label: t.t("earnings.paid"), hint: t.t("earnings.paidHint"), amounts: account.earnings.paid },
  ];
  return (
    <Panel aria-labelledby="earnings-title" className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 id="earnings-title">{t.t("earnings.title")}</h2>
      </div>
      <dl className={styles.earnings}>
        {rows.map((row) => (
          <div key={row.id}>
            <dt>
              {row.label}
              <span>{row.hint}</span>
            </dt>
            {moneyList(row.amounts, (minor, currency) => formatMoney(minor, currency, locale), nothing).map((line) => (
              <dd key={line} className={line === nothing ? styles.nothing : undefined}>
                {line}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <p className={styles.summary}>{t.t("earnings.arrive")}</p>
      <div>
        <ButtonAnchor href={EARNINGS_CSV_URL} download variant="outline" size="small">
          {t.t("earnings.csv")}
        </ButtonAnchor>
      </div>
    </Panel>
  );
}

/** /my-kora/my-details/advisor-settings — payout details, the bank account and earnings, for everyone signed in. */
export function AdvisorSettingsPage() {
  const t = useT(paymentsMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const account = useQuery({ ...payoutAccountQuery, enabled: Boolean(me) });
  const [params] = useSearchParams();
  if (!me) return null;

  return (
    <PageLayout>
      <PageHead title={t.t("page.title")}>{t.t("page.lead")}</PageHead>
      {account.isPending ? (
        <PageLoader label={t.t("page.loading")} />
      ) : !account.data ? (
        <Panel className={styles.panel} role="alert">
          <h2 className={styles.failTitle}>{t.t("page.failed")}</h2>
          <p className={styles.summary}>{isApiError(account.error) ? account.error.message : t.t("page.network")}</p>
          <div>
            <Button onClick={() => void account.refetch()}>{t.t("page.tryAgain")}</Button>
          </div>
        </Panel>
      ) : (
        <div className={styles.layout}>
          <PayoutsPanel me={me} account={account.data} changingBank={params.get("payouts") === "bank"} />
          <EarningsPanel account={account.data} />
        </div>
      )}
      <BrandingSection userId={me.id} />
    </PageLayout>
  );
}
