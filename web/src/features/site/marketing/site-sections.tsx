import { useId, type ReactElement, type ReactNode } from "react";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import styles from "./site-sections.module.css";

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** The top of a marketing page: the page's one h1, a lede, actions and an optional decorative picture. */
export function PageHero({
  eyebrow,
  title,
  lede,
  children,
  art,
}: {
  eyebrow?: string;
  title: ReactNode;
  lede: ReactNode;
  children?: ReactNode;
  art?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <Container className={join(styles.heroInner, Boolean(art) && styles.heroWithArt)}>
        <div className={styles.heroText}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1>{title}</h1>
          <div className={styles.lede}>{lede}</div>
          {children}
        </div>
        {art && <div className={styles.heroArt}>{art}</div>}
      </Container>
    </section>
  );
}

/** A page section named by its h2 (sections are landmarks only when labelled). */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
  className,
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "sunken";
  className?: string;
}) {
  const headingId = `${useId()}-title`;
  return (
    <section id={id} className={join(styles.section, tone === "sunken" && styles.sunken, className)} aria-labelledby={headingId}>
      <Container>
        <div className={styles.sectionHead}>
          <h2 id={headingId}>{title}</h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </div>
        {children}
      </Container>
    </section>
  );
}

/** A row of buttons that wraps on phones. */
export function Actions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={join(styles.actions, className)}>{children}</div>;
}

/** One claim in a CheckList: plain text, or rich text as an element that carries its own `key`. */
export type CheckItem = string | ReactElement;

/** Short claims with a tick each; a text is its own key (no two in a list are the same), an element brings one. */
export function CheckList({ items, className }: { items: readonly CheckItem[]; className?: string }) {
  return (
    <ul className={join(styles.checks, className)}>
      {items.map((item) => (
        <li key={typeof item === "string" ? item : item.key}>
          <span className={styles.tick}>
            <Icon name="check" size={16} strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export interface CtaLink {
  label: string;
  to: string;
}

/** A dark closing band with one clear next step (and optionally a second, quieter one). */
export function CtaBand({
  title,
  children,
  primary,
  secondary,
}: {
  title: ReactNode;
  children: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  const headingId = `${useId()}-cta`;
  return (
    <section className={styles.ctaSection} aria-labelledby={headingId}>
      <Container>
        <div className={styles.cta}>
          <div>
            <h2 id={headingId}>{title}</h2>
            <div className={styles.ctaText}>{children}</div>
          </div>
          <Actions>
            <ButtonLink to={primary.to} size="large">
              {primary.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink to={secondary.to} variant="outline" size="large" className={styles.onDark}>
                {secondary.label}
              </ButtonLink>
            )}
          </Actions>
        </div>
      </Container>
    </section>
  );
}
