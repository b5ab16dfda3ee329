import { Link } from "react-router-dom";
import { CURRENCIES } from "@kora/shared/constants.ts";
import { siteFeaturesPaymentsMessages } from "@kora/shared/i18n/messages/site-features-payments.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";
import { FeesTable } from "./fees-table.tsx";
import { em } from "./rich-tags.tsx";
import { Section } from "./site-sections.tsx";

/** The page's copy in the page's language (site-features-payments). */
function useContent(): FeaturePageContent {
  const t = useT(siteFeaturesPaymentsMessages);
  return {
    path: FEATURE_PATHS.payments,
    name: t.t("name"),
    metaTitle: t.t("metaTitle"),
    description: t.t("description"),
    title: t.rich("title", { em }),
    lede: <p>{t.t("lede")}</p>,
    art: { src: "/img/marketing/payments.svg", width: 420, height: 320 },
    capabilities: [
      {
        id: "rates",
        icon: "coin",
        title: t.t("rates.title"),
        body: <p>{t.t("rates.body")}</p>,
        points: [t.t("rates.currencies", { currencies: CURRENCIES.join(", ") }), t.t("rates.converted")],
      },
      {
        id: "charged-on-confirm",
        icon: "shield",
        title: t.t("confirm.title"),
        body: <p>{t.t("confirm.body")}</p>,
        points: [t.t("confirm.voucher")],
      },
      {
        id: "where",
        icon: "globe",
        title: t.t("where.title"),
        body: <p>{t.t("where.body")}</p>,
        points: [t.t("where.payouts"), t.t("where.details"), t.t("where.verify")],
      },
      {
        id: "payouts",
        icon: "clock",
        title: t.t("payouts.title"),
        body: <p>{t.t("payouts.body")}</p>,
        points: [t.t("payouts.advisorMissing"), t.t("payouts.learnerMissing"), t.t("payouts.neither"), t.t("payouts.attending")],
      },
      {
        id: "pro-bono",
        icon: "star",
        title: t.t("proBono.title"),
        body: <p>{t.t("proBono.body")}</p>,
      },
      {
        id: "vouchers",
        icon: "gift",
        title: t.t("vouchers.title"),
        body: <p>{t.t("vouchers.body")}</p>,
        points: [
          <Link key="gift-cards" to="/giftcards">
            {t.t("vouchers.link")}
          </Link>,
        ],
      },
    ],
    extra: (
      <Section tone="sunken" id="fees" title={t.t("fees.title")} intro={<p>{t.t("fees.intro")}</p>}>
        <FeesTable />
      </Section>
    ),
    faq: [
      { label: t.t("faq.payments"), to: FAQ_LINKS.payments },
      { label: t.t("faq.fees"), to: FAQ_LINKS.tiers },
      { label: t.t("faq.giftCards"), to: FAQ_LINKS.giftCards },
      { label: t.t("faq.cancellation"), to: "/cancellation-policy" },
    ],
    cta: {
      title: t.t("cta.title"),
      text: <p>{t.t("cta.text")}</p>,
      primary: { label: t.t("cta.start"), to: SIGN_UP_PATH },
      secondary: { label: t.t("cta.pricing"), to: "/pricing" },
    },
  };
}

/** /features/payment-integration (also shown, noindex, on the old /f/pay). */
export default function PaymentIntegrationPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={useContent()} legacy={legacy} />;
}
