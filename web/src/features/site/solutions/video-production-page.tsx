import { siteSolutionsMessages } from "@kora/shared/i18n/messages/site-solutions.ts";
import { siteSolutionsVideoProductionMessages } from "@kora/shared/i18n/messages/site-solutions-video-production.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink, buttonClass } from "../../../ui/button.tsx";
import type { IconName } from "../../../ui/icon.tsx";
import { em } from "../marketing/rich-tags.tsx";
import { CheckList, CtaBand, Faq, FeatureGrid, Hero, Quote, Section, Steps } from "./solutions-ui.tsx";
import { breadcrumbLd, faqPageLd, organizationLd, webPageLd } from "./solutions-seo.ts";
import { NADIA_HADDAD } from "./quotes/nadia-haddad.ts";
import styles from "./video-production.module.css";

const PATH = "/video-production";

/** The service's numbers; each one's words are `fact.{id}.value` and `.label` in site-solutions-video-production. */
const FACTS = ["interview", "video", "delivery", "package"] as const;
/** The process, first message to finished video: `step.{id}.title` and `.text`. */
const STEPS = ["contact", "plan", "talk", "edit", "deliver"] as const;
/** What a package includes: `included.{id}`. */
const INCLUDED = ["video", "interviewer", "interview", "delivery", "package", "channels"] as const;
/** Who it's for: `audience.{id}.title` and `.text`. */
const AUDIENCES: { id: "advisors" | "events" | "education" | "businesses"; icon: IconName }[] = [
  { id: "advisors", icon: "user" },
  { id: "events", icon: "calendar" },
  { id: "education", icon: "globe" },
  { id: "businesses", icon: "share" },
];
/** The questions: `faq.{id}.q` and `.a`. */
const FAQ = ["length", "needs", "speed", "count", "vetting", "card"] as const;

/** /video-production: the remote video production service. */
export default function VideoProductionPage() {
  const abs = useAbsoluteUrl();
  const t = useT(siteSolutionsVideoProductionMessages);
  const shared = useT(siteSolutionsMessages);
  const locale = useLocale();
  const TITLE = siteTitle(t.t("meta.title"));
  const DESCRIPTION = t.t("meta.description");
  const faq = FAQ.map((id) => ({ q: t.t(`faq.${id}.q`), a: t.t(`faq.${id}.a`) }));
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        jsonLd={[
          webPageLd(abs, { path: PATH, name: TITLE, description: DESCRIPTION, inLanguage: locale }),
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: t.t("ld.name"),
            serviceType: t.t("ld.type"),
            description: t.t("ld.description"),
            provider: organizationLd(abs),
            url: abs(PATH),
          },
          faqPageLd(faq),
          breadcrumbLd(abs, [{ name: t.t("eyebrow"), path: PATH }], shared.t("breadcrumb.home")),
        ]}
      />
      <Hero
        eyebrow={t.t("eyebrow")}
        title={t.rich("title", { em })}
        lede={t.t("lede")}
        actions={
          <>
            <ButtonLink to="/book-a-demo" size="large">
              {t.t("bookDemo")}
            </ButtonLink>
            <a href="#process" className={buttonClass({ variant: "outline", size: "large" })}>
              {t.t("howItWorks")}
            </a>
          </>
        }
      >
        <dl className={styles.facts}>
          {FACTS.map((id) => (
            <div key={id}>
              <dt>{t.t(`fact.${id}.label`)}</dt>
              <dd>{t.t(`fact.${id}.value`)}</dd>
            </div>
          ))}
        </dl>
      </Hero>

      <Section id="process" tone="alt" title={t.t("howItWorks")} intro={t.t("process.intro")}>
        <Steps items={STEPS.map((id) => ({ title: t.t(`step.${id}.title`), text: t.t(`step.${id}.text`) }))} />
      </Section>

      <Section id="included" title={t.t("included.title")}>
        <div className={styles.included}>
          <CheckList items={INCLUDED.map((id) => t.t(`included.${id}`))} />
          <div className={styles.frame} aria-hidden="true">
            <div className={styles.screen}>
              <span className={styles.face}>JM</span>
              <span className={styles.caption}>{t.t("frame.caption")}</span>
            </div>
            <div className={styles.timeline}>
              <span className={styles.clip} />
              <span className={`${styles.clip} ${styles.clipKeep}`} />
              <span className={styles.clip} />
              <span className={`${styles.clip} ${styles.clipKeep}`} />
              <span className={styles.clip} />
            </div>
            <p className={styles.frameLabel}>{t.t("frame.label")}</p>
          </div>
        </div>
      </Section>

      <Section id="for-whom" tone="alt" title={t.t("audiences.title")}>
        <FeatureGrid
          items={AUDIENCES.map(({ id, icon }) => ({ icon, title: t.t(`audience.${id}.title`), text: t.t(`audience.${id}.text`) }))}
          columns={4}
        />
      </Section>

      <Section id="faq" title={t.t("faq.title")}>
        <Faq items={faq} />
      </Section>

      <div className={styles.quote}>
        <Quote testimonial={NADIA_HADDAD} size="large" />
      </div>

      <CtaBand
        title={t.t("cta.title")}
        text={t.t("cta.text")}
        to="/book-a-demo"
        label={t.t("bookDemo")}
        secondary={{ to: "/use-cases", label: t.t("cta.useCases") }}
      />
    </>
  );
}
