import { Fragment } from "react";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";

const CARDS = `${BRAND.name} Cards`;

const CONTENT: FeaturePageContent = {
  path: FEATURE_PATHS.cards,
  name: CARDS,
  metaTitle: `${CARDS}: profile listings people can book`,
  description: `A ${BRAND.name} Card shows what you advise on, with your skills, work history, qualifications and rate. List it on the marketplace, share it privately or in a group.`,
  title: (
    <>
      A Card for <em>each thing you know</em>
    </>
  ),
  lede: (
    <p>
      A {BRAND.name} Card is a listing people can book: what you advise on, why you're the one to ask, and when and for how much. Make as
      many as you have topics.
    </p>
  ),
  art: { src: "/img/marketing/cards.svg", width: 420, height: 320 },
  capabilities: [
    {
      id: "card-types",
      icon: "user",
      title: "Three kinds of Card",
      body: <p>Choose who can find each Card. You can have all three kinds at once.</p>,
      points: [
        <Fragment key="marketplace">
          <strong>Marketplace Cards</strong> are public: anyone can find them in search, read your reviews and book.
        </Fragment>,
        <Fragment key="private">
          <strong>Private Cards</strong> aren't listed anywhere. Share the link with the people you choose.
        </Fragment>,
        <Fragment key="group">
          <strong>Group Cards</strong> live inside a group, for the people in that organisation or community.
        </Fragment>,
      ],
    },
    {
      id: "review",
      icon: "shield",
      title: "A quick review of your first Marketplace Card",
      body: (
        <p>
          Before your first Marketplace Card goes live, our provider team checks your professional profile and website. The first Card you
          make in a group is reviewed by that group's admin instead. Once approved, you publish with one click.
        </p>
      ),
      points: ["If something needs changing, the reviewer leaves comments on the Card"],
    },
    {
      id: "whats-on-a-card",
      icon: "edit",
      title: "Everything a learner wants to know",
      body: (
        <p>
          Give the Card a clear title and a summary of {CARD_RULES.summaryMin} to {CARD_RULES.summaryMax.toLocaleString("en")} characters,
          then back it up.
        </p>
      ),
      points: [
        `${CARD_RULES.skillsMin} to ${CARD_RULES.skillsMax} skills`,
        `Up to ${CARD_RULES.workHistoriesMax} work histories and ${CARD_RULES.qualificationsMax} relevant qualifications`,
        `Up to ${CARD_RULES.supportingLinksMax} supporting links, from LinkedIn to GitHub`,
        "Your years of experience and the categories you advise in",
      ],
    },
    {
      id: "reviews",
      icon: "star",
      title: "Reviews where they count",
      body: (
        <p>
          After a session on a Marketplace Card, the learner can leave a star rating and a few words. Ratings and reviews appear only on
          Marketplace Cards, so Private and Group sessions stay between you. Reviews are optional, and only advisors can see the ratings
          learners receive.
        </p>
      ),
    },
    {
      id: "rate-and-hours",
      icon: "coin",
      title: "Your rate and your hours, per Card",
      body: (
        <p>
          Set a rate per half hour, at least 15 in your Card's currency, or make the Card free. Choose the session lengths you offer, and
          use your standard working hours or give the Card its own.
        </p>
      ),
      points: ["On Pro, add a video message to your Cards and get a boost in search"],
    },
    {
      id: "publishing",
      icon: "sync",
      title: "Publish, pause, publish again",
      body: (
        <p>
          Unpublish a Card whenever you need a break: it goes back to draft, and confirmed bookings still go ahead. A Card is also
          unpublished for you if you remove all your availability or let requests expire again and again. Republishing takes one click.
        </p>
      ),
    },
  ],
  faq: [
    { label: "Creating and publishing Cards", to: FAQ_LINKS.cards },
    { label: "How the marketplace and reviews work", to: FAQ_LINKS.marketplace },
    { label: "Getting started as an advisor", to: FAQ_LINKS.advisors },
  ],
  cta: {
    title: "Create your first Card",
    text: <p>Sign up free in under a minute and write your first {BRAND.name} Card. Make it free to start, or set your half-hour rate.</p>,
    primary: { label: "Start for free!", to: SIGN_UP_PATH },
    secondary: { label: "Create a Card", to: appPath(`${BRAND.slug}-cards/create`) },
  },
};

/** /features/kora-cards, the Cards feature page (also shown, noindex, on the old /f/k-cards). */
export default function KoraCardsPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={CONTENT} legacy={legacy} />;
}
