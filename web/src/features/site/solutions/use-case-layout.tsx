import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Translator } from "@kora/shared/i18n/translate.ts";
import type { IconName } from "../../../ui/icon.tsx";
import { em } from "../marketing/rich-tags.tsx";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { siteSolutionsMessages } from "@kora/shared/i18n/messages/site-solutions.ts";
import { itemDescription, navText } from "../../../app/nav/nav-text.ts";
import { USE_CASE_LINKS } from "../../../app/nav/site-links.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { CheckList, CtaBand, FeatureGrid, Hero, Quote, Section, type Feature } from "./solutions-ui.tsx";
import { breadcrumbLd, webPageLd } from "./solutions-seo.ts";
import type { Testimonial } from "./quotes/person.ts";
import type { UseCaseCard } from "./use-cases.ts";
import styles from "./use-case-layout.module.css";

export interface Scenario {
  title: string;
  /** Who is doing it, e.g. "A two-day fintech summit with 14 speakers". */
  who: string;
  text: string;
  /** What Kora does in it, three or four short points. */
  points: string[];
}

/** Everything a use-case sub-page says; each page module holds its own, so each page ships only its copy. */
export interface UseCaseContent {
  id: UseCaseCard["id"];
  /** Short title for the tab and search result (" | Kora" is added). */
  metaTitle: string;
  /** 110–160 characters. */
  description: string;
  eyebrow: string;
  h1: ReactNode;
  lede: string;
  problem: { title: string; text: string; pains: string[] };
  solution: { title: string; intro: string; features: Feature[]; note?: ReactNode };
  scenarios: { title: string; items: [Scenario, Scenario, Scenario] };
  /** From quotes/<name>.ts, so the page loads one quote, not the list. */
  testimonial: Testimonial;
  cta: { title: string; text: string };
}

const DEMO_PATH = "/book-a-demo";

/**
 * Which words a use-case page has: its catalogue (site-solutions-…) holds `metaTitle`, `description`, `eyebrow`,
 * `h1` (with <em>), `lede`, `problem.title`, `problem.text`, `pain.{id}`, `solution.title`, `solution.intro`,
 * `feature.{id}.title` and `.text`, `scenarios.title`, `{scenario}.title`, `.who`, `.text` and `.point1`–`.point3`,
 * `cta.title` and `cta.text`.
 */
export interface UseCaseWords {
  id: UseCaseCard["id"];
  pains: readonly string[];
  features: readonly { id: string; icon: IconName }[];
  scenarios: readonly [string, string, string];
  testimonial: Testimonial;
  note?: ReactNode;
}

/** A use-case page's content from its catalogue, in the page's language. */
export function useCaseContent(t: Translator<string>, words: UseCaseWords): UseCaseContent {
  const scenario = (id: string): Scenario => ({
    title: t.t(`${id}.title`),
    who: t.t(`${id}.who`),
    text: t.t(`${id}.text`),
    points: [t.t(`${id}.point1`), t.t(`${id}.point2`), t.t(`${id}.point3`)],
  });
  return {
    id: words.id,
    metaTitle: t.t("metaTitle"),
    description: t.t("description"),
    eyebrow: t.t("eyebrow"),
    h1: t.rich("h1", { em }),
    lede: t.t("lede"),
    problem: { title: t.t("problem.title"), text: t.t("problem.text"), pains: words.pains.map((id) => t.t(`pain.${id}`)) },
    solution: {
      title: t.t("solution.title"),
      intro: t.t("solution.intro"),
      features: words.features.map(({ id, icon }) => ({ icon, title: t.t(`feature.${id}.title`), text: t.t(`feature.${id}.text`) })),
      note: words.note,
    },
    scenarios: {
      title: t.t("scenarios.title"),
      items: [scenario(words.scenarios[0]), scenario(words.scenarios[1]), scenario(words.scenarios[2])],
    },
    testimonial: words.testimonial,
    cta: { title: t.t("cta.title"), text: t.t("cta.text") },
  };
}

/** A use-case sub-page: hero, the problem, how Kora solves it, three scenarios, a quote, Book a demo. */
export function UseCaseLayout({ content }: { content: UseCaseContent }) {
  const abs = useAbsoluteUrl();
  const t = useT(siteSolutionsMessages);
  const shell = useT(shellMessages);
  const locale = useLocale();
  // The header's use-case links (already loaded with the site, their names in the shell's words) name and
  // place each page, so this layout needs no list of its own.
  const link = USE_CASE_LINKS.find((item) => item.id === content.id)!;
  const card = { title: navText(shell, "item", link), to: link.path };
  const others = USE_CASE_LINKS.filter((item) => item.id !== content.id);
  const quote = content.testimonial;
  const title = siteTitle(content.metaTitle);
  return (
    <>
      <PageMeta
        title={title}
        description={content.description}
        path={card.to}
        jsonLd={[
          webPageLd(abs, { path: card.to, name: title, description: content.description, inLanguage: locale }),
          breadcrumbLd(
            abs,
            [
              { name: t.t("useCases"), path: "/use-cases" },
              { name: card.title, path: card.to },
            ],
            t.t("breadcrumb.home"),
          ),
        ]}
      />
      <Hero
        crumbs={[{ label: t.t("useCases"), to: "/use-cases" }, { label: card.title }]}
        eyebrow={content.eyebrow}
        title={content.h1}
        lede={content.lede}
        art={{ src: `/img/solutions/use-case-${content.id}.svg`, width: 320, height: 180 }}
        actions={
          <>
            <ButtonLink to={DEMO_PATH} size="large">
              {t.t("bookDemo")}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="outline" size="large">
              {t.t("seePricing")}
            </ButtonLink>
          </>
        }
      />

      <Section id="problem" title={content.problem.title}>
        <div className={styles.problem}>
          <p className={styles.problemText}>{content.problem.text}</p>
          <ul className={styles.pains}>
            {content.problem.pains.map((pain) => (
              <li key={pain}>{pain}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="solution" tone="alt" title={content.solution.title} intro={content.solution.intro}>
        <FeatureGrid items={content.solution.features} />
        {content.solution.note && <p className={styles.note}>{content.solution.note}</p>}
      </Section>

      <Section id="scenarios" title={content.scenarios.title}>
        <ul className={styles.scenarios}>
          {content.scenarios.items.map((scenario) => (
            <li key={scenario.title} className={styles.scenario}>
              <h3>{scenario.title}</h3>
              <p className={styles.who}>{scenario.who}</p>
              <p>{scenario.text}</p>
              <CheckList items={scenario.points} className={styles.points} />
            </li>
          ))}
        </ul>
      </Section>

      <section className={styles.quoteBand} aria-label={t.t("quote.label", { name: quote.name })}>
        <div className={styles.quoteInner}>
          <Quote testimonial={quote} size="large" />
          <p className={styles.quoteMore}>
            <Link to="/testimonials">{t.t("quote.more")}</Link>
          </p>
        </div>
      </section>

      <CtaBand
        title={content.cta.title}
        text={content.cta.text}
        to={DEMO_PATH}
        label={t.t("bookDemo")}
        secondary={{ to: "/video-production", label: t.t("addVideo") }}
      />

      <Section title={t.t("others")} tone="alt">
        <ul className={styles.others}>
          {others.map((other) => (
            <li key={other.id}>
              <Link to={other.path} className={styles.other}>
                <strong>{navText(shell, "item", other)}</strong>
                <span>{itemDescription(shell, other)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
