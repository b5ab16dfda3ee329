import { Link } from "react-router-dom";
import { CURRENCIES } from "@kora/shared/constants.ts";
import { PAID_COUNTRIES_TEXT } from "@kora/shared/domain/cards/rules.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";
import { FeesTable } from "./fees-table.tsx";
import { Section } from "./site-sections.tsx";

const CONTENT: FeaturePageContent = {
  path: FEATURE_PATHS.payments,
  name: "Payment integration",
  metaTitle: "Payment integration: rates, fees and payouts",
  description:
    "Set a rate per half hour or advise for free. Learners are charged only after you confirm, and your payout arrives about a week after the session.",
  title: (
    <>
      Get paid for your time, <em>without the paperwork</em>
    </>
  ),
  lede: (
    <p>Set a rate per half hour, or offer sessions for free. We take the payment, handle refunds and missed sessions, and pay you out.</p>
  ),
  art: { src: "/img/marketing/payments.svg", width: 420, height: 320 },
  capabilities: [
    {
      id: "rates",
      icon: "coin",
      title: "A rate per half hour, or free",
      body: (
        <p>
          Your advisor fee is set per 30 minutes: at least 15 in your Card's currency, or nothing at all for a free Card. A one-hour session
          costs twice your half-hour rate.
        </p>
      ),
      points: [
        `Six currencies: ${CURRENCIES.join(", ")}`,
        "Learners see prices in their own currency where we can convert, with yours alongside",
      ],
    },
    {
      id: "charged-on-confirm",
      icon: "shield",
      title: "Charged only after you confirm",
      body: (
        <p>
          Nothing is taken when a learner sends a request: they're charged when you confirm a time. They can cancel an unconfirmed request
          freely; once you've accepted, a cancellation carries a penalty.
        </p>
      ),
      points: ["Learners can enter a voucher code when they book"],
    },
    {
      id: "where",
      icon: "globe",
      title: "Where paid bookings work",
      body: <p>Advisors based in {PAID_COUNTRIES_TEXT} can take paid bookings. Everywhere else, you can offer free sessions for now.</p>,
      points: [
        `Payouts go to advisors in ${PAID_COUNTRIES_TEXT}, where paid bookings work`,
        "We ask for payout details, including your date of birth, with your first paid booking request",
        "Verifying your details takes about a day",
      ],
    },
    {
      id: "payouts",
      icon: "clock",
      title: "Payouts, refunds and missed sessions",
      body: (
        <p>Your payout arrives about a week after a session is completed. When a refund is due, the learner has it within a few days.</p>
      ),
      points: [
        "The advisor doesn't show: the learner gets a full refund",
        "The learner doesn't show: the advisor who joined is still paid",
        "Neither shows: there's no refund",
        "Being online for at least 1 minute counts as attending",
      ],
    },
    {
      id: "pro-bono",
      icon: "star",
      title: "Pro bono credit",
      body: (
        <p>
          Inviting people to Kora earns pro bono credit, up to 100 hours of it. A session booked with pro bono credit costs nothing and
          carries no fees.
        </p>
      ),
    },
    {
      id: "vouchers",
      icon: "gift",
      title: "Vouchers and gift cards",
      body: (
        <p>
          Credit comes in as a voucher code, asked for when you book, and is taken off the session's price. Gift cards of $25, $50 and $100
          work the same way, so you can give someone their first session.
        </p>
      ),
      points: [
        <Link key="gift-cards" to="/giftcards">
          About gift cards
        </Link>,
      ],
    },
  ],
  extra: (
    <Section
      tone="sunken"
      id="fees"
      title="Fees, in one table"
      intro={<p>What a learner pays on top of your fee depends on the kind of booking, and on your plan.</p>}
    >
      <FeesTable />
    </Section>
  ),
  faq: [
    { label: "Getting paid and paying", to: FAQ_LINKS.payments },
    { label: "Fees on each plan", to: FAQ_LINKS.tiers },
    { label: "Gift cards and voucher codes", to: FAQ_LINKS.giftCards },
    { label: "Cancellation policy", to: "/cancellation-policy" },
  ],
  cta: {
    title: "Set your rate and start taking bookings",
    text: (
      <p>Sign up free, create a Card and choose your half-hour rate. We'll ask for payout details with your first paid booking request.</p>
    ),
    primary: { label: "Start for free!", to: SIGN_UP_PATH },
    secondary: { label: "See pricing", to: "/pricing" },
  },
};

/** /features/payment-integration (also shown, noindex, on the old /f/pay). */
export default function PaymentIntegrationPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={CONTENT} legacy={legacy} />;
}
