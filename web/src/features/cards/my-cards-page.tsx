import { useEffect } from "react";
import { NavLink, useParams, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { CardListItem } from "./card-list-item.tsx";
import { cardPaths } from "./card-paths.ts";
import { myCardsQuery } from "./cards.client.ts";
import styles from "./cards.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";
import { PageHead } from "../../ui/page-head.tsx";

const pageFrom = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/** Personal cards first, then one tab per group I belong to (core §2: cards with group sub-entries). */
function Scopes({ me }: { me: Me }) {
  const t = useT(cardsMessages);
  if (me.groups.length === 0) return null;
  return (
    <nav className={styles.scopes} aria-label={t.t("mine.scopes")}>
      <NavLink to={cardPaths.mine()} end className={styles.scope}>
        {t.t("mine.myCards")}
      </NavLink>
      {me.groups.map((group) => (
        <NavLink key={group.id} to={cardPaths.mine(group.id)} className={styles.scope}>
          {group.name}
        </NavLink>
      ))}
    </nav>
  );
}

function NoCards({ groupId, groupName }: { groupId: string | null; groupName: string | null }) {
  const t = useT(cardsMessages);
  return (
    <EmptyState
      icon="sparkle"
      title={groupName ? t.t("mine.empty.groupTitle", { group: groupName }) : t.t("mine.empty.title")}
      actions={
        <ButtonLink to={groupId ? cardPaths.createGroup(groupId) : cardPaths.create} size="large">
          {t.t("mine.empty.createFirst")}
        </ButtonLink>
      }
    >
      {groupName ? t.t("mine.empty.groupText", { group: groupName }) : t.t("mine.empty.text")}
    </EmptyState>
  );
}

/** /my-kora/kora-cards (my personal cards) and /my-kora/kora-cards/{groupId} (mine in that group), 5 a page. */
export function MyCardsPage() {
  const t = useT(cardsMessages);
  const { groupId = null } = useParams();
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const group = groupId ? (me?.groups.find((candidate) => candidate.id === groupId) ?? null) : null;
  const title = group ? t.t("mine.groupTitle", { group: group.name }) : t.t("mine.title");
  usePageTitle(title);
  const cards = useQuery({ ...myCardsQuery(groupId, page), enabled: Boolean(me) && (!groupId || group !== null) });
  const pages = cards.data?.meta.pages ?? 0;

  // A link to page 4 of what is now 3 pages (the last card of a page was deleted) lands on the last page.
  useEffect(() => {
    if (pages > 0 && page > pages) setParams({ page: String(pages) }, { replace: true });
  }, [page, pages, setParams]);

  if (!me) return null;
  if (groupId && !group) return <ErrorContent kind={404} />;
  const hrefFor = (target: number) => `${cardPaths.mine(groupId)}${target > 1 ? `?page=${target}` : ""}`;

  return (
    <PageLayout>
      <PageHead
        title={title}
        actions={
          group ? (
            <ButtonLink to={cardPaths.createGroup(group.id)}>{t.t("mine.createGroupCard")}</ButtonLink>
          ) : (
            <>
              <ButtonLink to={cardPaths.create}>{t.t("mine.createCard")}</ButtonLink>
              {me.groups.length > 0 && (
                <ButtonLink to={cardPaths.createGroup()} variant="outline">
                  {t.t("mine.createGroupCard")}
                </ButtonLink>
              )}
            </>
          )
        }
      >
        {group ? t.t("mine.groupIntro", { group: group.name }) : t.t("mine.intro")}
      </PageHead>
      <Scopes me={me} />
      {cards.isPending ? (
        <PageLoader label={t.t("mine.loading")} />
      ) : cards.isError ? (
        <p className={styles.note}>{t.t("mine.loadFailed")}</p>
      ) : cards.data.meta.total === 0 ? (
        <NoCards groupId={groupId} groupName={group?.name ?? null} />
      ) : (
        <>
          <ul className={styles.list} aria-label={group ? title : t.t("mine.myCards")}>
            {cards.data.data.map((card) => (
              <CardListItem key={card.id} card={card} />
            ))}
          </ul>
          <Pager label={t.t("mine.pages")} page={Math.min(page, pages)} pages={pages} hrefFor={hrefFor} />
        </>
      )}
    </PageLayout>
  );
}
