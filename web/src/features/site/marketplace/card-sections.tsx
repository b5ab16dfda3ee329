import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { experienceLabel, languageName } from "./categories.ts";
import { formatYearMonth, linkHost, workPeriod, zoneCity } from "./card-format.ts";
import { LinkIcon } from "../../../ui/link-icon.tsx";
import shared from "./marketplace.module.css";
import styles from "./card-page.module.css";

/** A search for one category or one skill (the search adds its own shuffle seed). */
const filterHref = (name: "category" | "skills", value: string) => `/search?${new URLSearchParams({ [name]: value })}`;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Years of experience, languages, timezone and categories, as a definition list. */
export function CardFacts({ card, localTime }: { card: CardDetail; localTime: string | null }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Experience</dt>
        <dd>{experienceLabel(card.yearsOfExperience)}</dd>
      </div>
      {card.advisingIn.length > 0 && (
        <div>
          <dt>Advises in</dt>
          <dd>{card.advisingIn.map((code) => languageName(code)).join(", ")}</dd>
        </div>
      )}
      <div>
        <dt>Timezone</dt>
        <dd>
          {zoneCity(card.timezone)}
          {localTime && <span className={styles.muted}> · {localTime} there now</span>}
        </dd>
      </div>
      {card.categories.length > 0 && (
        <div>
          <dt>Categories</dt>
          <dd>
            <ul className={shared.chips}>
              {card.categories.map((category) => (
                <li key={category.id}>
                  <Link className={shared.chip} to={filterHref("category", category.id)}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Summary, skills, work history, qualifications and supporting links. */
export function CardBody({ card }: { card: CardDetail }) {
  return (
    <>
      <Section id="card-about" title="About">
        <p className={styles.summary}>{card.summary}</p>
      </Section>

      {card.skills.length > 0 && (
        <Section id="card-skills" title="Skills">
          <ul className={shared.chips}>
            {card.skills.map((skill) => (
              <li key={skill}>
                <Link className={shared.chip} to={filterHref("skills", skill)}>
                  {skill}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {card.workHistories.length > 0 && (
        <Section id="card-work" title="Work history">
          <ol className={styles.timeline}>
            {card.workHistories.map((work) => (
              <li key={work.id}>
                <h3>
                  {work.role} <span className={styles.at}>at {work.organization}</span>
                </h3>
                <p className={styles.period}>{workPeriod(work.startDate, work.endDate)}</p>
                {work.description && <p className={styles.description}>{work.description}</p>}
              </li>
            ))}
          </ol>
        </Section>
      )}

      {card.qualifications.length > 0 && (
        <Section id="card-qualifications" title="Qualifications">
          <ul className={styles.qualifications}>
            {card.qualifications.map((item) => (
              <li key={item.id}>
                <h3>
                  {item.qualification}, {item.subject}
                </h3>
                <p className={styles.period}>
                  {item.organization} · {formatYearMonth(item.completionDate)}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {card.supportingLinks.length > 0 && (
        <Section id="card-links" title="Links">
          <ul className={styles.links}>
            {card.supportingLinks.map((link) => (
              <li key={link.id}>
                <a href={link.link} target="_blank" rel="noopener noreferrer nofollow" className={styles.linkRow}>
                  <span className={styles.linkIcon}>
                    <LinkIcon name={link.icon} />
                  </span>
                  <span className={styles.linkText}>
                    <strong>{link.title}</strong>
                    {link.description && <span>{link.description}</span>}
                    <small>{linkHost(link.link)}</small>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
