import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { CURRENCIES } from "@kora/shared/constants.ts";
import { ADMIN_FEE_PERCENT } from "@kora/shared/domain/money/fees.ts";
import { PLUS_MONTHLY_PRICE } from "@kora/shared/domain/plans/plans.ts";
import { MEETING_SIZE } from "@kora/shared/domain/meetings/rules.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FAQ_LINKS } from "./faq-links.ts";
import { FaqList, faqJsonLd, type FaqItem } from "./faq-list.tsx";
import { FeeExamples, FeesTable } from "./fees-table.tsx";
import { OrganisationPlan } from "./organisation-plan.tsx";
import styles from "./pricing-page.module.css";
import { CheckList, CtaBand, PageHero, Section } from "./site-sections.tsx";

/** Plans are chosen on the plan page; a visitor signs up (or, signed in, goes straight there). */
const planPage = (search = "") => `${SIGN_UP_PATH}&redirectTo=${encodeURIComponent(appPath(`more/plan${search}`))}`;
const PRO_REQUEST_PATH = planPage();

const PLANS = [
  {
    id: "basic",
    name: "Basic",
    price: "Free",
    note: "Where every account starts",
    points: [
      `Meetings of up to ${MEETING_SIZE.basic} people`,
      "No meeting time limit",
      "Free unlimited cloud recording",
      `${ADMIN_FEE_PERCENT.private}% admin fee on Private Cards, ${ADMIN_FEE_PERCENT.marketplace}% on Marketplace Cards`,
    ],
    cta: { label: "Start for free!", to: SIGN_UP_PATH },
  },
  {
    id: "plus",
    name: "Plus",
    price: "First month free",
    note: `Then US$${PLUS_MONTHLY_PRICE.USD / 100}, £${PLUS_MONTHLY_PRICE.GBP / 100} or €${PLUS_MONTHLY_PRICE.EUR / 100} a month (priced in your currency). One free month per account`,
    points: [
      `Meetings of up to ${MEETING_SIZE.plus} people`,
      "Let people download your recordings",
      `${ADMIN_FEE_PERCENT.subscriber}% admin fee on every paid booking`,
      "Downgrade whenever you like",
    ],
    cta: { label: "Start your free month", to: planPage("?start=plus") },
  },
  {
    id: "pro",
    name: "Pro",
    price: "Beta, on request",
    note: "For advisors who run a practice on Kora",
    points: [
      `Meetings of up to ${MEETING_SIZE.pro} people`,
      "Analytics, branding and a search boost",
      "Video messages on your Cards",
      "A reply from us within 24 hours",
    ],
    cta: { label: "Request access", to: PRO_REQUEST_PATH },
  },
] as const;

type Cell = string | boolean;
/** The comparison rows: Basic, Plus, Pro. `true` is included, `false` is not. */
const COMPARISON: { feature: string; cells: [Cell, Cell, Cell] }[] = [
  { feature: "Cost", cells: ["Free", "Paid, first month free", "Beta, on request"] },
  {
    feature: "Meeting size",
    cells: [`${MEETING_SIZE.basic} participants`, `${MEETING_SIZE.plus} participants`, `${MEETING_SIZE.pro} participants`],
  },
  { feature: "Meeting time limit", cells: ["None", "None", "None"] },
  { feature: "Cloud recording", cells: ["Free, unlimited", "Free, unlimited", "Free, unlimited"] },
  { feature: "Recording download", cells: [false, true, true] },
  {
    feature: "Admin fee on paid bookings",
    cells: [
      `${ADMIN_FEE_PERCENT.private}% Private Cards, ${ADMIN_FEE_PERCENT.marketplace}% Marketplace Cards`,
      `${ADMIN_FEE_PERCENT.subscriber}% on all`,
      `${ADMIN_FEE_PERCENT.subscriber}% on all`,
    ],
  },
  { feature: "Data analytics: learner emails, booking counts, income reports", cells: [false, false, true] },
  { feature: "Your own branding", cells: [false, false, true] },
  { feature: "Video messages on Cards", cells: [false, false, true] },
  { feature: "Search boost in the marketplace", cells: [false, false, true] },
  { feature: "Reply to your messages within 24 hours", cells: [false, false, true] },
  { feature: "Free trial", cells: [false, "One month, claimable once", false] },
];

