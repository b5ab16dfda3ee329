import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { siteSolutionsMessages } from "@kora/shared/i18n/messages/site-solutions.ts";
import { siteSolutionsQuotesMessages } from "@kora/shared/i18n/messages/site-solutions-quotes.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import type { Testimonial } from "./quotes/person.ts";
import styles from "./solutions-ui.module.css";

/** The building blocks the solutions pages share: hero, sections, feature grids, steps, quotes, FAQ, CTA. */

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Crumbs({ items }: { items: Crumb[] }) {
  const t = useT(siteSolutionsMessages);
  return (
    <nav aria-label={t.t("breadcrumb.label")} className={styles.crumbs}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

export interface HeroArt {
  src: string;
  width: number;
  height: number;
}

/** The page's opening: the one h1, a lede, actions and an optional decorative illustration (wide screens only). */
export function Hero({
  eyebrow,
  title,
  lede,
  actions,
  art,
  crumbs,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lede: ReactNode;
  actions?: ReactNode;
  art?: HeroArt;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <Container>
        {crumbs && <Crumbs items={crumbs} />}
        <div className={art ? styles.heroGrid : undefined}>
          <div className={styles.heroText}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h1>{title}</h1>
            <p className={styles.lede}>{lede}</p>
            {actions && <div className={styles.actions}>{actions}</div>}
            {children}
          </div>
          {art && (
            <img className={styles.heroArt} src={art.src} width={art.width} height={art.height} alt="" loading="lazy" decoding="async" />
          )}
        </div>
      </Container>
    </section>
  );
}

/** A titled band of the page (h2); `tone="alt"` gives it the sunken background. */
export function Section({
  title,
  intro,
  tone = "plain",
  children,
  id,
}: {
  title: ReactNode;
  intro?: ReactNode;
  tone?: "plain" | "alt";
  children: ReactNode;
  id?: string;
}) {
  const autoId = useId();
  const headingId = id ? `${id}-title` : autoId;
  return (
    <section id={id} className={tone === "alt" ? `${styles.section} ${styles.alt}` : styles.section} aria-labelledby={headingId}>
      <Container>
        <div className={styles.sectionHead}>
          <h2 id={headingId}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}

export interface Feature {
  icon: IconName;
  title: string;
  text: ReactNode;
}

/** Cards of features, each with an h3. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`${styles.features} ${styles[`cols${columns}`]}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.feature}>
          <span className={styles.featureIcon}>
            <Icon name={item.icon} size={22} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A numbered process, each step with an h3. */
export function Steps({ items }: { items: { title: string; text: ReactNode }[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((item) => (
        <li key={item.title} className={styles.step}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Short claims with a tick each; a claim is its own key (no two in a list are the same). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `${styles.checks} ${className}` : styles.checks}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A testimonial's words in the page's language: who the speaker is and what they said (invented
 * personas, so their quotes are translated like the rest of the page; site-solutions-quotes).
 */
export function useTestimonialText(): { title: (testimonial: Testimonial) => string; quote: (testimonial: Testimonial) => string } {
  const t = useT(siteSolutionsQuotesMessages);
  const text = (testimonial: Testimonial, part: "title" | "quote") => {
    const key = `${testimonial.id}.${part}`;
    return t.has(key) ? t.t(key) : testimonial[part];
  };
  return { title: (testimonial) => text(testimonial, "title"), quote: (testimonial) => text(testimonial, "quote") };
}

/** One quote with its speaker; the avatar is decorative (the name is in the caption). */
export function Quote({ testimonial, size = "normal" }: { testimonial: Testimonial; size?: "normal" | "large" }) {
  const text = useTestimonialText();
  return (
    <figure className={size === "large" ? `${styles.quote} ${styles.quoteLarge}` : styles.quote}>
      <blockquote>
        <p>{text.quote(testimonial)}</p>
      </blockquote>
      <figcaption className="inline-3">
        <img src={testimonial.imgSrc} width={48} height={48} alt="" loading="lazy" decoding="async" />
        <span>
          <strong>{testimonial.name}</strong>
          <span>{text.title(testimonial)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Questions that open in place (native details/summary: keyboard and screen readers for free). */
export function Faq({ items }: { items: { q: string; a: string }[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.q}>
          <summary>
            <span>{item.q}</span>
            <Icon name="chevronDown" size={20} />
          </summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}

/** The closing call to action (h2) on a dark band. */
export function CtaBand({
  title,
  text,
  to,
  label,
  secondary,
}: {
  title: string;
  text: ReactNode;
  to: string;
  label: string;
  secondary?: { to: string; label: string };
}) {
  const headingId = useId();
  return (
    <section className={styles.ctaWrap} aria-labelledby={headingId}>
      <Container>
        <div className={styles.cta}>
          <div>
            <h2 id={headingId}>{title}</h2>
            <p>{text}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={to} size="large">
              {label}
            </ButtonLink>
            {secondary && (
              <Link className={styles.ctaSecondary} to={secondary.to}>
                {secondary.label}
                <Icon name="arrowRight" size={18} />
              </Link>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

/** A "Read more →" style link inside cards and sections. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.more} to={to}>
      {children}
      <Icon name="arrowRight" size={18} />
    </Link>
  );
}
