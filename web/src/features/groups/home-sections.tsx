import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { GroupAdvisor, GroupLanding, GroupResource, GroupView } from "@kora/shared/contracts/groups.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import { initials } from "@kora/shared/domain/users/display.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { holds } from "./group-access.ts";
import { groupAdvisorsQuery } from "./groups.client.ts";
import styles from "./groups.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";

const nameInitials = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return initials(words[0] ?? "", words.length > 1 ? words[words.length - 1]! : "");
};

/** The landing's chips (public-site §3: image and label). */
export function Chips({ chips }: { chips: GroupLanding["chips"] }) {
  const t = useT(groupsMessages);
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t.t("highlights")}>
      {chips.map((chip) => (
        <li key={chip.label} className={styles.chip}>
          {chip.imgSrc && <img src={chip.imgSrc} alt="" width={28} height={28} />}
          <span>{chip.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The landing's testimonials: quote, name, title and picture. */
export function Testimonials({ testimonials }: { testimonials: GroupLanding["testimonials"] }) {
  const t = useT(groupsMessages);
  if (testimonials.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t.t("testimonials.title")}</h2>
      <ul className={styles.quotes}>
        {testimonials.map((item) => (
          <li key={item.id} className={styles.quote}>
            <blockquote>{t.t("testimonials.quote", { quote: item.quote })}</blockquote>
            <div className={styles.quoteBy}>
              <Avatar url={item.imgSrc || null} initials={nameInitials(item.name)} size={44} />
              <span>
                <strong>{item.name}</strong>
                {item.title && <small>{item.title}</small>}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AdvisorTile({ advisor, group }: { advisor: GroupAdvisor; group: GroupView }) {
  const t = useT(groupsMessages);
  const locale = useLocale();
  const name = `${advisor.firstName} ${advisor.lastName}`;
  const canBook = holds(group, "book");
  return (
    <li className={styles.advisor}>
      <div className={styles.advisorHead}>
        <Avatar url={advisor.avatarUrl} initials={initials(advisor.firstName, advisor.lastName)} size={56} />
        <div>
          <h3>{name}</h3>
          {holds(group, "view-advisor-other-cards") && (
            <a href={`/advisors/${advisor.slug}`} className={styles.smallLink}>
              {t.t("advisor.allCards", { firstName: advisor.firstName })}
            </a>
          )}
        </div>
      </div>
      {advisor.cards.length > 0 ? (
        <ul className={styles.advisorCards}>
          {advisor.cards.map((card) => (
            <li key={card.id}>
              <span className={styles.cardText}>
                <a href={card.link} className={styles.cardLink}>
                  {card.title}
                </a>
                <span className={styles.rate}>
                  {card.rate <= 0 ? t.t("advisor.free") : t.t("advisor.rate", { rate: formatRate(card.rate, card.currency, locale) })}
                </span>
              </span>
              {canBook && (
                <ButtonLink size="small" to={`${card.link}/book`} aria-label={t.t("advisor.bookLabel", { title: card.title })}>
                  {t.t("advisor.book")}
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t.t("advisor.membersSee", { firstName: advisor.firstName })}</p>
      )}
    </li>
  );
}

/** The group's advisors and their group cards (`view-advisors`; cards only with `view-card`, booking with `book`). */
export function Advisors({ group, viewer }: { group: GroupView; viewer: string | null }) {
  const advisors = useQuery(groupAdvisorsQuery(group.slug, viewer));
  const t = useT(groupsMessages);
  return (
    <section className={styles.section} aria-labelledby="advisors-title">
      <h2 id="advisors-title">{t.t("advisors.title", { name: group.name })}</h2>
      {advisors.isPending ? (
        <PageLoader label={t.t("advisors.loading")} />
      ) : advisors.isError ? (
        <LoadFailed message={t.t("advisors.failed")} onRetry={() => void advisors.refetch()} />
      ) : advisors.data.length === 0 ? (
        <EmptyState>{t.t("advisors.empty", { name: group.name })}</EmptyState>
      ) : (
        <ul className={styles.advisors}>
          {advisors.data.map((advisor) => (
            <AdvisorTile key={advisor.userId} advisor={advisor} group={group} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Group-admin resources (public-site §3: title, subtitle, cta, optional url), for members and admins. */
export function Resources({ resources, contentOnly }: { resources: GroupResource[]; contentOnly: boolean }) {
  const t = useT(groupsMessages);
  if (resources.length === 0 && !contentOnly) return null;
  return (
    <section className={styles.section} aria-labelledby="resources-title">
      <h2 id="resources-title">{t.t("resources.title")}</h2>
      {resources.length === 0 ? (
        <EmptyState>{t.t("resources.empty")}</EmptyState>
      ) : (
        <ul className={styles.resources}>
          {resources.map((resource) => (
            <li key={resource.key} className={styles.resource}>
              <h3>{resource.title}</h3>
              {resource.subtitle && <p>{resource.subtitle}</p>}
              {resource.url ? (
                <ButtonAnchor href={resource.url} variant="outline" size="small" target="_blank" rel="noopener noreferrer">
                  {resource.cta}
                </ButtonAnchor>
              ) : (
                <span className={styles.muted}>{resource.cta}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Members find their own cards for the group from its home. */
export function MemberCardsLink({ group, to }: { group: GroupView; to: string }) {
  const t = useT(groupsMessages);
  if (!holds(group, "publish-group-cards")) return null;
  return (
    <p className={styles.muted}>
      {t.rich("memberCards.text", {
        name: group.name,
        link: (chunks) => (
          <Link key="publish" to={to}>
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