/** Pricing questions: plain text, so the same words go into the FAQPage structured data. */
const PRICING_FAQ: FaqItem[] = [
  {
    q: `Is ${BRAND.name} really free?`,
    a: "Yes. Basic costs nothing and every account starts on it: you can book, advise, host meetings and record them without paying. Money only changes hands when a session has a price, and then the admin fee is added to it.",
  },
  {
    q: "How does the Plus free month work?",
    a: "Every account can claim one free month of Plus, once. After the trial, Plus is a paid plan. You can downgrade at any time; a downgrade takes effect immediately and the rest of the period isn't refunded.",
    more: { label: "Account tiers in the help centre", to: FAQ_LINKS.tiers },
  },
  {
    q: "Who pays the admin fee?",
    a: `The learner. It's added on top of the advisor's fee and shown before the request is sent: ${ADMIN_FEE_PERCENT.private}% on Private Cards, ${ADMIN_FEE_PERCENT.marketplace}% on Marketplace Cards, and ${ADMIN_FEE_PERCENT.subscriber}% on every paid booking with an advisor on Plus or Pro.`,
  },
  {
    q: "Are there fees on free sessions?",
    a: "No. Free Cards carry no admin fee, and neither does a session paid with pro bono credit.",
  },
  {
    q: "When is the learner charged?",
    a: "Only after the advisor confirms a time. A request that's declined or expires costs nothing, and a learner can cancel an unconfirmed request freely; after the advisor accepts, a cancellation carries a penalty.",
    more: { label: "Cancellation policy", to: "/cancellation-policy" },
  },
  {
    q: "What can I charge as an advisor?",
    a: `You set a rate per half hour: at least 15 per 30 minutes, or free. Cards can be priced in ${CURRENCIES.join(", ")}. Advisors in Australia, New Zealand, the UK, Sweden and Denmark can take paid bookings; elsewhere, sessions are free for now.`,
    more: { label: "Payments in the help centre", to: FAQ_LINKS.payments },
  },
  {
    q: "Is there a limit on how long a meeting lasts?",
    a: "No. There's no meeting time limit on any plan, and cloud recording is free and unlimited on every plan too. The plans differ in how many people a meeting holds: 10 on Basic, 25 on Plus and 50 on Pro.",
  },
  {
    q: "How do I get Pro?",
    a: "Pro is in beta, so we switch it on by request. Tell us how you use Kora through the contact form and we'll let you know when your account can move to Pro.",
    more: { label: "Request Pro access", to: PRO_REQUEST_PATH },
  },
];

function CellContent({ value }: { value: Cell }): ReactNode {
  if (value === true)
    return (
      <span className={styles.yes}>
        <Icon name="check" size={20} strokeWidth={3} label="Included" />
      </span>
    );
  if (value === false)
    return (
      <span className={styles.no}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not included</span>
      </span>
    );
  return value;
}

/** Plans (Basic, Plus, Pro, and Groups Starter for organisations), what each includes, the fees on paid bookings and the questions people ask. */
export default function PricingPage() {
  return (
    <>
      <PageMeta
        title={siteTitle("Pricing: plans and fees")}
        description="Kora is free to start. Compare Basic, Plus and Pro, see the admin fees on paid sessions, and note there's no meeting time limit on any plan."
        path="/pricing"
        jsonLd={faqJsonLd(PRICING_FAQ)}
      />
      <PageHero
        eyebrow="Pricing"
        title={
          <>
            Start free. Pay only when <em>your sessions do</em>.
          </>
        }
        lede={
          <p>
            Basic is free for everyone. Plus adds bigger meetings, recording downloads and a lower fee on paid bookings; Pro, in beta, adds
            analytics and branding.
          </p>
        }
      >
        <p className={styles.noLimit}>
          <Icon name="check" size={18} strokeWidth={3} /> No meeting time limit on any plan
        </p>
      </PageHero>

      <section className={styles.plansSection} aria-label="Plans">
        <Container>
          <ul className={styles.plans}>
            {PLANS.map((plan) => (
              <li key={plan.id} className={`${styles.plan} ${plan.id === "plus" ? styles.featured : ""}`}>
                {plan.id === "plus" && <span className={styles.badge}>Lowest fee on Marketplace Cards</span>}
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

      <Section
        tone="sunken"
        title="Compare the plans"
        intro={<p>Everything that differs between Basic, Plus and Pro, and the things that don't.</p>}
      >
        <table className={styles.compare} role="table">
          <caption className="visually-hidden">What Basic, Plus and Pro include</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                <span className="visually-hidden">Feature</span>
              </th>
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col" role="columnheader">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {COMPARISON.map((row) => (
              <tr key={row.feature} role="row">
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

      <Section
        id="fees"
        title="Fees on paid sessions"
        intro={
          <p>
            The advisor sets a fee per half hour. {BRAND.name} adds an admin fee to paid bookings, and the learner is charged only once the
            advisor confirms. Free sessions carry no fees at all.
          </p>
        }
      >
        <div className={styles.fees}>
          <FeesTable />
          <FeeExamples />
        </div>
        <p className={styles.more}>
          <Link to="/features/payment-integration">How payments and payouts work</Link>
        </p>
      </Section>

      <Section tone="sunken" id="questions" title="Pricing questions">
        <FaqList items={PRICING_FAQ} />
        <p className={styles.more}>
          <Link to={FAQ_LINKS.tiers}>More answers in the help centre</Link>
        </p>
      </Section>

      <CtaBand
        title="Try Plus free for a month"
        primary={{ label: "Start your free month", to: SIGN_UP_PATH }}
        secondary={{ label: "Request Pro access", to: PRO_REQUEST_PATH }}
      >
        <p>
          Sign up free in under a minute, then claim your Plus month from billing whenever you're ready. It's one free month per account.
        </p>
      </CtaBand>
    </>
  );
}
