import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon, type IconName } from "../../ui/icon.tsx";
import { Container } from "../../ui/surface.tsx";
import styles from "./home.module.css";

const FEATURES: { icon: IconName; title: string; text: string; to: string }[] = [
  { icon: "video", title: "Video meetings", text: "Meet one-to-one in the browser with no meeting time limit and free, unlimited cloud recording.", to: "/features/video-meetings" },
  { icon: "calendar", title: "Calendar & bookings", text: "Share the times that suit you. People request a session and you confirm, suggest other times or decline.", to: "/features/calendar-and-bookings" },
  { icon: "user", title: `${BRAND.name} Cards`, text: "A profile listing for each thing you advise on, with your experience, skills and rate.", to: `/features/${BRAND.slug}-cards` },
  { icon: "share", title: "Payment integration", text: "Advise for free or set a rate per half hour. Learners are only charged once you confirm.", to: "/features/payment-integration" },
];

/** Get-started banner (public-site §2): one-to-one video advice on almost any topic, and a way to the search. */
function GetStartedBanner() {
  return (
    <section className={styles.banner} aria-labelledby="get-started-title">
      <div>
        <h2 id="get-started-title">Get one-to-one video advice on almost any topic</h2>
        <p>From careers and coding to health, money and starting a business: find an advisor who has done it and book a session.</p>
      </div>
      <ButtonLink to="/search" size="large">
        <Icon name="search" size={18} /> Find an advisor
      </ButtonLink>
    </section>
  );
}

function CallMock() {
  return (
    <div className={styles.mock} aria-hidden="true">
      <div className={styles.call}>
        <div className={styles.tileBig}>
          <span className={`${styles.face} ${styles.faceBig}`}>MR</span>
        </div>
        <div className={styles.tileSmall}>
          <span className={`${styles.face} ${styles.faceSmall}`}>JT</span>
        </div>
        <span className={styles.rec}>Recording</span>
        <div className={styles.controls}>
          <span>
            <Icon name="record" size={18} />
          </span>
          <span>
            <Icon name="video" size={18} />
          </span>
          <span>
            <Icon name="close" size={18} />
          </span>
        </div>
      </div>
      <div className={`${styles.chip} ${styles.chipOne}`}>
        <span className={styles.chipIcon}>
          <Icon name="check" size={18} />
        </span>
        <span>
          Session confirmed
          <small>Career chat · 30 min</small>
        </span>
      </div>
      <div className={`${styles.chip} ${styles.chipTwo}`}>
        <span className={styles.chipIcon} style={{ background: "var(--color-accent-soft)", color: "#0d8f89" }}>
          <Icon name="record" size={18} />
        </span>
        <span>
          Saved to your library
          <small>Free cloud recording</small>
        </span>
      </div>
    </div>
  );
}

/** The home page: what Kora is, the claims the spec lets us make, and the ways in. */
export function HomePage() {
  usePageTitle(null);
  const { data: me } = useMe();
  const signedIn = Boolean(me && !me.isPlaceholder);
  return (
    <>
      <section className={styles.hero}>
        <Container className={styles.heroInner}>
          <div>
            <h1>
              Learn from people who've <em>done it</em>, one-to-one.
            </h1>
            <p className={styles.lede}>
              {BRAND.name} is a marketplace for video advice. Book a session with an advisor on almost any topic, or publish a {BRAND.name} Card and get booked yourself, for free or for a fee.
            </p>
            <div className={styles.ctas}>
              {signedIn ? (
                <ButtonLink to="/my-kora/dashboard" size="large">
                  Go to my dashboard
                </ButtonLink>
              ) : (
                <ButtonLink to="/password-free?step=signup" size="large">
                  Start for free!
                </ButtonLink>
              )}
              <ButtonLink to="/search" variant="outline" size="large">
                Browse advisors
              </ButtonLink>
            </div>
            <ul className={styles.points}>
              <li>
                <Icon name="check" size={18} /> Free sign-up in under a minute
              </li>
              <li>
                <Icon name="check" size={18} /> No meeting time limit
              </li>
              <li>
                <Icon name="check" size={18} /> Free unlimited cloud recording
              </li>
            </ul>
          </div>
          <CallMock />
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="how-title">How it works</h2>
            <p>Sign-up is free and needs just your name and email. No downloads: sessions run in your browser.</p>
          </div>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <h3>Find your advisor</h3>
              <p>Browse the marketplace without an account and read what each advisor offers.</p>
            </li>
            <li className={styles.step}>
              <h3>Request a time</h3>
              <p>Suggest the times that suit you. The advisor confirms one, and paid sessions are only charged once confirmed.</p>
            </li>
            <li className={styles.step}>
              <h3>Meet and keep the recording</h3>
              <p>Join the video call from the link, take as long as you need, and watch the recording again later.</p>
            </li>
          </ol>
        </Container>
      </section>

      <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="features-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="features-title">Everything you need to advise and be advised</h2>
            <p>Groups for organisations and communities are built in too: see the use cases for events, education, memberships and businesses.</p>
          </div>
          <div className={styles.features}>
            {FEATURES.map((feature) => (
              <Link key={feature.to} to={feature.to} className={styles.feature}>
                <span className={styles.featureIcon}>
                  <Icon name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
                <span className={styles.more}>
                  Learn more <Icon name="arrowRight" size={16} />
                </span>
              </Link>
            ))}
          </div>
        </Container>
      </section>

      <section className={styles.section}>
        <Container>
          <GetStartedBanner />
        </Container>
      </section>
    </>
  );
}
