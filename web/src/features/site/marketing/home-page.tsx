import { useId } from "react";
import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { MEETING_SIZE } from "@kora/shared/domain/meetings/rules.ts";
import { SIGN_UP_PATH, SOCIAL_LINKS, USE_CASE_LINKS } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Carousel } from "../../../ui/carousel.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FEATURE_SUMMARIES } from "./feature-summaries.ts";
import { GetStartedBanner } from "./get-started-banner.tsx";
import { Glyph, type GlyphName } from "./glyph.tsx";
import styles from "./home-page.module.css";
import { Actions, CheckList, CtaBand, Section } from "./site-sections.tsx";

const LEARNER_STEPS = [
  { title: "Find your advisor", text: "Search the marketplace by topic, rate and language. Browsing needs no account." },
  {
    title: "Request times that suit you",
    text: "Sign up free in under a minute and suggest a few times, up to a year ahead. A paid session is only charged once the advisor confirms.",
  },
  {
    title: "Meet, then watch it again",
    text: "Join from your browser or the mobile app. There's no time limit, and the recording is saved for you at no cost.",
  },
];

const ADVISOR_STEPS = [
  {
    title: `Create a ${BRAND.name} Card`,
    text: "Say what you advise on, with your skills, work history and a rate per half hour, or make your sessions free.",
  },
  {
    title: "Share your hours",
    text: "Set working hours in 30-minute steps and sync your calendar. An SMS reminds you 10 minutes before each session.",
  },
  {
    title: "Get booked, get paid",
    text: "Confirm the requests you want, meet on Kora and receive your payout about a week after the session.",
  },
];

const USE_CASE_ICONS: Record<string, GlyphName> = {
  "event-marketing": "megaphone",
  "educational-institutions": "school",
  "membership-organisations": "users",
  businesses: "building",
};

/** Voices from both sides of the call and from a group (invented people; every claim is one the product keeps). */
const QUOTES = [
  {
    id: "ines",
    name: "Inés Calderón",
    title: "Learner, switching from nursing to health data",
    quote:
      "Two half-hour sessions with an analyst who had made the same move saved me a year of guessing. She told me which course to skip, and I watched the recording again before my first interview.",
  },
  {
    id: "callum",
    name: "Callum Rees",
    title: "Advisor, small-business bookkeeper in Cardiff",
    quote:
      "I set my rate per half hour, open the hours that suit me and confirm each request myself. Learners are only charged once I confirm, so I never chase an invoice.",
  },
  {
    id: "yuki",
    name: "Yuki Tanaka",
    title: "Learner, preparing for a first design job",
    quote:
      "I joined from my phone on the bus, and nobody watched the clock. The portfolio review ran twenty minutes over because it needed to.",
  },
  {
    id: "marit",
    name: "Marit Olsen",
    title: "Programme lead at a founders' network",
    quote:
      "Our members publish Group Cards and book each other like any other session. Applications are answered within 48 hours, and we see monthly video hours, never the conversations.",
  },
];

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

const TIERS = [
  {
    name: "Basic",
    price: "Free",
    points: [`Meetings of up to ${MEETING_SIZE.basic} people`, "Free unlimited cloud recording", "Admin fee only when a session is paid"],
  },
  {
    name: "Plus",
    price: "First month free",
    points: [`Meetings of up to ${MEETING_SIZE.plus} people`, "Download your recordings", "5% admin fee on every paid booking"],
  },
  {
    name: "Pro",
    price: "Beta, on request",
    points: [`Meetings of up to ${MEETING_SIZE.pro} people`, "Analytics, branding and a search boost", "Video messages on your Cards"],
  },
];

