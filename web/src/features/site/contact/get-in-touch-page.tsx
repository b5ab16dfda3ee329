import type { ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import type { ContactChannels } from "@kora/shared/contracts/contact.ts";
import { PAID_COUNTRIES_TEXT } from "@kora/shared/domain/cards/rules.ts";
import { topicFromQuery } from "@kora/shared/domain/contact/contact-form.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ContactFormCard } from "./contact-form-card.tsx";
import styles from "./contact-pages.module.css";

export const GET_IN_TOUCH_TITLE = siteTitle("Get in touch with the team");
export const GET_IN_TOUCH_DESCRIPTION = `Questions about bookings, payments, ${BRAND.name} Cards or groups? Send us a message and a real person replies by email, or find answers in the help centre.`;

const QUICK_ANSWERS = [
  {
    q: "When is a learner charged?",
    a: "Only once the advisor confirms the booking. Requests that haven't been confirmed can be cancelled for free; after acceptance a cancellation penalty applies.",
    link: { to: "/cancellation-policy", label: "Read the cancellation policy" },
  },
  {
    q: "When do advisors get paid?",
    a: `About a week after the session is completed. Payouts go to advisors in ${PAID_COUNTRIES_TEXT}, where paid bookings work, and we ask for payout details at your first paid booking request.`,
    link: { to: "/faq", label: "Payments in the help centre" },
  },
  {
    q: "What if someone doesn't turn up?",
    a: "If the advisor misses the session, the learner gets a full refund. If the learner misses it, the advisor is still paid as long as they joined. Being online for at least 1 minute counts as attending.",
    link: { to: "/faq", label: "Bookings in the help centre" },
  },
  {
    q: "Why do you need my mobile number?",
    a: "Only to text you a reminder 10 minutes before a session. We never use your number for marketing.",
    link: { to: "/privacy", label: "How we handle your data" },
  },
];

function Channel({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.channel}>
      <span className={styles.channelIcon} aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** `/get-in-touch`: the contact form, other ways to reach us, and the answers people most often write in for. */
export default function GetInTouchPage() {
  const { search } = useLocation();
  // Keyed by the query, so following a link to this page with another ?topic= (or none) starts afresh.
  return <GetInTouch key={search} />;
}

function GetInTouch() {
  const [params] = useSearchParams();
  const email = useSiteQuery<ContactChannels>(["contact-channels"], "/api/contact-channels", { staleTime: Infinity }).data?.email ?? null;
  const absolute = useAbsoluteUrl();

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: GET_IN_TOUCH_TITLE,
    description: GET_IN_TOUCH_DESCRIPTION,
    url: absolute("/get-in-touch"),
    mainEntity: {
      "@type": "Organization",
      name: BRAND.name,
      url: absolute("/"),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        ...(email && { email }),
        url: absolute("/get-in-touch"),
        availableLanguage: "English",
      },
    },
  };

  return (
    <>
      <PageMeta title={GET_IN_TOUCH_TITLE} description={GET_IN_TOUCH_DESCRIPTION} path="/get-in-touch" jsonLd={jsonLd} />
      <section className={styles.hero} aria-labelledby="get-in-touch-title">
        <Container>
          <p className={styles.eyebrow}>Contact</p>
          <h1 id="get-in-touch-title">Get in touch</h1>
          <p className={styles.lede}>
            Ask us about bookings, payments, your {BRAND.name} Card, groups for your organisation or anything else. A person on the{" "}
            {BRAND.name} team reads every message and replies by email.
          </p>
        </Container>
      </section>

      <div className={styles.body}>
        <Container>
          <div className={styles.columns}>
            <ContactFormCard
              kind="contact"
              path="/get-in-touch"
              topic={topicFromQuery(params.get("topic"))}
              title="Send us a message"
              intro="Pick a topic so the right person reads it first. We'll reply to the email address you give here."
            />

            <aside className={styles.aside} aria-labelledby="other-ways-title">
              <h2 id="other-ways-title">Other ways to get help</h2>
              <Channel icon="search" title="Help centre">
                <p>Most answers are already there: how bookings, cancellations, payouts, recordings and {BRAND.name} Cards work.</p>
                <Link className={styles.channelLink} to="/faq">
                  Browse the FAQ <Icon name="arrowRight" size={18} />
                </Link>
              </Channel>
              {email && (
                <Channel icon="mail" title="Email">
                  <p>Prefer your own mail app? Write to us and we'll answer from the same address.</p>
                  <a className={styles.channelLink} href={`mailto:${email}`}>
                    {email}
                  </a>
                </Channel>
              )}
              <Channel icon="sparkle" title={`${BRAND.name} Pro`}>
                <p>
                  Pro members hear back within 24 hours. Pro is in beta and available on request: choose "{BRAND.name} Pro access" as your
                  topic.
                </p>
                <Link className={styles.channelLink} to="/pricing">
                  Compare plans <Icon name="arrowRight" size={18} />
                </Link>
              </Channel>
              <Channel icon="dashboard" title="For organisations">
                <p>Running sessions for members, students or staff? We'll show you groups, bookable experts and payments on a live call.</p>
                <Link className={styles.channelLink} to="/book-a-demo">
                  Book a demo <Icon name="arrowRight" size={18} />
                </Link>
              </Channel>
            </aside>
          </div>
        </Container>
      </div>

      <section className={styles.section} aria-labelledby="quick-answers-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="quick-answers-title">Quick answers</h2>
            <p>The questions we're asked most often, answered in a sentence or two.</p>
          </div>
          <ul className={`${styles.grid} ${styles.grid4}`}>
            {QUICK_ANSWERS.map((item) => (
              <li key={item.q} className={styles.tile}>
                <h3>{item.q}</h3>
                <p>{item.a}</p>
                <Link className={styles.tileLink} to={item.link.to}>
                  {item.link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
