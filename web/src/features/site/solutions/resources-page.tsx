import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { siteSolutionsMessages } from "@kora/shared/i18n/messages/site-solutions.ts";
import { siteSolutionsResourcesMessages } from "@kora/shared/i18n/messages/site-solutions-resources.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Icon } from "../../../ui/icon.tsx";
import { em } from "../marketing/rich-tags.tsx";
import { CtaBand, Hero, Section } from "./solutions-ui.tsx";
import { breadcrumbLd, itemListLd, webPageLd } from "./solutions-seo.ts";
import styles from "./resources.module.css";

/**
 * A resource feature or feature card (public-site §3): a route (`to`) or an outside address (`link`). Its words
 * are English; the page shows site-solutions-resources' `feature.{id}.…` or `category.{id}.…` where there are some.
 */
export interface ResourceItem {
  id: string;
  title: string;
  description: string;
  /** A decorative SVG under /img/solutions/. */
  image: string;
  to?: string;
  link?: string;
  width?: number;
  height?: number;
  /** The link's words on a feature, e.g. "Browse the FAQ". */
  cta?: string;
}

const PATH = "/resources";

const img = (name: string) => `/img/solutions/resource-${name}.svg`;

/** The four ways in (public-site §2: the resources page links to /use-cases, /testimonials, /articles and /faq). */
export const RESOURCE_FEATURES: readonly ResourceItem[] = [
  {
    id: "articles",
    title: "Articles",
    description: "The latest from the blog: guides for advisors, stories from learners and notes from the team, newest first.",
    image: img("articles"),
    to: "/articles",
    cta: "Read the articles",
    width: 160,
    height: 120,
  },
  {
    id: "faq",
    title: "Help centre and FAQ",
    description: "Answers on tiers, video meetings, calendars, bookings, payments, Cards, the marketplace, groups and video production.",
    image: img("faq"),
    to: "/faq",
    cta: "Browse the FAQ",
    width: 160,
    height: 120,
  },
  {
    id: "use-cases",
    title: "Use cases",
    description: `How events, educational institutions, membership organisations and businesses run their programmes on ${BRAND.name} groups.`,
    image: img("use-cases"),
    to: "/use-cases",
    cta: "Explore use cases",
    width: 160,
    height: 120,
  },
  {
    id: "testimonials",
    title: "Testimonials",
    description: "Learners, advisors and organisations on what changed after their first sessions, in their own words.",
    image: img("testimonials"),
    to: "/testimonials",
    cta: "Read testimonials",
    width: 160,
    height: 120,
  },
];

const category = (slug: string, title: string, description: string): ResourceItem => ({
  id: slug,
  title,
  description,
  image: img(slug),
  to: `/articles/category/${slug}`,
  width: 160,
  height: 120,
});

/** One card per article category (public-site §2). */
export const RESOURCE_CARDS: readonly ResourceItem[] = [
  category("success-stories", "Success stories", "What changed for advisors, learners and organisations after their first sessions."),
  category("playbooks", "Playbooks", "Step by step: a Card that gets booked, pricing your half hour, running a tight session."),
  category(
    `${BRAND.slug}-editorial`,
    `${BRAND.name} editorial`,
    "Why we build what we build: one-to-one advice, fair fees, free recording, no time limits.",
  ),
  category("business", "Business", "Mentoring programmes, member office hours, expert networks and paid sessions under your name."),
  category("innovation", "Innovation", "Where expert advice is heading, and the tools that help advisors prepare better."),
  category("lifestyle", "Lifestyle", "Fitness, food, sleep, gardens and money: advice for the rest of life, half an hour at a time."),
  category("society", "Society", "Pro bono sessions, mentoring across borders and knowledge sharing as a public good."),
  category("creativity", "Creativity", "Writers, musicians, photographers and designers on honest feedback and teaching their craft."),
];

function ResourceLink({ item, className, children }: { item: ResourceItem; className?: string; children: ReactNode }) {
  if (item.to) {
    return (
      <Link to={item.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={item.link} className={className} rel="noopener">
      {children}
    </a>
  );
}

/** An item's words in the page's language: the catalogue's `{kind}.{id}.{part}` where there is one, else its own. */
function useResourceText() {
  const t = useT(siteSolutionsResourcesMessages);
  return (kind: "feature" | "category", item: ResourceItem, part: "title" | "description" | "cta"): string | undefined => {
    const key = `${kind}.${item.id}.${part}`;
    return t.has(key) ? t.t(key) : item[part];
  };
}

/** /resources: the help centre, articles by category, use cases and testimonials in one place. */
export default function ResourcesPage() {
  const abs = useAbsoluteUrl();
  const t = useT(siteSolutionsResourcesMessages);
  const shared = useT(siteSolutionsMessages);
  const locale = useLocale();
  const text = useResourceText();
  const TITLE = siteTitle(t.t("meta.title"));
  const DESCRIPTION = t.t("meta.description");
  const all = [
    ...RESOURCE_FEATURES.map((item) => ({ ...item, title: text("feature", item, "title")! })),
    ...RESOURCE_CARDS.map((item) => ({ ...item, title: text("category", item, "title")! })),
  ];
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
            type: "CollectionPage",
            inLanguage: locale,
            extra: {
              mainEntity: itemListLd(
                abs,
                all.filter((item) => item.to).map((item) => ({ name: item.title, path: item.to! })),
              ),
            },
          }),
          breadcrumbLd(abs, [{ name: t.t("ld.name"), path: PATH }], shared.t("breadcrumb.home")),
        ]}
      />
      <Hero eyebrow={t.t("eyebrow")} title={t.rich("title", { em })} lede={t.t("lede")} />

      <Section id="start" title={t.t("start.title")}>
        <ul className={styles.features}>
          {RESOURCE_FEATURES.map((item) => (
            <li key={item.id}>
              <ResourceLink item={item} className={styles.feature}>
                <img src={item.image} width={item.width} height={item.height} alt="" loading="lazy" decoding="async" />
                <div>
                  <h3>{text("feature", item, "title")}</h3>
                  <p>{text("feature", item, "description")}</p>
                  <span className={styles.more}>
                    {text("feature", item, "cta") ?? text("feature", item, "title")}
                    <Icon name="arrowRight" size={18} />
                  </span>
                </div>
              </ResourceLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="topics" tone="alt" title={t.t("topics.title")} intro={t.t("topics.intro")}>
        <ul className={styles.cards}>
          {RESOURCE_CARDS.map((item) => (
            <li key={item.id}>
              <ResourceLink item={item} className={styles.card}>
                <img src={item.image} width={item.width} height={item.height} alt="" loading="lazy" decoding="async" />
                <h3>{text("category", item, "title")}</h3>
                <p>{text("category", item, "description")}</p>
              </ResourceLink>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={t.t("cta.title")}
        text={t.t("cta.text")}
        to="/get-in-touch"
        label={t.t("cta.contact")}
        secondary={{ to: "/video-production", label: t.t("cta.video") }}
      />
    </>
  );
}
