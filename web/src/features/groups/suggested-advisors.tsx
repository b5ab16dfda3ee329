import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { GroupView, SuggestedAdvisor } from "@kora/shared/contracts/groups.ts";
import { initials } from "@kora/shared/domain/users/display.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
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

/** The categories and skills shared, as a list in the page's language ("a, b, c" in English). */
function because(match: SuggestedAdvisor, locale: Locale): string {
  const topics = [...match.categories, ...match.skills];
  return locale === "en" ? topics.join(", ") : new Intl.ListFormat(locale, { type: "unit" }).format(topics);
}

/**
 * "Suggested advisors" (core §3 hasAiMatching): the member's interests matched with the group's
 * advisors' cards by a fixed rule, with the reason shown — not AI, so not called that (docs/rules/core.md).
 */
export function SuggestedAdvisors({ group, viewer }: { group: GroupView; viewer: string }) {
  const matches = useQuery(suggestedAdvisorsQuery(group.slug, viewer));
  const t = useT(groupsMessages);
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="suggested-title">
      <h2 id="suggested-title">{t.t("suggested.title")}</h2>
      <p className={styles.suggestNote}>
        {t.rich("suggested.note", {
          link: (chunks) => (
            <Link key="details" to={appPath("my-details")}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      {matches.isPending ? (
        <PageLoader label={t.t("suggested.loading")} />
      ) : matches.isError ? (
        <LoadFailed message={t.t("suggested.failed")} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <EmptyState>{t.t("suggested.empty")}</EmptyState>
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
              <p className={styles.muted}>{t.t("suggested.because", { topics: because(match, locale) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
