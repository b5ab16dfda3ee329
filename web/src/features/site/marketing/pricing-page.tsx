import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { CURRENCIES } from "@kora/shared/constants.ts";
import { ADMIN_FEE_PERCENT } from "@kora/shared/domain/money/fees.ts";
import { PLUS_MONTHLY_PRICE } from "@kora/shared/domain/plans/plans.ts";
import { MEETING_SIZE } from "@kora/shared/domain/meetings/rules.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { sitePricingMessages } from "@kora/shared/i18n/messages/site-pricing.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FAQ_LINKS } from "./faq-links.ts";
import { FaqList, faqJsonLd, type FaqItem } from "./faq-list.tsx";
import { FeeExamples, FeesTable } from "./fees-table.tsx";
import { OrganisationPlan } from "./organisation-plan.tsx";
import styles from "./pricing-page.module.css";
import { em } from "./rich-tags.tsx";
import { CheckList, CtaBand, PageHero, Section } from "./site-sections.tsx";

/** Plans are chosen on the plan page; a visitor signs up (or, signed in, goes straight there). */
const planPage = (search = "") => `${SIGN_UP_PATH}&redirectTo=${encodeURIComponent(appPath(`more/plan${search}`))}`;
const PRO_REQUEST_PATH = planPage();

type PricingTranslator = Translator<KeyOf<typeof sitePricingMessages>>;

/** The Plus price after the free month, as the page has always written it in English ("US$12"), else in the language's way. */
function plusPrice(currency: "USD" | "GBP" | "EUR", locale: Locale): string {
  const major = PLUS_MONTHLY_PRICE[currency] / 100;
  if (locale === "en") return `${{ USD: "US$", GBP: "£", EUR: "€" }[currency]}${major}`;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(major);
}

/** The three personal plans, in the page's language. */
const plans = (t: PricingTranslator, locale: Locale) =>
  [
    {
      id: "basic",
      name: "Basic",
      price: t.t("basic.price"),
      note: t.t("basic.note"),
      points: [
        t.t("plans.size", { count: MEETING_SIZE.basic }),
        t.t("basic.noLimit"),
        t.t("basic.recording"),
        t.t("basic.fee", { private: ADMIN_FEE_PERCENT.private, marketplace: ADMIN_FEE_PERCENT.marketplace }),
      ],
      cta: { label: t.t("basic.cta"), to: SIGN_UP_PATH },
    },
    {
      id: "plus",
      name: "Plus",
      price: t.t("plus.price"),
      note: t.t("plus.note", { usd: plusPrice("USD", locale), gbp: plusPrice("GBP", locale), eur: plusPrice("EUR", locale) }),
      points: [
        t.t("plans.size", { count: MEETING_SIZE.plus }),
        t.t("plus.download"),
        t.t("plus.fee", { percent: ADMIN_FEE_PERCENT.subscriber }),
        t.t("plus.downgrade"),
      ],
      cta: { label: t.t("plus.cta"), to: planPage("?start=plus") },
    },
    {
      id: "pro",
      name: "Pro",
      price: t.t("pro.price"),
      note: t.t("pro.note"),
      points: [t.t("plans.size", { count: MEETING_SIZE.pro }), t.t("pro.analytics"), t.t("pro.video"), t.t("pro.reply")],
      cta: { label: t.t("pro.cta"), to: PRO_REQUEST_PATH },
    },
  ] as const;

type Cell = string | boolean;
/** The comparison rows: Basic, Plus, Pro. `true` is included, `false` is not. */
const comparison = (t: PricingTranslator): { id: string; feature: string; cells: [Cell, Cell, Cell] }[] => {
  const size = (count: number) => t.t("row.size.cell", { count });
  const none = t.t("row.timeLimit.cell");
  const recording = t.t("row.recording.cell");
  const onAll = t.t("row.adminFee.all", { percent: ADMIN_FEE_PERCENT.subscriber });
  return [
    { id: "cost", feature: t.t("row.cost"), cells: [t.t("row.cost.basic"), t.t("row.cost.plus"), t.t("row.cost.pro")] },
    { id: "size", feature: t.t("row.size"), cells: [size(MEETING_SIZE.basic), size(MEETING_SIZE.plus), size(MEETING_SIZE.pro)] },
    { id: "time-limit", feature: t.t("row.timeLimit"), cells: [none, none, none] },
    { id: "recording", feature: t.t("row.recording"), cells: [recording, recording, recording] },
    { id: "download", feature: t.t("row.download"), cells: [false, true, true] },
    {
      id: "admin-fee",
      feature: t.t("row.adminFee"),
      cells: [t.t("row.adminFee.basic", { private: ADMIN_FEE_PERCENT.private, marketplace: ADMIN_FEE_PERCENT.marketplace }), onAll, onAll],
    },
    { id: "analytics", feature: t.t("row.analytics"), cells: [false, false, true] },
    { id: "branding", feature: t.t("row.branding"), cells: [false, false, true] },
    { id: "video-messages", feature: t.t("row.videoMessages"), cells: [false, false, true] },
    { id: "search-boost", feature: t.t("row.searchBoost"), cells: [false, false, true] },
    { id: "reply", feature: t.t("row.reply"), cells: [false, false, true] },
    { id: "trial", feature: t.t("row.trial"), cells: [false, t.t("row.trial.plus"), false] },
  ];
};

