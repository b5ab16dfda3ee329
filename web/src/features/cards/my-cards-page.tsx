import { useEffect } from "react";
import { NavLink, useParams, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
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
  if (me.groups.length === 0) return null;
  return (
    <nav className={styles.scopes} aria-label="Whose cards">
      <NavLink to={cardPaths.mine()} end className={styles.scope}>
        My cards
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
  return (
    <EmptyState
      icon="sparkle"
      title={groupName ? `No cards in ${groupName} yet` : "You don't have a Kora Card yet"}
      actions={
        <ButtonLink to={groupId ? cardPaths.createGroup(groupId) : cardPaths.create} size="large">
          Create your first card
        </ButtonLink>
      }
    >
      {groupName
        ? `A group card lets the members of ${groupName} book time with you.`
        : "A card tells learners what you can help with, your rate and when you're free. Free or paid, it takes a few minutes."}
    </EmptyState>
  );
}

/** /my-kora/kora-cards (my personal cards) and /my-kora/kora-cards/{groupId} (mine in that group), 5 a page. */
export function MyCardsPage() {
  const { groupId = null } = useParams();
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const group = groupId ? (me?.groups.find((candidate) => candidate.id === groupId) ?? null) : null;
  usePageTitle(group ? `${group.name} cards` : "My Kora Cards");
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
        title={group ? `${group.name} cards` : "My Kora Cards"}
        actions={
          group ? (
            <ButtonLink to={cardPaths.createGroup(group.id)}>Create a group card</ButtonLink>
          ) : (
            <>
              <ButtonLink to={cardPaths.create}>Create a card</ButtonLink>
              {me.groups.length > 0 && (
                <ButtonLink to={cardPaths.createGroup()} variant="outline">
                  Create a group card
                </ButtonLink>
              )}
            </>
          )
        }
      >
        {group ? `Your cards for the members of ${group.name}.` : "Your listings: what you advise on, your rate and how learners book you."}
      </PageHead>
      <Scopes me={me} />
      {cards.isPending ? (
        <PageLoader label="Loading your cards" />
      ) : cards.isError ? (
        <p className={styles.note}>Your cards could not be loaded. Try again in a moment.</p>
      ) : cards.data.meta.total === 0 ? (
        <NoCards groupId={groupId} groupName={group?.name ?? null} />
      ) : (
        <>
          <ul className={styles.list} aria-label={group ? `${group.name} cards` : "My cards"}>
            {cards.data.data.map((card) => (
              <CardListItem key={card.id} card={card} />
            ))}
          </ul>
          <Pager label="Pages" page={Math.min(page, pages)} pages={pages} hrefFor={hrefFor} />
        </>
      )}
    </PageLayout>
  );
}
