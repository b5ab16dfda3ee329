import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { CtaBand, FeatureGrid, Hero, Quote, Section, Steps, type Feature } from "./solutions-ui.tsx";
import { breadcrumbLd, itemListLd, webPageLd } from "./solutions-seo.ts";
import { AARON_WHITFIELD } from "./quotes/aaron-whitfield.ts";
import { MEI_CHEN } from "./quotes/mei-chen.ts";
import { ROSA_DELGADO } from "./quotes/rosa-delgado.ts";
import { USE_CASE_CARDS, USE_CASE_IMAGE_SIZE } from "./use-cases.ts";
import styles from "./use-cases.module.css";

const TITLE = siteTitle("Use cases: one-to-one video advice for organisations");
const DESCRIPTION = `How events, schools and universities, membership organisations and businesses run mentoring, expert sessions and paid advice in a ${BRAND.name} group space.`;

const GROUP_FEATURES: Feature[] = [
  {
    icon: "globe",
    title: "A group space of your own",
    text: "Your organisation's name and logo on a space where your people find the advisors you chose, away from the crowd.",
  },
  {
    icon: "check",
    title: "Group Cards you review",
    text: "Advisors publish Group Cards with their topics, hours and rate. Each first Group Card goes to your group admin for review before anyone can book it.",
  },
  {
    icon: "calendar",
    title: "Applications within 48 hours",
    text: "People apply to join your group, and every application is reviewed within 48 hours.",
  },
  {
    icon: "dashboard",
    title: "Admins who facilitate",
    text: "Group admins can book sessions on someone's behalf and see high-level data such as monthly video hours, never the content of a conversation.",
  },
  {
    icon: "share",
    title: "Free or paid sessions",
    text: "Sessions can be free, or paid per half hour with the learner charged only after the advisor confirms. Payouts can go to the group admin.",
  },
  {
    icon: "video",
    title: "Meetings and recordings",
    text: "Instant meetings with no time limit for up to 50 people on Pro, and free unlimited cloud recording on every tier.",
  },
];

const QUOTES = [ROSA_DELGADO, AARON_WHITFIELD, MEI_CHEN];

const STEPS = [
  {
    title: "Book a demo",
    text: "Tell us who you want to connect and why. We'll show you a group space set up for an organisation like yours.",
  },
  { title: "Set up your group", text: "Add your name and logo, choose your group admins and decide whether sessions are free or paid." },
  {
    title: "Invite your advisors",
    text: "Speakers, alumni, members or staff sign up for free in under a minute and publish a Group Card for you to review.",
  },
  { title: "Open the doors", text: "People apply to join, you review each application within 48 hours, and bookings start." },
];

/** /use-cases: the four audiences, what every group gets, how to start. */
export default function UseCasesPage() {
  const abs = useAbsoluteUrl();
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path="/use-cases"
        jsonLd={[
          webPageLd(abs, {
            path: "/use-cases",
            name: TITLE,
            description: DESCRIPTION,
            type: "CollectionPage",
            extra: {
              mainEntity: itemListLd(
                abs,
                USE_CASE_CARDS.map((card) => ({ name: card.title, path: card.to })),
              ),
            },
          }),
          breadcrumbLd(abs, [{ name: "Use cases", path: "/use-cases" }]),
        ]}
      />
      <Hero
        eyebrow={`${BRAND.name} for organisations`}
        title={
          <>
            One-to-one video advice, organised around <em>your community</em>
          </>
        }
        lede={`Events, educational institutions, membership organisations and businesses use ${BRAND.name} groups to connect their people with the right advisor, for a free half hour or a paid session, with calendars, calls, payments and recordings built in.`}
        actions={
          <>
            <ButtonLink to="/book-a-demo" size="large">
              Book a demo
            </ButtonLink>
            <ButtonLink to="/search" variant="outline" size="large">
              Browse the marketplace
            </ButtonLink>
          </>
        }
      />

      <Section
        id="audiences"
        title={`Four ways organisations use ${BRAND.name}`}
        intro="Pick the one closest to yours: each page walks through the problem, how a group space solves it and three real-world scenarios."
      >
        <ul className={styles.cards}>
          {USE_CASE_CARDS.map((card) => (
            <li key={card.id}>
              <Link to={card.to} className={styles.card}>
                <img src={card.image} {...USE_CASE_IMAGE_SIZE} alt="" loading="lazy" decoding="async" />
                <div className={styles.cardBody}>
                  <h3>{card.title}</h3>
                  <p>{card.description}</p>
                  <span className={styles.cardMore}>
                    Explore {card.title.toLowerCase()}
                    <Icon name="arrowRight" size={18} />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="groups"
        tone="alt"
        title="What every group gets"
        intro="Whatever your audience, a group gives you control over who advises and who books, and keeps what is said private to the people in the call."
      >
        <FeatureGrid items={GROUP_FEATURES} />
      </Section>

      <Section id="how" title="How to get started">
        <Steps items={STEPS} />
      </Section>

      <Section id="voices" tone="alt" title="What organisations say">
        <ul className={styles.quotes}>
          {QUOTES.map((item) => (
            <li key={item.id}>
              <Quote testimonial={item} />
            </li>
          ))}
        </ul>
        <p className={styles.allQuotes}>
          <Link to="/testimonials">Read all testimonials</Link>
        </p>
      </Section>

      <CtaBand
        title="Let's find the right setup for you"
        text="Book a demo and we'll walk you through a group space built for an organisation like yours. Prefer to try it first? Signing up is free."
        to="/book-a-demo"
        label="Book a demo"
        secondary={{ to: "/video-production", label: "See video production" }}
      />
    </>
  );
}
