import { useLocation } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import type { FaqCategory, HelpCentre } from "@kora/shared/site/help/types.ts";
import { answerText } from "@kora/shared/site/help/rich-text.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { RichTextView } from "./rich-text-view.tsx";
import { SiteLink } from "./site-link.tsx";
import styles from "./faq.module.css";

const TITLE = siteTitle("Help centre and FAQ");
const DESCRIPTION = `Answers about booking sessions, video meetings, ${BRAND.name} Cards, payments and payouts, fees, gift cards and groups — and how to reach us when you're stuck.`;
const PATH = "/faq";

const POLICIES = [
  { href: "/cancellation-policy", label: "Cancellation policy" },
  { href: "/code-of-conduct", label: "Code of conduct" },
  { href: "/privacy", label: "Privacy policy" },
  { href: "/terms-and-conditions", label: "Terms and conditions" },
];

const questionCount = (category: FaqCategory) => category.sections.reduce((sum, section) => sum + section.questions.length, 0);

/** FAQPage structured data: every question with its answer as plain text. */
function faqLd(categories: FaqCategory[], url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    name: TITLE,
    mainEntity: categories.flatMap((category) =>
      category.sections.flatMap((section) =>
        section.questions.map((question) => ({
          "@type": "Question",
          name: question.q,
          acceptedAnswer: { "@type": "Answer", text: answerText(question.a) },
        })),
      ),
    ),
  };
}

/** /faq: the help centre. The copy comes from GET /api/help; questions open without JavaScript (details/summary). */
export default function FaqPage() {
  const abs = useAbsoluteUrl();
  const { pathname } = useLocation();
  const { data } = useSiteQuery<HelpCentre>(["help"], "/api/help", { staleTime: 300_000 });
  const categories = data?.categories ?? [];
  const total = categories.reduce((sum, category) => sum + questionCount(category), 0);

  return (
    <article className={styles.page}>
      <PageMeta title={TITLE} description={DESCRIPTION} path={PATH} jsonLd={faqLd(categories, abs(PATH))} />
      <header className={styles.hero}>
        <div className={styles.wrap}>
          <p className={styles.eyebrow}>Help centre</p>
          <h1 className={styles.title}>How can we help?</h1>
          <p className={styles.lede}>
            Straight answers to what people ask us most, from your first booking to your first payout. Pick a topic below — {total} answers
            across {categories.length} topics.
          </p>
        </div>
      </header>

      <div className={styles.wrap}>
        <nav id="topics" className={styles.topics} aria-labelledby="topics-title">
          <h2 id="topics-title" className={styles.topicsTitle}>
            Browse by topic
          </h2>
          <ul className={styles.topicGrid}>
            {categories.map((category) => (
              <li key={category.id}>
                <a className={styles.topic} href={`#${category.id}`}>
                  <img className={styles.topicImage} src={category.image} width={48} height={48} alt="" />
                  <span className={styles.topicBody}>
                    <span className={styles.topicTitle}>{category.title}</span>
                    <span className={styles.topicText}>{category.description}</span>
                    <span className={styles.topicCount}>{questionCount(category)} questions</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.columns}>
          <div className={styles.main}>
            {categories.map((category) => (
              <section key={category.id} id={category.id} className={styles.category} aria-labelledby={`${category.id}-title`}>
                <div className={styles.categoryHead}>
                  <img className={styles.categoryImage} src={category.image} width={56} height={56} alt="" />
                  <div>
                    <h2 id={`${category.id}-title`} className={styles.categoryTitle}>
                      {category.title}
                    </h2>
                    <p className={styles.categoryText}>{category.description}</p>
                  </div>
                </div>
                {category.sections.map((section) => (
                  <div key={section.id} id={section.id} className={styles.section}>
                    <h3 className={styles.sectionTitle}>{section.title}</h3>
                    <div className={styles.questions}>
                      {section.questions.map((question) => (
                        <details key={question.q} className={styles.question}>
                          <summary className={styles.summary}>{question.q}</summary>
                          <div className={styles.answer}>
                            <RichTextView source={question.a} currentPath={pathname} />
                          </div>
                        </details>
                      ))}
                    </div>
                  </div>
                ))}
                <a className={styles.back} href="#topics">
                  Back to all topics
                </a>
              </section>
            ))}
          </div>
          <aside className={styles.aside}>
            <nav className={styles.sideNav} aria-label="Help topics">
              <p className={styles.sideTitle}>Topics</p>
              <ul className={styles.sideList}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <a href={`#${category.id}`}>{category.title}</a>
                  </li>
                ))}
              </ul>
              <SiteLink href="/get-in-touch" className={styles.sideContact}>
                Can't find it? Get in touch
              </SiteLink>
            </nav>
          </aside>
        </div>

        <section className={styles.stuck} aria-labelledby="stuck-title">
          <div>
            <h2 id="stuck-title" className={styles.stuckTitle}>
              Still stuck? Get in touch
            </h2>
            <p className={styles.stuckText}>
              Tell us what you were trying to do and what happened, and a real person on the {BRAND.name} team will reply. For a booking,
              include the advisor's name and the session's date — it helps us find it quickly.
            </p>
            <ul className={styles.stuckLinks} aria-label="Rules and policies">
              {POLICIES.map((policy) => (
                <li key={policy.href}>
                  <SiteLink href={policy.href}>{policy.label}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
          <ButtonLink to="/get-in-touch" size="large" className={styles.stuckButton}>
            Get in touch
          </ButtonLink>
        </section>
      </div>
    </article>
  );
}
