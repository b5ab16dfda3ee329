import type { ReactNode } from "react";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { LinkIconMark, typeLabel } from "./card-bits.tsx";
import { formatDuration, languageName, monthLabel, rateLabel } from "./card-format.ts";
import styles from "./cards.module.css";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Chips({ labels }: { labels: string[] }) {
  return (
    <ul className={styles.chips}>
      {labels.map((label) => (
        <li key={label} className={styles.chip}>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Everything a card says, read-only: what a reviewer checks before approving it. */
export function CardContent({ card }: { card: CardDetail }) {
  const facts = [
    rateLabel(card.rate, card.currency),
    card.durations.map((minutes) => formatDuration(minutes)).join(", "),
    `${card.yearsOfExperience} years of experience`,
    card.advisingIn.map((code) => languageName(code)).join(", "),
    card.timezone.replaceAll("_", " ").replaceAll("/", " / "),
    card.proBono && "Pro bono",
    card.repeatOnly && "Repeat learners only",
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <div className={styles.content}>
      <ul className={styles.facts} aria-label="Card facts">
        <li>
          <strong>{typeLabel(card.type, card.group?.name)}</strong>
        </li>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <Section title="Summary">
        <p className={styles.summary}>{card.summary}</p>
      </Section>
      <Section title="Skills">
        <Chips labels={card.skills} />
      </Section>
      <Section title="Categories">
        <Chips labels={card.categories.map((category) => category.name)} />
      </Section>
      {card.workHistories.length > 0 && (
        <Section title="Work history">
          <ul className={styles.entries}>
            {card.workHistories.map((history) => (
              <li key={history.id} className={styles.entry}>
                <strong>
                  {history.role}, {history.organization}
                </strong>
                <span>
                  {monthLabel(history.startDate)} – {monthLabel(history.endDate)}
                </span>
                {history.description && <p>{history.description}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {card.qualifications.length > 0 && (
        <Section title="Qualifications">
          <ul className={styles.entries}>
            {card.qualifications.map((item) => (
              <li key={item.id} className={styles.entry}>
                <strong>
                  {item.qualification} in {item.subject}
                </strong>
                <span>
                  {item.organization}, {monthLabel(item.completionDate)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {card.supportingLinks.length > 0 && (
        <Section title="Supporting links">
          <ul className={styles.entries}>
            {card.supportingLinks.map((link) => (
              <li key={link.id} className={styles.link}>
                <LinkIconMark icon={link.icon} />
                <div className={styles.entry}>
                  <a href={link.link} target="_blank" rel="noopener noreferrer nofollow">
                    {link.title}
                  </a>
                  <span>{link.link}</span>
                  {link.description && <p>{link.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
