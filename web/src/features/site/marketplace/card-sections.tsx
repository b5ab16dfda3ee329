import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { experienceLabel, languageName } from "./categories.ts";
import { formatYearMonth, joinList, linkHost, zoneCity } from "./card-format.ts";
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
  const t = useT(siteMarketplaceCardMessages);
  const words = useT(siteMarketplaceMessages);
  const locale = useLocale();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t.t("facts.experience")}</dt>
        <dd>{experienceLabel(card.yearsOfExperience, words)}</dd>
      </div>
      {card.advisingIn.length > 0 && (
        <div>
          <dt>{t.t("facts.advisesIn")}</dt>
          <dd>
            {joinList(
              card.advisingIn.map((code) => languageName(code, locale)),
              locale,
            )}
          </dd>
        </div>
      )}
      <div>
        <dt>{t.t("facts.timezone")}</dt>
        <dd>
          {zoneCity(card.timezone)}
          {localTime && <span className={styles.muted}> · {t.t("facts.localTime", { time: localTime })}</span>}
        </dd>
      </div>
      {card.categories.length > 0 && (
        <div>
          <dt>{t.t("facts.categories")}</dt>
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
  const t = useT(siteMarketplaceCardMessages);
  const locale = useLocale();
  const yearMonth = (value: string) => formatYearMonth(value, locale);
  return (
    <>
      <Section id="card-about" title={t.t("section.about")}>
        <p className={styles.summary}>{card.summary}</p>
      </Section>

      {card.skills.length > 0 && (
        <Section id="card-skills" title={t.t("section.skills")}>
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
        <Section id="card-work" title={t.t("section.work")}>
          <ol className={styles.timeline}>
            {card.workHistories.map((work) => (
              <li key={work.id}>
                <h3>
                  {t.rich("work.title", {
                    role: work.role,
                    organization: work.organization,
                    at: (chunks) => (
                      <span key="at" className={styles.at}>
                        {chunks}
                      </span>
                    ),
                  })}
                </h3>
                <p className={styles.period}>
                  {work.endDate
                    ? t.t("work.ended", { start: yearMonth(work.startDate), end: yearMonth(work.endDate) })
                    : t.t("work.current", { start: yearMonth(work.startDate) })}
                </p>
                {work.description && <p className={styles.description}>{work.description}</p>}
              </li>
            ))}
          </ol>
        </Section>
      )}

      {card.qualifications.length > 0 && (
        <Section id="card-qualifications" title={t.t("section.qualifications")}>
          <ul className={styles.qualifications}>
            {card.qualifications.map((item) => (
              <li key={item.id}>
                <h3>
                  {item.qualification}, {item.subject}
                </h3>
                <p className={styles.period}>
                  {item.organization} · {yearMonth(item.completionDate)}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {card.supportingLinks.length > 0 && (
        <Section id="card-links" title={t.t("section.links")}>
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
