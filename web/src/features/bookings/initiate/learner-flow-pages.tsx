import { useState, type ReactNode } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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

const BACK = bookingPaths.initiate("book-someone");
const pageFrom = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/** /my-kora/bookings/initiate/new-booking — to the marketplace search with what they're looking for. */
export function NewBookingPage() {
  const t = useT(bookingsInitiateMessages);
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  return (
    <FlowFrame back={BACK} backLabel={t.t("someone.title")} title={t.t("new.title")} intro={t.t("new.intro")}>
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
          label={t.t("new.label")}
          type="search"
          placeholder={t.t("new.placeholder")}
          limit={TEXT_LIMITS.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit">{t.t("new.search")}</Button>
          <ButtonLink to="/search" variant="outline">
            {t.t("new.browse")}
          </ButtonLink>
        </div>
      </form>
    </FlowFrame>
  );
}

type CardPage = { data: CardSummary[]; meta: { total: number; page: number; pages: number } };

/** A paged list of cards to book, with its loading, failure and empty states (`loading` and `failed` say them). */
function CardList({
  label,
  loading,
  failed,
  query,
  actionLabel,
  empty,
  hrefFor,
}: {
  label: string;
  loading: string;
  failed: string;
  query: UseQueryResult<CardPage>;
  actionLabel: string;
  empty: ReactNode;
  hrefFor: (page: number) => string;
}) {
  const t = useT(bookingsInitiateMessages);
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError)
    return (
      <EmptyState
        icon="close"
        tone="error"
        title={failed}
        actions={<Button onClick={() => void query.refetch()}>{t.t("tryAgain")}</Button>}
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
      <Pager label={t.t("pages")} page={meta.page} pages={meta.pages} hrefFor={hrefFor} />
    </>
  );
}

/** /my-kora/bookings/initiate/repeat-booking — cards I booked before as a learner, most recent first, 5 a page. */
export function RepeatBookingPage() {
  const t = useT(bookingsInitiateMessages);
  usePageTitle(t.t("repeat.title"));
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const cards = useQuery(repeatCardsQuery(page));
  const path = bookingPaths.initiate("repeat-booking");
  return (
    <FlowFrame back={BACK} backLabel={t.t("someone.title")} title={t.t("repeat.title")} intro={t.t("repeat.intro")}>
      <CardList
        label={t.t("repeat.label")}
        loading={t.t("repeat.loading")}
        failed={t.t("repeat.loadFailed")}
        query={cards}
        actionLabel={t.t("repeat.title")}
        hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
        empty={
          <EmptyState
            icon="calendar"
            title={t.t("repeat.emptyTitle")}
            actions={<ButtonLink to={bookingPaths.initiate("new-booking")}>{t.t("findAdvisor")}</ButtonLink>}
            small
          >
            {t.t("repeat.emptyText")}
          </EmptyState>
        }
      />
    </FlowFrame>
  );
}

/** /my-kora/bookings/initiate/book-favourite — my saved cards, each with its book link. */
export function BookFavouritePage() {
  const t = useT(bookingsInitiateMessages);
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const favourites = useQuery(favouritesQuery(page));
  const path = bookingPaths.initiate("book-favourite");
  return (
    <FlowFrame back={BACK} backLabel={t.t("someone.title")} title={t.t("favourite.title")} intro={t.t("favourite.intro")}>
      <CardList
        label={t.t("favourite.label")}
        loading={t.t("favourite.loading")}
        failed={t.t("favourite.loadFailed")}
        query={favourites}
        actionLabel={t.t("favourite.book")}
        hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
        empty={
          <EmptyState
            icon="sparkle"
            title={t.t("favourite.emptyTitle")}
            actions={<ButtonLink to="/search">{t.t("findAdvisor")}</ButtonLink>}
            small
          >
            {t.t("favourite.emptyText")}
          </EmptyState>
        }
      />
    </FlowFrame>
  );
}