/** A video call drawn in CSS: decorative, so text stays the largest thing on first paint. */
function CallPicture() {
  return (
    <div className={styles.mock} aria-hidden="true">
      <div className={styles.call}>
        <span className={`${styles.face} ${styles.faceBig}`}>MR</span>
        <span className={styles.tileSmall}>
          <span className={`${styles.face} ${styles.faceSmall}`}>JT</span>
        </span>
        <span className={styles.rec}>Recording</span>
        <span className={styles.controls}>
          <span>
            <Icon name="record" size={18} />
          </span>
          <span>
            <Icon name="video" size={18} />
          </span>
          <span>
            <Icon name="close" size={18} />
          </span>
        </span>
      </div>
      <span className={`${styles.chip} ${styles.chipOne}`}>
        <span className={styles.chipIcon}>
          <Icon name="check" size={18} />
        </span>
        <span>
          Session confirmed
          <small>Career change · 30 min</small>
        </span>
      </span>
      <span className={`${styles.chip} ${styles.chipTwo}`}>
        <span className={`${styles.chipIcon} ${styles.chipIconAqua}`}>
          <Icon name="record" size={18} />
        </span>
        <span>
          Saved to your library
          <small>Free cloud recording</small>
        </span>
      </span>
    </div>
  );
}

/** The advisor search: a plain GET form, so it works before (and without) JavaScript. */
function AdvisorSearch() {
  const inputId = `${useId()}-query`;
  return (
    <form className={styles.search} action="/search" method="get" role="search" aria-label="Advisors">
      <label htmlFor={inputId} className={styles.searchLabel}>
        What would you like advice on?
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          className={styles.searchInput}
          type="search"
          name="query"
          placeholder="Career change, React, pricing, sleep…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton}>
          <Icon name="search" size={18} /> Search
        </button>
      </div>
    </form>
  );
}

