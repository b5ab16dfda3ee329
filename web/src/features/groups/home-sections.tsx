import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { GroupAdvisor, GroupLanding, GroupResource, GroupView } from "@kora/shared/contracts/groups.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import { initials } from "@kora/shared/domain/users/display.ts";
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
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Highlights">
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
  if (testimonials.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What members say</h2>
      <ul className={styles.quotes}>
        {testimonials.map((item) => (
          <li key={item.id} className={styles.quote}>
            <blockquote>“{item.quote}”</blockquote>
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
              All of {advisor.firstName}'s cards
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
                <span className={styles.rate}>{card.rate <= 0 ? "Free" : `${formatRate(card.rate, card.currency)} / 30 min`}</span>
              </span>
              {canBook && (
                <ButtonLink size="small" to={`${card.link}/book`} aria-label={`Book ${card.title}`}>
                  Book
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Members see {advisor.firstName}'s cards for the group.</p>
      )}
    </li>
  );
}

/** The group's advisors and their group cards (`view-advisors`; cards only with `view-card`, booking with `book`). */
export function Advisors({ group, viewer }: { group: GroupView; viewer: string | null }) {
  const advisors = useQuery(groupAdvisorsQuery(group.slug, viewer));
  return (
    <section className={styles.section} aria-labelledby="advisors-title">
      <h2 id="advisors-title">Advisors in {group.name}</h2>
      {advisors.isPending ? (
        <PageLoader label="Loading the group's advisors" />
      ) : advisors.isError ? (
        <LoadFailed what="group's advisors" onRetry={() => void advisors.refetch()} />
      ) : advisors.data.length === 0 ? (
        <EmptyState>No advisors have published cards for {group.name} yet. Members can be the first.</EmptyState>
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
  if (resources.length === 0 && !contentOnly) return null;
  return (
    <section className={styles.section} aria-labelledby="resources-title">
      <h2 id="resources-title">Resources</h2>
      {resources.length === 0 ? (
        <EmptyState>The group hasn't shared any resources yet.</EmptyState>
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
  if (!holds(group, "publish-group-cards")) return null;
  return (
    <p className={styles.muted}>
      Advise the members of {group.name}? <Link to={to}>Publish a card for the group</Link>.
    </p>
  );
}
