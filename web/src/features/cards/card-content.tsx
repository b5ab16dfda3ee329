import type { ReactNode } from "react";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { LinkIconMark, typeLabel } from "./card-bits.tsx";
import { formatDuration, languageName, monthLabel, rateLabel } from "./card-format.ts";
import { joinList } from "./cards-i18n.ts";
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
  const t = useT(cardsMessages);
  const facts = [
    rateLabel(card.rate, card.currency, t),
    joinList(
      card.durations.map((minutes) => formatDuration(minutes, t.locale)),
      t,
    ),
    t.t("content.experience", { years: card.yearsOfExperience }),
    joinList(
      card.advisingIn.map((code) => languageName(code, t.locale)),
      t,
    ),
    card.timezone.replaceAll("_", " ").replaceAll("/", " / "),
    card.proBono && t.t("content.proBono"),
    card.repeatOnly && t.t("content.repeatOnly"),
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <div className={styles.content}>
      <ul className={styles.facts} aria-label={t.t("content.facts")}>
        <li>
          <strong>{typeLabel(card.type, card.group?.name, t)}</strong>
        </li>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <Section title={t.t("content.summary")}>
        <p className={styles.summary}>{card.summary}</p>
      </Section>
      <Section title={t.t("skills")}>
        <Chips labels={card.skills} />
      </Section>
      <Section title={t.t("content.categories")}>
        <Chips labels={card.categories.map((category) => category.name)} />
      </Section>
      {card.workHistories.length > 0 && (
        <Section title={t.t("content.workHistory")}>
          <ul className={styles.entries}>
            {card.workHistories.map((history) => (
              <li key={history.id} className={styles.entry}>
                <strong>
                  {history.role}, {history.organization}
                </strong>
                <span>
                  {monthLabel(history.startDate, t)} – {monthLabel(history.endDate, t)}
                </span>
                {history.description && <p>{history.description}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {card.qualifications.length > 0 && (
        <Section title={t.t("content.qualifications")}>
          <ul className={styles.entries}>
            {card.qualifications.map((item) => (
              <li key={item.id} className={styles.entry}>
                <strong>{t.t("content.qualification", { qualification: item.qualification, subject: item.subject })}</strong>
                <span>
                  {item.organization}, {monthLabel(item.completionDate, t)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {card.supportingLinks.length > 0 && (
        <Section title={t.t("content.supportingLinks")}>
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
