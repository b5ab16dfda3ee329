import { useLocation } from "react-router-dom";
import { siteHelpMessages } from "@kora/shared/i18n/messages/site-help.ts";
import type { FaqCategory, HelpCentre } from "@kora/shared/site/help/types.ts";
import { answerText } from "@kora/shared/site/help/rich-text.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { RichTextView } from "./rich-text-view.tsx";
import { SiteLink } from "./site-link.tsx";
import styles from "./faq.module.css";

const PATH = "/faq";

/** The policies linked under the help centre; each one's name is `doc.{slug}` in site-help. */
const POLICIES = ["cancellation-policy", "code-of-conduct", "privacy", "terms-and-conditions"] as const;

const questionCount = (category: FaqCategory) => category.sections.reduce((sum, section) => sum + section.questions.length, 0);

/** FAQPage structured data: every question with its answer as plain text. */
function faqLd(categories: FaqCategory[], url: string, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    name,
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
  const t = useT(siteHelpMessages);
  // The help centre's questions and answers come from the API in English: say so, and mark them English.
  const english = useLocale() === "en" ? undefined : "en";
  const title = siteTitle(t.t("faq.meta.title"));

  return (
    <article className={styles.page}>
      <PageMeta title={title} description={t.t("faq.meta.description")} path={PATH} jsonLd={faqLd(categories, abs(PATH), title)} />
      <header className={styles.hero}>
        <div className={styles.wrap}>
          <p className={styles.eyebrow}>{t.t("faq.eyebrow")}</p>
          <h1 className={styles.title}>{t.t("faq.title")}</h1>
          <p className={styles.lede}>{t.t("faq.lede", { answers: total, topics: categories.length })}</p>
          {english && <p className={styles.lede}>{t.t("faq.inEnglish")}</p>}
        </div>
      </header>

      <div className={styles.wrap}>
        <nav id="topics" className={styles.topics} aria-labelledby="topics-title">
          <h2 id="topics-title" className={styles.topicsTitle}>
            {t.t("faq.browse")}
          </h2>
          <ul className={styles.topicGrid}>
            {categories.map((category) => (
              <li key={category.id}>
                <a className={styles.topic} href={`#${category.id}`}>
                  <img className={styles.topicImage} src={category.image} width={48} height={48} alt="" />
                  <span className={styles.topicBody}>
                    <span className={styles.topicTitle} lang={english}>
                      {category.title}
                    </span>
                    <span className={styles.topicText} lang={english}>
                      {category.description}
                    </span>
                    <span className={styles.topicCount}>{t.t("faq.questions", { count: questionCount(category) })}</span>
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
                <div className={styles.categoryHead} lang={english}>
                  <img className={styles.categoryImage} src={category.image} width={56} height={56} alt="" />
                  <div>
                    <h2 id={`${category.id}-title`} className={styles.categoryTitle}>
                      {category.title}
                    </h2>
                    <p className={styles.categoryText}>{category.description}</p>
                  </div>
                </div>
                {category.sections.map((section) => (
                  <div key={section.id} id={section.id} className={styles.section} lang={english}>
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
                  {t.t("faq.back")}
                </a>
              </section>
            ))}
          </div>
          <aside className={styles.aside}>
            <nav className={styles.sideNav} aria-label={t.t("faq.sideNav")}>
              <p className={styles.sideTitle}>{t.t("faq.topics")}</p>
              <ul className={styles.sideList} lang={english}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <a href={`#${category.id}`}>{category.title}</a>
                  </li>
                ))}
              </ul>
              <SiteLink href="/get-in-touch" className={styles.sideContact}>
                {t.t("faq.cantFind")}
              </SiteLink>
            </nav>
          </aside>
        </div>

        <section className={styles.stuck} aria-labelledby="stuck-title">
          <div>
            <h2 id="stuck-title" className={styles.stuckTitle}>
              {t.t("faq.stuck.title")}
            </h2>
            <p className={styles.stuckText}>{t.t("faq.stuck.text")}</p>
            <ul className={styles.stuckLinks} aria-label={t.t("faq.policies")}>
              {POLICIES.map((slug) => (
                <li key={slug}>
                  <SiteLink href={`/${slug}`}>{t.t(`doc.${slug}`)}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
          <ButtonLink to="/get-in-touch" size="large" className={styles.stuckButton}>
            {t.t("getInTouch")}
          </ButtonLink>
        </section>
      </div>
    </article>
  );
}
