import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { PayoutAccountDto } from "@kora/shared/contracts/payments.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
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

/** Opens Stripe's onboarding or dashboard (leaving the app), or the ledger's own page (inside it). */
function usePayoutLink() {
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
      if (!isApiError(error) || !error.toasted)
        toast.error(isApiError(error) ? error.message : "We couldn't open the payout page. Please try again.");
      setOpening(null);
    }
  };
  return { opening, open };
}

function PayoutsPanel({ me, account, changingBank }: { me: Me; account: PayoutAccountDto; changingBank: boolean }) {
  const [, setParams] = useSearchParams();
  const view = payoutView(account, changingBank);
  const { opening, open } = usePayoutLink();
  const stopChanging = () => setParams({}, { replace: true });

  // The ledger's "dashboard" is this page's bank form: bring it into view.
  useEffect(() => {
    if (changingBank && view.bankForm) document.getElementById("bank-details")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [changingBank, view.bankForm]);

  return (
    <Panel aria-labelledby="payouts-title" className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 id="payouts-title">Payouts</h2>
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
          <strong>{account.status === "restricted" ? "Action needed:" : "Still needed:"}</strong>
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
            <dt>Country</dt>
            <dd>{account.country ? countryName(account.country) : "Not given"}</dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>{account.dateOfBirth ? formatBirthDate(account.dateOfBirth) : "Not given"}</dd>
          </div>
          <div>
            <dt>Bank account</dt>
            <dd>{account.bankLast4 ? `Ending •••• ${account.bankLast4}` : "Not added yet"}</dd>
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
            Continue to Stripe
          </Button>
          <p>Stripe opens in this tab and brings you back here when you're done.</p>
        </div>
      )}
      {view.dashboard && !view.bankForm && (
        <div className={styles.linkRow}>
          <Button variant="outline" busy={opening === "dashboard"} onClick={() => void open("dashboard")}>
            Open payout dashboard
          </Button>
          <p>
            {account.provider === "stripe"
              ? "See your payouts on Stripe, or change your bank account."
              : "Change the bank account your payouts go to."}
          </p>
        </div>
      )}
    </Panel>
  );
}

function EarningsPanel({ account }: { account: PayoutAccountDto }) {
  const rows = [
    {
      label: "Pending",
      hint: "Ended paid sessions, late cancellations included; payout scheduled or on hold",
      amounts: account.earnings.pending,
    },
    { label: "Paid", hint: "Sent to your bank account", amounts: account.earnings.paid },
  ];
  return (
    <Panel aria-labelledby="earnings-title" className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 id="earnings-title">Earnings</h2>
      </div>
      <dl className={styles.earnings}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>
              {row.label}
              <span>{row.hint}</span>
            </dt>
            {moneyList(row.amounts, formatMoney).map((line) => (
              <dd key={line} className={line === "Nothing yet" ? styles.nothing : undefined}>
                {line}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <p className={styles.summary}>Payouts arrive about a week after a session is completed.</p>
      <div>
        <ButtonAnchor href={EARNINGS_CSV_URL} download variant="outline" size="small">
          Download CSV
        </ButtonAnchor>
      </div>
    </Panel>
  );
}

/** /my-kora/my-details/advisor-settings — payout details, the bank account and earnings, for everyone signed in. */
export function AdvisorSettingsPage() {
  usePageTitle("Advisor settings");
  const { data: me } = useMe();
  const account = useQuery({ ...payoutAccountQuery, enabled: Boolean(me) });
  const [params] = useSearchParams();
  if (!me) return null;

  return (
    <PageLayout>
      <PageHead title="Advisor settings">
        If you advise on Kora, this is where you get paid. Learners pay when you confirm a paid booking; your share reaches your bank about
        a week after the session. Only learning? There's nothing to set up until you offer a paid session.
      </PageHead>
      {account.isPending ? (
        <PageLoader label="Loading your payout settings" />
      ) : !account.data ? (
        <Panel className={styles.panel} role="alert">
          <h2 className={styles.failTitle}>We couldn't load your payout settings</h2>
          <p className={styles.summary}>{isApiError(account.error) ? account.error.message : MESSAGES.network}</p>
          <div>
            <Button onClick={() => void account.refetch()}>Try again</Button>
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
