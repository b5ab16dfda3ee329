import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonAnchor } from "../../../ui/button.tsx";
import { FAQ_LINKS } from "./faq-links.ts";
import { FaqList, type FaqItem } from "./faq-list.tsx";
import purchaseStyles from "./giftcard-purchase.module.css";
import styles from "./giftcards-page.module.css";
import { CtaBand, PageHero, Section } from "./site-sections.tsx";

// The purchase needs the session and the form's rules: loaded on its own, so the page itself stays light.
const GiftCardPurchase = lazy(() => import("./giftcard-purchase.tsx"));

const ASK_PATH = "/get-in-touch?topic=gift-cards";
const CREDITS_PATH = appPath("more/credits");
const BUY_ID = "buy";

/** The spec's three amounts (public-site §1, §9). */
const AMOUNTS = [
  { amount: 25, text: "A first half-hour session with many of the advisors on the marketplace." },
  { amount: 50, text: "Room for a longer session, or two shorter ones with different advisors." },
  { amount: 100, text: "A run of sessions: a mentor through a job search, a course of lessons, a project from start to finish." },
];

const FAQ: FaqItem[] = [
  {
    q: "Who can use a gift card?",
    a: `Anyone with a ${BRAND.name} account. Signing up is free, takes under a minute and needs a name, an email and a mobile number or a professional social profile.`,
  },
  {
    q: "What can the credit pay for?",
    a: `Paid sessions with any advisor on ${BRAND.name}, whether they found the advisor in the marketplace or through a Card link.`,
  },
  {
    q: "What if a session costs less than the credit?",
    a: "The rest stays on their account for the next booking, until the credit's expiry date. They can check the balance and the date in Credits.",
  },
  {
    q: "When does the recipient get it?",
    a: "On the day you choose, up to a year ahead: we email them the voucher code with your message. Choose today and it goes straight away.",
  },
  {
    q: "Is credit used if the advisor doesn't confirm?",
    a: "No. Nothing is charged until the advisor confirms a time, so credit is only used then. A declined or expired request leaves it untouched.",
  },
];

/**
 * /giftcards: what a gift card is, the three amounts, buying one (paid with the buyer's saved card, emailed to
 * the recipient on the chosen day), how giving and redeeming work.
 */
export default function GiftCardsPage() {
  return (
    <>
      <PageMeta
        title={siteTitle("Gift cards: give someone a session with an expert")}
        description="Give a Kora gift card of $25, $50 or $100. It's credit for a one-to-one video session with any advisor, redeemed with a voucher code when they book."
        path="/giftcards"
      />
      <PageHero
        eyebrow="Gift cards"
        title={
          <>
            Give someone <em>good advice</em>
          </>
        }
        lede={
          <p>
            A {BRAND.name} gift card is credit towards a one-to-one video session with any advisor on {BRAND.name}: a mentor for a new
            manager, a careers chat for a graduate, a language tutor before a trip.
          </p>
        }
        art={<img src="/img/marketing/gift-card.svg" width={420} height={300} alt="" decoding="async" />}
      >
        <ButtonAnchor href={`#${BUY_ID}`} size="large">
          Buy a gift card
        </ButtonAnchor>
      </PageHero>

      <Section
        title="Choose an amount"
        intro={<p>$25, $50 or $100, in your own currency. The recipient gets it as credit for any paid session on {BRAND.name}.</p>}
      >
        <ul className={styles.amounts}>
          {AMOUNTS.map(({ amount, text }) => (
            <li key={amount} className={styles.amount}>
              <div className={styles.card} aria-hidden="true">
                <span className={styles.cardBrand}>{BRAND.name}</span>
                <span className={styles.cardValue}>${amount}</span>
              </div>
              <h3>${amount} gift card</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id={BUY_ID}
        tone="sunken"
        title="Buy a gift card"
        intro={
          <p>
            Choose the amount, who it's for and the day it should arrive. We email them the voucher code with your message on that day, and
            you a receipt now.
          </p>
        }
      >
        <Suspense fallback={<div className={`${purchaseStyles.panel} ${purchaseStyles.placeholder}`} aria-busy="true" />}>
          <GiftCardPurchase />
        </Suspense>
      </Section>

      <Section tone="sunken" title="How giving and redeeming works">
        <div className={styles.how}>
          <div>
            <h3>Giving</h3>
            <ol className={styles.steps}>
              <li>Choose $25, $50 or $100, who it's for and the day it should arrive, and pay with your saved card.</li>
              <li>On that day we email them the voucher code, with your message and your name.</li>
              <li>You get a receipt straight away, and can see when it's been sent.</li>
            </ol>
          </div>
          <div>
            <h3>Redeeming</h3>
            <ol className={styles.steps}>
              <li>
                Sign up for free, or <Link to="/search">find an advisor</Link> first: browsing needs no account.
              </li>
              <li>Request a session. When the booking asks for a voucher code, enter the one from the gift card.</li>
              <li>
                The credit comes off the price, and whatever's left shows in <Link to={CREDITS_PATH}>Credits</Link> for next time.
              </li>
            </ol>
          </div>
        </div>
      </Section>

      <Section title="Gift card questions">
        <FaqList items={FAQ} />
        <p className={styles.more}>
          <Link to={FAQ_LINKS.giftCards}>All gift card answers in the help centre</Link>
        </p>
      </Section>

      <CtaBand
        title="Questions about a gift card?"
        primary={{ label: "Ask us", to: ASK_PATH }}
        secondary={{ label: "Browse advisors", to: "/search" }}
      >
        <p>Buying for a team, or more than a few at once? Tell us what you have in mind and we'll help.</p>
      </CtaBand>
    </>
  );
}