function Steps({ title, steps, icon }: { title: string; steps: { title: string; text: string }[]; icon: IconName }) {
  return (
    <div>
      <h3 className={styles.stepsTitle}>
        <span className={styles.stepsIcon}>
          <Icon name={icon} size={20} />
        </span>
        {title}
      </h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h4>{step.title}</h4>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The home page: the promise, the ways in (sign up, search), how it works, features, audiences, voices, plans, the app. */
export default function HomePage() {
  const absolute = useAbsoluteUrl();
  const organisation = absolute("/#organization");
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": organisation,
      name: BRAND.name,
      url: absolute("/"),
      logo: absolute("/favicon.svg"),
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": absolute("/#website"),
      name: BRAND.name,
      url: absolute("/"),
      publisher: { "@id": organisation },
      potentialAction: {
        "@type": "SearchAction",
        target: absolute("/search?query={search_term_string}"),
        "query-input": "required name=search_term_string",
      },
    },
  ];

  return (
    <>
      <PageMeta
        title={siteTitle("One-to-one video advice on almost any topic")}
        description="Book a one-to-one video session with an advisor who has done it, or publish a Kora Card and get booked. Free sign-up, no meeting time limit."
        path="/"
        jsonLd={jsonLd}
      />

      <section className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1>
              Video advice, one-to-one, from people who've <em>done it</em>
            </h1>
            <p className={styles.lede}>
              Book a session on almost any topic, from changing careers to pricing your first product. Or publish a {BRAND.name} Card and
              get booked yourself, for free or for a fee.
            </p>
            <Actions>
              <ButtonLink to={SIGN_UP_PATH} size="large">
                Start for free!
              </ButtonLink>
              <ButtonLink to="/search" variant="outline" size="large">
                Browse advisors
              </ButtonLink>
            </Actions>
            <AdvisorSearch />
            <ul className={styles.points}>
              <li>
                <Icon name="check" size={18} strokeWidth={3} /> Free sign-up in under a minute
              </li>
              <li>
                <Icon name="check" size={18} strokeWidth={3} /> No meeting time limit
              </li>
              <li>
                <Icon name="check" size={18} strokeWidth={3} /> Free unlimited cloud recording
              </li>
            </ul>
          </div>
          <CallPicture />
        </Container>
      </section>

      <div className={styles.bannerWrap}>
        <Container>
          <GetStartedBanner />
        </Container>
      </div>

      <Section
        title="How it works"
        intro={
          <p>The same few steps whichever side of the call you're on. Sessions run in the browser, the desktop app or the mobile app.</p>
        }
      >
        <div className={styles.howGrid}>
          <Steps title="When you want advice" steps={LEARNER_STEPS} icon="search" />
          <Steps title="When you give advice" steps={ADVISOR_STEPS} icon="user" />
        </div>
      </Section>

      <Section
        tone="sunken"
        title="Built for one-to-one sessions"
        intro={<p>Four parts that work together, from the first request to the payout.</p>}
      >
        <ul className={styles.cardGrid}>
          {FEATURE_SUMMARIES.map((feature) => (
            <li key={feature.to}>
              <Link to={feature.to} className={styles.linkCard}>
                <span className={styles.cardIcon}>
                  <Glyph name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
                <span className={styles.more}>
                  Learn more <Icon name="arrowRight" size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.after}>
          <Link to="/features">See every feature</Link>
        </p>
      </Section>

      <Section
        title="Who it's for"
        intro={
          <p>
            Individuals book and advise on the open marketplace. Organisations get a group of their own, with its members, cards and
            bookings in one place.
          </p>
        }
      >
        <ul className={styles.cardGrid}>
          {USE_CASE_LINKS.map((useCase) => (
            <li key={useCase.id}>
              <Link to={useCase.path} className={styles.linkCard}>
                <span className={`${styles.cardIcon} ${styles.cardIconAqua}`}>
                  <Glyph name={USE_CASE_ICONS[useCase.id] ?? "globe"} />
                </span>
                <h3>{useCase.title}</h3>
                <p>{useCase.description}</p>
                <span className={styles.more}>
                  How it works for you <Icon name="arrowRight" size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.after}>
          <Link to="/use-cases">All use cases</Link>
        </p>
      </Section>

      <Section
        tone="sunken"
        title="What people say"
        intro={<p>Learners, advisors and the organisations that run groups on {BRAND.name}.</p>}
      >
        <Carousel
          label="What people say about Kora"
          className={styles.quotes}
          slides={QUOTES.map((item) => (
            <figure key={item.id} className={styles.quote}>
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="inline-3">
                <span className={styles.avatar} aria-hidden="true">
                  {initials(item.name)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <span className={styles.quoteRole}>{item.title}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        />
        <p className={styles.after}>
          <Link to="/testimonials">Read more testimonials</Link>
        </p>
      </Section>

      <Section
        title="Simple plans, no meeting time limit"
        intro={<p>Everyone starts on Basic for free. Upgrade when you need bigger meetings or a lower fee on paid bookings.</p>}
      >
        <ul className={styles.tiers}>
          {TIERS.map((tier) => (
            <li key={tier.name} className={styles.tier}>
              <h3>{tier.name}</h3>
              <p className={styles.tierPrice}>{tier.price}</p>
              <CheckList items={tier.points} />
            </li>
          ))}
        </ul>
        <p className={styles.after}>
          <Link to="/pricing">Compare plans and fees</Link>
        </p>
      </Section>

      <Section tone="sunken" title={`${BRAND.name} on your phone`}>
        <div className={styles.app}>
          <div>
            <p className={styles.appText}>
              The {BRAND.name} app is in the App Store and on Google Play, for iOS 14.0 or later and Android 8.0 or later. Join your
              sessions from wherever you are, with the same account you use on the web.
            </p>
            <CheckList
              items={[
                `Search for “${BRAND.name}” in the App Store or on Google Play`,
                "No meeting time limit and free cloud recording, as on the web",
                "Screen sharing works in the browser and the desktop app, not in the mobile app",
              ]}
            />
          </div>
          <img
            className={styles.phone}
            src="/img/marketing/phone-call.svg"
            width={220}
            height={300}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </div>
      </Section>

      <CtaBand
        title="Your first session is a minute away"
        primary={{ label: "Start for free!", to: SIGN_UP_PATH }}
        secondary={{ label: "Browse advisors", to: "/search" }}
      >
        <p>
          Sign up with your name, your email and a mobile number or a professional social profile. It's free, and your number is used only
          for booking reminders.
        </p>
      </CtaBand>
    </>
  );
}