/** Pricing questions: plain text, so the same words go into the FAQPage structured data. */
const pricingFaq = (t: PricingTranslator): FaqItem[] => [
  { q: t.t("faq.free.q"), a: t.t("faq.free.a") },
  { q: t.t("faq.trial.q"), a: t.t("faq.trial.a"), more: { label: t.t("faq.trial.more"), to: FAQ_LINKS.tiers } },
  {
    q: t.t("faq.who.q"),
    a: t.t("faq.who.a", {
      private: ADMIN_FEE_PERCENT.private,
      marketplace: ADMIN_FEE_PERCENT.marketplace,
      subscriber: ADMIN_FEE_PERCENT.subscriber,
    }),
  },
  { q: t.t("faq.freeSessions.q"), a: t.t("faq.freeSessions.a") },
  { q: t.t("faq.charged.q"), a: t.t("faq.charged.a"), more: { label: t.t("faq.charged.more"), to: "/cancellation-policy" } },
  {
    q: t.t("faq.rate.q"),
    a: t.t("faq.rate.a", { currencies: CURRENCIES.join(", ") }),
    more: { label: t.t("faq.rate.more"), to: FAQ_LINKS.payments },
  },
  { q: t.t("faq.limit.q"), a: t.t("faq.limit.a") },
  { q: t.t("faq.pro.q"), a: t.t("faq.pro.a"), more: { label: t.t("faq.pro.more"), to: PRO_REQUEST_PATH } },
];

function CellContent({ value }: { value: Cell }): ReactNode {
  const t = useT(sitePricingMessages);
  if (value === true)
    return (
      <span className={styles.yes}>
        <Icon name="check" size={20} strokeWidth={3} label={t.t("compare.included")} />
      </span>
    );
  if (value === false)
    return (
      <span className={styles.no}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t.t("compare.notIncluded")}</span>
      </span>
    );
  return value;
}

/** Plans (Basic, Plus, Pro, and Groups Starter for organisations), what each includes, the fees on paid bookings and the questions people ask. */
export default function PricingPage() {
  const t = useT(sitePricingMessages);
  const locale = useLocale();
  const PLANS = plans(t, locale);
  const PRICING_FAQ = pricingFaq(t);
  return (
    <>
      <PageMeta
        title={siteTitle(t.t("meta.title"))}
        description={t.t("meta.description")}
        path="/pricing"
        jsonLd={faqJsonLd(PRICING_FAQ)}
      />
      <PageHero eyebrow={t.t("eyebrow")} title={t.rich("title", { em })} lede={<p>{t.t("lede")}</p>}>
        <p className={styles.noLimit}>
          <Icon name="check" size={18} strokeWidth={3} /> {t.t("noLimit")}
        </p>
      </PageHero>

      <section className={styles.plansSection} aria-label={t.t("plans.label")}>
        <Container>
          <ul className={styles.plans}>
            {PLANS.map((plan) => (
              <li key={plan.id} className={`${styles.plan} ${plan.id === "plus" ? styles.featured : ""}`}>
                {plan.id === "plus" && <span className={styles.badge}>{t.t("plans.badge")}</span>}
                <h2 className={styles.planName}>{plan.name}</h2>
                <p className={styles.planPrice}>{plan.price}</p>
                <p className={styles.planNote}>{plan.note}</p>
                <CheckList items={[...plan.points]} className={styles.planPoints} />
                <ButtonLink to={plan.cta.to} variant={plan.id === "plus" ? "primary" : "outline"} block>
                  {plan.cta.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
          <OrganisationPlan />
        </Container>
      </section>

      <Section tone="sunken" title={t.t("compare.title")} intro={<p>{t.t("compare.intro")}</p>}>
        <table className={styles.compare} role="table">
          <caption className="visually-hidden">{t.t("compare.caption")}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                <span className="visually-hidden">{t.t("compare.feature")}</span>
              </th>
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col" role="columnheader">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {comparison(t).map((row) => (
              <tr key={row.id} role="row">
                <th scope="row" role="rowheader">
                  {row.feature}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={PLANS[index]!.id} role="cell" data-plan={PLANS[index]!.name}>
                    <CellContent value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="fees" title={t.t("fees.title")} intro={<p>{t.t("fees.intro")}</p>}>
        <div className={styles.fees}>
          <FeesTable />
          <FeeExamples />
        </div>
        <p className={styles.more}>
          <Link to="/features/payment-integration">{t.t("fees.more")}</Link>
        </p>
      </Section>

      <Section tone="sunken" id="questions" title={t.t("questions.title")}>
        <FaqList items={PRICING_FAQ} />
        <p className={styles.more}>
          <Link to={FAQ_LINKS.tiers}>{t.t("questions.more")}</Link>
        </p>
      </Section>

      <CtaBand
        title={t.t("cta.title")}
        primary={{ label: t.t("cta.start"), to: SIGN_UP_PATH }}
        secondary={{ label: t.t("cta.pro"), to: PRO_REQUEST_PATH }}
      >
        <p>{t.t("cta.text")}</p>
      </CtaBand>
    </>
  );
}
