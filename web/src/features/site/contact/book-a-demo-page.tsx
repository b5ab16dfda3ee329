import { Link, useLocation } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { DEMO_TOPIC } from "@kora/shared/domain/contact/contact-form.ts";
import { USE_CASE_LINKS } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ContactFormCard } from "./contact-form-card.tsx";
import styles from "./contact-pages.module.css";

export const BOOK_A_DEMO_TITLE = siteTitle("Book a demo for your organisation");
export const BOOK_A_DEMO_DESCRIPTION = `See how ${BRAND.name} gives your members, students or clients one-to-one video sessions with experts: groups, bookable Cards, payments and recording.`;

const SHOWN = [
  {
    title: "A group of your own",
    text: "People apply to join your group and applications are reviewed within 48 hours. Group admins see high-level activity, such as monthly video hours, never the conversations.",
  },
  {
    title: "Experts people can book",
    text: `Your speakers, alumni or staff publish ${BRAND.name} Cards. Sessions can be free, or paid per half hour: advisors in Australia, New Zealand, the UK, Sweden and Denmark can take paid bookings.`,
  },
  {
    title: "Video meetings without a time limit",
    text: "Every plan has free unlimited cloud recording and no meeting time limit. Meetings hold up to 10 people on Basic, 25 on Plus and 50 on Pro.",
  },
  {
    title: "Short videos of your experts",
    text: "Our video production service turns a 20 to 30 minute interview into a finished 60 to 90 second video, delivered within five working days.",
    link: { to: "/video-production", label: "About video production" },
  },
];

/** `/book-a-demo`: organisations ask for a walkthrough (the header's call to action on use-case pages). */
export default function BookADemoPage() {
  const { search } = useLocation();
  return <BookADemo key={search} />;
}

function BookADemo() {
  const absolute = useAbsoluteUrl();

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: BOOK_A_DEMO_TITLE,
    description: BOOK_A_DEMO_DESCRIPTION,
    url: absolute("/book-a-demo"),
    potentialAction: { "@type": "CommunicateAction", name: `Request a ${BRAND.name} demo`, target: absolute("/book-a-demo") },
    publisher: { "@type": "Organization", name: BRAND.name, url: absolute("/") },
  };

  return (
    <>
      <PageMeta title={BOOK_A_DEMO_TITLE} description={BOOK_A_DEMO_DESCRIPTION} path="/book-a-demo" jsonLd={jsonLd} />
      <section className={styles.hero} aria-labelledby="book-a-demo-title">
        <Container>
          <p className={styles.eyebrow}>For organisations</p>
          <h1 id="book-a-demo-title">Book a demo of {BRAND.name}</h1>
          <p className={styles.lede}>
            Event marketers, universities, membership organisations and businesses use {BRAND.name} to give people one-to-one time with
            experts. Tell us a little about yours and we'll show you around on a live {BRAND.name} video call.
          </p>
        </Container>
      </section>

      <div className={styles.body}>
        <Container>
          <div className={styles.columns}>
            <ContactFormCard
              kind="demo"
              path="/book-a-demo"
              topic={DEMO_TOPIC}
              title="Request your demo"
              intro="We'll reply by email to find a time that suits you. Organisation details are optional but help us tailor it."
            />

            <aside className={styles.aside} aria-labelledby="demo-who-title">
              <h2 id="demo-who-title">Who it's for</h2>
              {USE_CASE_LINKS.map((useCase) => (
                <div key={useCase.id} className={styles.channel}>
                  <span className={styles.channelIcon} aria-hidden="true">
                    <Icon name="check" size={20} />
                  </span>
                  <div>
                    <h3>{useCase.title}</h3>
                    {useCase.description && <p>{useCase.description}</p>}
                    <Link className={styles.channelLink} to={useCase.path}>
                      See how it works<span className="visually-hidden"> for {useCase.title.toLowerCase()}</span>{" "}
                      <Icon name="arrowRight" size={18} />
                    </Link>
                  </div>
                </div>
              ))}
              <p>
                Not an organisation? <Link to="/get-in-touch">Get in touch</Link> with any other question, or{" "}
                <Link to="/pricing">compare plans</Link>.
              </p>
            </aside>
          </div>
        </Container>
      </div>

      <section className={styles.section} aria-labelledby="demo-shown-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="demo-shown-title">What we'll show you</h2>
            <p>The demo follows your questions, and usually covers these four things.</p>
          </div>
          <ul className={`${styles.grid} ${styles.grid4}`}>
            {SHOWN.map((item) => (
              <li key={item.title} className={styles.tile}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                {item.link && (
                  <Link className={styles.tileLink} to={item.link.to}>
                    {item.link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
