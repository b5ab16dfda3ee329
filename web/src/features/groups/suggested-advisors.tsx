import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { GroupView, SuggestedAdvisor } from "@kora/shared/contracts/groups.ts";
import { initials } from "@kora/shared/domain/users/display.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { holds } from "./group-access.ts";
import { suggestedAdvisorsQuery } from "./groups.client.ts";
import styles from "./groups.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";

/** Whether the viewer gets suggestions here: the group suggests advisors and they are a member who may open its cards. */
export const showsSuggestions = (group: GroupView): boolean =>
  group.hasAiMatching && !group.contentOnly && group.membership !== null && holds(group, "view-card");

const because = (match: SuggestedAdvisor) => [...match.categories, ...match.skills].join(", ");

/**
 * "Suggested advisors" (core §3 hasAiMatching): the member's interests matched with the group's
 * advisors' cards by a fixed rule, with the reason shown — not AI, so not called that (docs/rules/core.md).
 */
export function SuggestedAdvisors({ group, viewer }: { group: GroupView; viewer: string }) {
  const matches = useQuery(suggestedAdvisorsQuery(group.slug, viewer));
  return (
    <section className={styles.section} aria-labelledby="suggested-title">
      <h2 id="suggested-title">Suggested advisors</h2>
      <p className={styles.suggestNote}>
        Matched from the categories and interests in <Link to={appPath("my-details")}>your details</Link> with the skills and categories on
        the advisors' cards.
      </p>
      {matches.isPending ? (
        <PageLoader label="Loading your suggested advisors" />
      ) : matches.isError ? (
        <LoadFailed what="suggested advisors" onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <EmptyState>No matches yet. Add categories and interests to your details to get suggestions.</EmptyState>
      ) : (
        <ul className={styles.advisors}>
          {matches.data.map((match) => (
            <li key={match.cardId} className={styles.advisor}>
              <div className={styles.advisorHead}>
                <Avatar url={match.advisor.avatarUrl} initials={initials(match.advisor.firstName, match.advisor.lastName)} size={56} />
                <div>
                  <h3>
                    {match.advisor.firstName} {match.advisor.lastName}
                  </h3>
                  <a href={match.link} className={styles.cardLink}>
                    {match.title}
                  </a>
                </div>
              </div>
              <p className={styles.muted}>Shares your interest in {because(match)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
