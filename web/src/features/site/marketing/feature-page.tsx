import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { siteFeaturesCommonMessages } from "@kora/shared/i18n/messages/site-features-common.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FEATURE_SUMMARIES } from "./feature-summaries.ts";
import styles from "./feature-page.module.css";
import { Glyph, type GlyphName } from "./glyph.tsx";
import { CheckList, CtaBand, PageHero, Section, type CheckItem, type CtaLink } from "./site-sections.tsx";

export interface Capability {
  id: string;
  icon: GlyphName;
  title: string;
  body: ReactNode;
  points?: CheckItem[];
}

export interface FeaturePageContent {
  /** The canonical path, also when the page is shown on its old /f/… path. */
  path: string;
  /** The short title: "Video meetings" becomes "Video meetings: … | Kora" through `metaTitle`. */
  name: string;
  metaTitle: string;
  description: string;
  title: ReactNode;
  lede: ReactNode;
  art: { src: string; width: number; height: number };
  capabilities: Capability[];
  /** Extra content after the capabilities (e.g. the fees table). */
  extra?: ReactNode;
  faq: { label: string; to: string }[];
  cta: { title: string; text: ReactNode; primary: CtaLink; secondary?: CtaLink };
}

/** Props every feature page takes: `legacy` when shown on an old /f/… path (noindex, canonical to the new path). */
export interface FeaturePageProps {
  legacy?: boolean;
}

function CapabilityCard({ capability }: { capability: Capability }) {
  const headingId = `${useId()}-capability`;
  return (
    <section id={capability.id} className={styles.capability} aria-labelledby={headingId}>
      <span className={styles.capabilityIcon}>
        <Glyph name={capability.icon} size={24} />
      </span>
      <h2 id={headingId} className={styles.capabilityTitle}>
        {capability.title}
      </h2>
      <div className={styles.capabilityBody}>{capability.body}</div>
      {capability.points && <CheckList items={capability.points} className={styles.capabilityPoints} />}
    </section>
  );
}

/** The layout of the four feature pages: hero, capability sections, related help, the other features, a call to action. */
export function FeaturePage({ content, legacy = false }: { content: FeaturePageContent; legacy?: boolean }) {
  const absolute = useAbsoluteUrl();
  const t = useT(siteFeaturesCommonMessages);
  const others = FEATURE_SUMMARIES.filter((feature) => feature.to !== content.path);
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: t.t("breadcrumb.home"), item: absolute("/") },
      { "@type": "ListItem", position: 2, name: t.t("breadcrumb.features"), item: absolute("/features") },
      { "@type": "ListItem", position: 3, name: content.name, item: absolute(content.path) },
    ],
  };
  return (
    <>
      <PageMeta
        title={siteTitle(content.metaTitle)}
        description={content.description}
        path={content.path}
        noindex={legacy || undefined}
        jsonLd={breadcrumbs}
      />
      <nav aria-label={t.t("breadcrumb.label")} className={styles.breadcrumbs}>
        <Container>
          <ol>
            <li>
              <Link to="/">{t.t("breadcrumb.home")}</Link>
            </li>
            <li>
              <Link to="/features">{t.t("breadcrumb.features")}</Link>
            </li>
            <li>
              <span aria-current="page">{content.name}</span>
            </li>
          </ol>
        </Container>
      </nav>
      <PageHero
        eyebrow={content.name}
        title={content.title}
        lede={content.lede}
        art={<img src={content.art.src} width={content.art.width} height={content.art.height} alt="" decoding="async" />}
      >
        <div className={styles.heroLinks}>
          <ButtonLink to={content.cta.primary.to} size="large">
            {content.cta.primary.label}
          </ButtonLink>
          <a href="#capabilities" className={styles.jump}>
            {t.t("seeIncluded")} <Icon name="chevronDown" size={16} />
          </a>
        </div>
      </PageHero>

      <div id="capabilities" className={styles.capabilities}>
        <Container>
          <div className={styles.capabilityGrid}>
            {content.capabilities.map((capability) => (
              <CapabilityCard key={capability.id} capability={capability} />
            ))}
          </div>
        </Container>
      </div>

      {content.extra}

      <Section tone="sunken" title={t.t("questions.title")} intro={<p>{t.t("questions.intro")}</p>}>
        <ul className={styles.faqLinks}>
          {content.faq.map((item) => (
            <li key={item.to + item.label}>
              <Link to={item.to}>
                {item.label} <Icon name="arrowRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.t("worksWellWith")}>
        <ul className={styles.others}>
          {others.map((feature) => (
            <li key={feature.to}>
              <Link to={feature.to} className={styles.other}>
                <span className={styles.otherIcon}>
                  <Glyph name={feature.icon} />
                </span>
                <span>
                  <strong>{t.t(`summary.${feature.id}.title`)}</strong>
                  <span className={styles.otherText}>{t.t(`summary.${feature.id}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={content.cta.title} primary={content.cta.primary} secondary={content.cta.secondary}>
        {content.cta.text}
      </CtaBand>
    </>
  );
}
