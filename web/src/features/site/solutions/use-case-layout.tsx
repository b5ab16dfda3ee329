import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { USE_CASE_LINKS } from "../../../app/nav/site-links.ts";
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

/** A use-case sub-page: hero, the problem, how Kora solves it, three scenarios, a quote, Book a demo. */
export function UseCaseLayout({ content }: { content: UseCaseContent }) {
  const abs = useAbsoluteUrl();
  // The header's use-case links (already loaded with the site) name and place each page, so this
  // layout needs no list of its own.
  const link = USE_CASE_LINKS.find((item) => item.id === content.id)!;
  const card = { title: link.title, to: link.path };
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
          webPageLd(abs, { path: card.to, name: title, description: content.description }),
          breadcrumbLd(abs, [
            { name: "Use cases", path: "/use-cases" },
            { name: card.title, path: card.to },
          ]),
        ]}
      />
      <Hero
        crumbs={[{ label: "Use cases", to: "/use-cases" }, { label: card.title }]}
        eyebrow={content.eyebrow}
        title={content.h1}
        lede={content.lede}
        art={{ src: `/img/solutions/use-case-${content.id}.svg`, width: 320, height: 180 }}
        actions={
          <>
            <ButtonLink to={DEMO_PATH} size="large">
              Book a demo
            </ButtonLink>
            <ButtonLink to="/pricing" variant="outline" size="large">
              See pricing
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

      <section className={styles.quoteBand} aria-label={`What ${quote.name} says`}>
        <div className={styles.quoteInner}>
          <Quote testimonial={quote} size="large" />
          <p className={styles.quoteMore}>
            <Link to="/testimonials">More testimonials from learners, advisors and organisations</Link>
          </p>
        </div>
      </section>

      <CtaBand
        title={content.cta.title}
        text={content.cta.text}
        to={DEMO_PATH}
        label="Book a demo"
        secondary={{ to: "/video-production", label: "Add video production" }}
      />

      <Section title="Other use cases" tone="alt">
        <ul className={styles.others}>
          {others.map((other) => (
            <li key={other.id}>
              <Link to={other.path} className={styles.other}>
                <strong>{other.title}</strong>
                <span>{other.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
