import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { Glyph, type GlyphName } from "./glyph.tsx";
import { Actions, PageHero } from "./site-sections.tsx";
import styles from "./welcome-page.module.css";

const NEXT_STEPS: { icon: GlyphName; title: string; text: string; to: string; link: string }[] = [
  {
    icon: "user",
    title: "Complete My details",
    text: "Check your name, time zone and currency, so session times and prices show the way you expect wherever you are.",
    to: appPath("my-details"),
    link: "Open My details",
  },
  {
    icon: "edit",
    title: `Create your first ${BRAND.name} Card`,
    text: "Pick one thing you can help with, describe it, add your skills and set a half-hour rate or make it free.",
    to: appPath(`${BRAND.slug}-cards/create`),
    link: "Create a Card",
  },
  {
    icon: "calendar",
    title: "Set your working hours",
    text: "Mark the half-hour slots when you can take sessions. Learners can only request times inside them.",
    to: appPath("my-calendar/working-hours"),
    link: "Set working hours",
  },
  {
    icon: "search",
    title: "Browse the marketplace",
    text: "Find an advisor for whatever you're working on, save favourites and request a first session.",
    to: "/search",
    link: "Find an advisor",
  },
  {
    icon: "video",
    title: "Host a meeting",
    text: "Your personal room is ready. Choose “Host a meeting now” in the account menu, share the link, and let guests in when they knock.",
    to: appPath("dashboard"),
    link: "Go to my dashboard",
  },
];

/** /welcome: where a new account goes next. Public, not in the sitemap. */
export default function WelcomePage() {
  return (
    <>
      <PageMeta
        title={siteTitle("Welcome aboard: your next steps")}
        description="Your Kora account is ready. Complete your details, create your first Kora Card, set working hours, browse advisors and host your first meeting."
        path="/welcome"
      />
      <PageHero
        eyebrow="You're in"
        title={
          <>
            Welcome to <em>{BRAND.name}</em>
          </>
        }
        lede={<p>Your account is ready. Five short steps get you from here to your first session, whichever side of the call you're on.</p>}
      >
        <Actions>
          <ButtonLink to={appPath("dashboard")} size="large">
            Go to my dashboard
          </ButtonLink>
          <ButtonLink to="/search" variant="outline" size="large">
            Browse advisors
          </ButtonLink>
        </Actions>
      </PageHero>

      <section className={styles.stepsSection} aria-labelledby="welcome-steps-title">
        <Container>
          <h2 id="welcome-steps-title">Your next steps</h2>
          <ol className={styles.steps}>
            {NEXT_STEPS.map((step) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepIcon}>
                  <Glyph name={step.icon} size={24} />
                </span>
                <div className={styles.stepBody}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                  <Link to={step.to} className={styles.stepLink}>
                    {step.link} <Icon name="arrowRight" size={16} />
                  </Link>
                </div>
              </li>
            ))}
          </ol>
          <p className={styles.help}>
            Stuck on something? The <Link to="/faq">help centre</Link> has answers, or <Link to="/get-in-touch">get in touch</Link> and
            we'll help.
          </p>
        </Container>
      </section>
    </>
  );
}
