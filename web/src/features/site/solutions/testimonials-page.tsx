import { siteSolutionsMessages } from "@kora/shared/i18n/messages/site-solutions.ts";
import { siteSolutionsTestimonialsMessages } from "@kora/shared/i18n/messages/site-solutions-testimonials.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { em } from "../marketing/rich-tags.tsx";
import { CtaBand, Hero, Quote, Section, useTestimonialText } from "./solutions-ui.tsx";
import { breadcrumbLd, webPageLd } from "./solutions-seo.ts";
import { TESTIMONIALS, testimonial, type TestimonialAudience } from "./testimonials.ts";
import styles from "./testimonials.module.css";

const PATH = "/testimonials";

/** Shown large under the hero; the groups below list everyone else. */
const FEATURED_ID = "rosa-delgado";

/** The groups, by who is speaking; each one's words are `{audience}.title` and `.intro` in site-solutions-testimonials. */
const GROUPS: TestimonialAudience[] = ["learner", "advisor", "organisation"];

/** /testimonials: every quote we have, grouped by who is speaking. */
export default function TestimonialsPage() {
  const abs = useAbsoluteUrl();
  const t = useT(siteSolutionsTestimonialsMessages);
  const shared = useT(siteSolutionsMessages);
  const words = useTestimonialText();
  const locale = useLocale();
  const TITLE = siteTitle(t.t("meta.title"));
  const DESCRIPTION = t.t("meta.description");
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        jsonLd={[
          webPageLd(abs, {
            path: PATH,
            name: TITLE,
            description: DESCRIPTION,
            inLanguage: locale,
            extra: {
              hasPart: TESTIMONIALS.map((item) => ({
                "@type": "Quotation",
                text: words.quote(item),
                creator: { "@type": "Person", name: item.name, description: words.title(item) },
              })),
            },
          }),
          breadcrumbLd(abs, [{ name: t.t("eyebrow"), path: PATH }], shared.t("breadcrumb.home")),
        ]}
      />
      <Hero eyebrow={t.t("eyebrow")} title={t.rich("title", { em })} lede={t.t("lede")}>
        <nav aria-label={t.t("jump")} className={styles.jump}>
          {GROUPS.map((audience) => (
            <a key={audience} href={`#${audience}s`}>
              {t.t(`${audience}.title`)}
            </a>
          ))}
        </nav>
      </Hero>

      <div className={styles.featured}>
        <Quote testimonial={testimonial(FEATURED_ID)} size="large" />
      </div>

      {GROUPS.map((audience, index) => (
        <Section
          key={audience}
          id={`${audience}s`}
          tone={index % 2 === 0 ? "plain" : "alt"}
          title={t.t(`${audience}.title`)}
          intro={t.t(`${audience}.intro`)}
        >
          <ul className={styles.grid}>
            {TESTIMONIALS.filter((item) => item.audience === audience && item.id !== FEATURED_ID).map((item) => (
              <li key={item.id}>
                <Quote testimonial={item} />
              </li>
            ))}
          </ul>
        </Section>
      ))}

      <CtaBand
        title={t.t("cta.title")}
        text={t.t("cta.text")}
        to={SIGN_UP_PATH}
        label={t.t("cta.start")}
        secondary={{ to: "/articles/category/success-stories", label: t.t("cta.stories") }}
      />
    </>
  );
}
