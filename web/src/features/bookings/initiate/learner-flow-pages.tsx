import { useState, type ReactNode } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { favouritesQuery } from "../../site/site.api.ts";
import { Pager } from "../../../ui/pager.tsx";
import { bookingPaths } from "../booking-paths.ts";
import { repeatCardsQuery } from "../bookings.client.ts";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { CardBookRow } from "./card-book-row.tsx";
import { FlowFrame } from "./flow-bits.tsx";
import styles from "./initiate.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";

const BACK = { back: bookingPaths.initiate("book-someone"), backLabel: "Book someone" };
const pageFrom = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/** /my-kora/bookings/initiate/new-booking — to the marketplace search with what they're looking for. */
export function NewBookingPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  return (
    <FlowFrame
      {...BACK}
      title="Book someone new"
      intro="Search the marketplace for an advisor by topic, skill or name, then pick a time on their card."
    >
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong(query, TEXT_LIMITS.search)) return;
          navigate(query.trim() ? `/search?${new URLSearchParams({ query: query.trim() })}` : "/search");
        }}
      >
        <TextField
          label="What would you like help with?"
          type="search"
          placeholder="e.g. pricing, career change, React"
          limit={TEXT_LIMITS.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit">Search advisors</Button>
          <ButtonLink to="/search" variant="outline">
            Browse everyone
          </ButtonLink>
        </div>
      </form>
    </FlowFrame>
  );
}

type CardPage = { data: CardSummary[]; meta: { total: number; page: number; pages: number } };

/** A paged list of cards to book, with its loading, failure and empty states. */
function CardList({
  label,
  query,
  actionLabel,
  empty,
  hrefFor,
}: {
  label: string;
  query: UseQueryResult<CardPage>;
  actionLabel: string;
  empty: ReactNode;
  hrefFor: (page: number) => string;
}) {
  if (query.isPending) return <PageLoader label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError)
    return (
      <EmptyState
        icon="close"
        tone="error"
        title={`We couldn't load ${label.toLowerCase()}`}
        actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
        small
      >
        {query.error.message}
      </EmptyState>
    );
  const { data, meta } = query.data;
  if (meta.total === 0) return <>{empty}</>;
  if (data.length === 0) return <Navigate to={hrefFor(meta.pages)} replace />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {data.map((card) => (
          <CardBookRow key={card.id} card={card} actionLabel={actionLabel} />
        ))}
      </ul>
      <Pager label="Pages" page={meta.page} pages={meta.pages} hrefFor={hrefFor} />
    </>
  );
}

/** /my-kora/bookings/initiate/repeat-booking — cards I booked before as a learner, most recent first, 5 a page. */
export function RepeatBookingPage() {
  usePageTitle("Book again");
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const cards = useQuery(repeatCardsQuery(page));
  const path = bookingPaths.initiate("repeat-booking");
  return (
    <FlowFrame {...BACK} title="Book again" intro="Advisors you've had sessions with, the most recent first.">
      <CardList
        label="Advisors you've booked"
        query={cards}
        actionLabel="Book again"
        hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
        empty={
          <EmptyState
            icon="calendar"
            title="No past sessions yet"
            actions={<ButtonLink to={bookingPaths.initiate("new-booking")}>Find an advisor</ButtonLink>}
            small
          >
            Once you've had a session with an advisor, you can book them again from here in two clicks.
          </EmptyState>
        }
      />
    </FlowFrame>
  );
}

/** /my-kora/bookings/initiate/book-favourite — my saved cards, each with its book link. */
export function BookFavouritePage() {
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const favourites = useQuery(favouritesQuery(page));
  const path = bookingPaths.initiate("book-favourite");
  return (
    <FlowFrame {...BACK} title="Book a favourite" intro="Advisors you saved. Pick one to see their free times.">
      <CardList
        label="Your favourites"
        query={favourites}
        actionLabel="Book"
        hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
        empty={
          <EmptyState icon="sparkle" title="No favourites yet" actions={<ButtonLink to="/search">Find an advisor</ButtonLink>} small>
            Save advisors you like with the heart button on their card, and book them from here.
          </EmptyState>
        }
      />
    </FlowFrame>
  );
}
