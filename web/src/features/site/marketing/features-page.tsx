import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { MEETING_SIZE } from "@kora/shared/domain/meetings/rules.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";
import styles from "./features-page.module.css";
import { Glyph, type GlyphName } from "./glyph.tsx";
import { CheckList, CtaBand, PageHero, Section } from "./site-sections.tsx";

const FEATURES: { id: string; icon: GlyphName; title: string; text: string; points: string[]; to: string; link: string; art: string }[] = [
  {
    id: "video-meetings",
    icon: "video",
    title: "Video meetings",
    text: "A video room made for advice, in the browser, the desktop app or on your phone. Guests join from a link with just a first name.",
    points: [
      "No meeting time limit on any plan",
      "Free, unlimited cloud recording",
      "A personal room where guests knock",
      `Up to ${MEETING_SIZE.basic}, ${MEETING_SIZE.plus} or ${MEETING_SIZE.pro} people, by plan`,
    ],
    to: FEATURE_PATHS.meetings,
    link: "Explore video meetings",
    art: "/img/marketing/video-meetings.svg",
  },
  {
    id: "calendar-and-bookings",
    icon: "calendar",
    title: "Calendar & bookings",
    text: "Share your working hours and let learners request times that suit them both. You stay in charge of every booking.",
    points: [
      "Working hours in 30-minute steps",
      "Requests up to a year ahead, with 24 to 96 hours to answer",
      "Calendar invites and CalDAV busy times",
      "An SMS reminder 10 minutes before",
    ],
    to: FEATURE_PATHS.calendar,
    link: "Explore calendar & bookings",
    art: "/img/marketing/calendar.svg",
  },
  {
    id: "cards",
    icon: "user",
    title: `${BRAND.name} Cards`,
    text: "A bookable listing for each thing you advise on, with your skills, experience and rate, so learners can choose with confidence.",
    points: [
      "Marketplace, Private and Group Cards",
      "Skills, work history and qualifications",
      "Reviews on Marketplace Cards",
      "Publish and unpublish in one click",
    ],
    to: FEATURE_PATHS.cards,
    link: `Explore ${BRAND.name} Cards`,
    art: "/img/marketing/cards.svg",
  },
  {
    id: "payment-integration",
    icon: "coin",
    title: "Payment integration",
    text: "Charge per half hour or advise for free. We take payment when you confirm, handle refunds and pay you out.",
    points: [
      "Learners charged only after you confirm",
      "Six currencies, payouts to six regions",
      "No fees on free sessions",
      "Vouchers, gift cards and pro bono credit",
    ],
    to: FEATURE_PATHS.payments,
    link: "Explore payment integration",
    art: "/img/marketing/payments.svg",
  },
];

const EXTRAS: { icon: GlyphName; title: string; text: string; to?: string; link?: string }[] = [
  {
    icon: "building",
    title: "Groups for organisations",
    text: "A space for your members, with Group Cards reviewed by your admins and applications answered within 48 hours.",
    to: "/use-cases",
    link: "See use cases",
  },
  { icon: "phone", title: "Mobile app", text: "In the App Store and on Google Play, for iOS 14.0 or later and Android 8.0 or later." },
  {
    icon: "dashboard",
    title: "Recording library",
    text: "Every recording in one place, shared on your terms: private, view-only or view-and-download.",
  },
  { icon: "star", title: "Pro bono credit", text: "Invite people and earn up to 100 hours of credit for sessions with no fees." },
  {
    icon: "gift",
    title: "Gift cards",
    text: "Give someone $25, $50 or $100 of credit towards a session.",
    to: "/giftcards",
    link: "About gift cards",
  },
  {
    icon: "video",
    title: "Video production",
    text: "A 20 to 30 minute interview becomes a finished 60 to 90 second video in five working days.",
    to: "/video-production",
    link: "About video production",
  },
];

/** /features: the four features at a glance, then what else comes with Kora. */
export default function FeaturesPage() {
  const absolute = useAbsoluteUrl();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${BRAND.name} features`,
    itemListElement: FEATURES.map((feature, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: feature.title,
      url: absolute(feature.to),
    })),
  };
  return (
    <>
      <PageMeta
        title={siteTitle("Features: meetings, calendar, Cards and payments")}
        description="Everything Kora does for one-to-one advice: video meetings with no time limit, bookings around your hours, Kora Cards and payments per half hour."
        path="/features"
        jsonLd={jsonLd}
      />
      <PageHero
        eyebrow="Features"
        title={
          <>
            Everything you need to <em>give and get advice</em>
          </>
        }
        lede={
          <p>Four parts that work together, from the first request to the payout. Each one is included on every plan, free Basic too.</p>
        }
      >
        <nav aria-label="Features on this page">
          <ul className={styles.jumps}>
            {FEATURES.map((feature) => (
              <li key={feature.id}>
                <a href={`#${feature.id}`}>
                  <Glyph name={feature.icon} size={18} /> {feature.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className={styles.list}>
        <Container>
          {FEATURES.map((feature) => (
            <section key={feature.id} id={feature.id} className={styles.feature} aria-labelledby={`${feature.id}-title`}>
              <div className={styles.featureText}>
                <span className={styles.featureIcon}>
                  <Glyph name={feature.icon} size={24} />
                </span>
                <h2 id={`${feature.id}-title`}>{feature.title}</h2>
                <p className={styles.featureLede}>{feature.text}</p>
                <CheckList items={feature.points} />
                <p className={styles.featureLink}>
                  <Link to={feature.to}>
                    {feature.link} <Icon name="arrowRight" size={16} />
                  </Link>
                </p>
              </div>
              <img className={styles.featureArt} src={feature.art} width={420} height={320} alt="" loading="lazy" decoding="async" />
            </section>
          ))}
        </Container>
      </div>

      <Section tone="sunken" title={`Also part of ${BRAND.name}`}>
        <ul className={styles.extras}>
          {EXTRAS.map((extra) => (
            <li key={extra.title} className={styles.extra}>
              <span className={styles.extraIcon}>
                <Glyph name={extra.icon} />
              </span>
              <h3>{extra.title}</h3>
              <p>{extra.text}</p>
              {extra.to && (
                <Link to={extra.to} className={styles.extraLink}>
                  {extra.link}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Try every feature for free"
        primary={{ label: "Start for free!", to: SIGN_UP_PATH }}
        secondary={{ label: "Find an advisor", to: "/search" }}
      >
        <p>Sign-up takes under a minute and needs your name, your email and a mobile number or a professional social profile.</p>
      </CtaBand>
    </>
  );
}
