import { Link, useLocation } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { LOG_IN_PATH, SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FAQ_LINKS } from "./faq-links.ts";
import styles from "./join-now-page.module.css";
import { Actions, CheckList, CtaBand, PageHero } from "./site-sections.tsx";

/** Query parameters the sign-up step understands (public-site §2 /password-free); links to /join-now may carry them. */
const PASSED_ON = ["invite", "group", "redirectTo", "token"] as const;

/** The sign-up path, keeping an invite, group, redirect or token the visitor arrived with. */
export function signUpHref(search: string): string {
  const incoming = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of PASSED_ON) {
    const value = incoming.get(key);
    if (value) kept.set(key, value);
  }
  const rest = kept.toString();
  return rest ? `${SIGN_UP_PATH}&${rest}` : SIGN_UP_PATH;
}

/** /join-now: why and how to sign up, and the way in. */
export default function JoinNowPage() {
  const signUp = signUpHref(useLocation().search);
  return (
    <>
      <PageMeta
        title={siteTitle("Join free in under a minute")}
        description="Sign up to Kora for free in under a minute with your name, email and a mobile number or professional profile. Book advisors or become one."
        path="/join-now"
      />
      <PageHero
        eyebrow={`Join ${BRAND.name}`}
        title={
          <>
            Free to join, and done in <em>under a minute</em>
          </>
        }
        lede={
          <p>One account to book advice, give it, host meetings and keep your recordings. Basic is free, with no meeting time limit.</p>
        }
      >
        <Actions>
          <ButtonLink to={signUp} size="large">
            Start for free!
          </ButtonLink>
          <ButtonLink to={LOG_IN_PATH} variant="outline" size="large">
            I have an account
          </ButtonLink>
        </Actions>
      </PageHero>

      <section className={styles.needs} aria-labelledby="join-needs-title">
        <Container className={styles.needsInner}>
          <div>
            <h2 id="join-needs-title">What you'll need</h2>
            <CheckList
              items={["Your name", "Your email address", "A mobile number, or a professional social profile such as LinkedIn"]}
              className={styles.needsList}
            />
          </div>
          <p className={styles.promise}>
            <strong>Your number is for reminders only.</strong> We text you a code to check it and a reminder 10 minutes before each
            booking. We never use it for marketing.
          </p>
        </Container>
      </section>

      <section className={styles.paths} aria-labelledby="join-paths-title">
        <Container>
          <h2 id="join-paths-title">Learn, advise, or both</h2>
          <div className={styles.columns}>
            <div className={styles.column}>
              <h3>If you want advice</h3>
              <CheckList
                items={[
                  "Browse the marketplace before you sign up",
                  "Request sessions up to a year ahead, at times that suit you",
                  "Pay only once the advisor confirms, or book free sessions",
                  "Keep a free recording of every call",
                ]}
              />
            </div>
            <div className={styles.column}>
              <h3>If you give advice</h3>
              <CheckList
                items={[
                  `Publish a ${BRAND.name} Card for each topic you know`,
                  "Set your hours in 30-minute steps and sync your calendar",
                  "Take paid bookings in Australia, New Zealand, the UK, Sweden and Denmark; free sessions anywhere",
                  "Get paid about a week after each completed session",
                ]}
              />
            </div>
          </div>
          <p className={styles.help}>
            Questions first? Read <Link to={FAQ_LINKS.tiers}>about accounts and plans</Link> or{" "}
            <Link to={FAQ_LINKS.advisors}>getting started as an advisor</Link>.
          </p>
        </Container>
      </section>

      <CtaBand
        title="Create your free account"
        primary={{ label: "Start for free!", to: signUp }}
        secondary={{ label: "Browse advisors", to: "/search" }}
      >
        <p>It's free, it takes under a minute, and you can upgrade to Plus later if you need bigger meetings.</p>
      </CtaBand>
    </>
  );
}
