import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { useNow } from "../../../lib/use-now.ts";
import { Pager } from "../../../ui/pager.tsx";
import { isFiltered, splitAwaiting, writeFilters, type BookingList } from "./booking-lists.ts";
import { bookingPaths } from "../booking-paths.ts";
import { BookingRow } from "./booking-row.tsx";
import { bookingListQuery } from "../bookings.client.ts";
import { ListFiltersBar, useListFilters } from "./list-filters.tsx";
import styles from "../bookings.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageLayout } from "../../../ui/page-layout.tsx";
import { PageHead } from "../../../ui/page-head.tsx";

interface ListCopy {
  title: string;
  intro: string;
  emptyTitle: string;
  emptyText: string;
}

const COPY: Record<BookingList, ListCopy> = {
  requests: {
    title: "Booking requests",
    intro: "Requests, counter-proposals and reschedules waiting for an answer, the soonest to expire first.",
    emptyTitle: "No requests waiting",
    emptyText: "When someone asks to book you, or you ask to book someone, the request waits here until it's answered.",
  },
  confirmed: {
    title: "Confirmed bookings",
    intro: "Your upcoming sessions, soonest first. Join opens an hour before the start.",
    emptyTitle: "No confirmed sessions",
    emptyText: "Once a request is accepted it shows here, with a Join button from an hour before it starts.",
  },
  archive: {
    title: "Archive",
    intro: "Completed, cancelled, expired and missed bookings, newest first.",
    emptyTitle: "Nothing in your archive yet",
    emptyText: "Bookings come here once they are completed, cancelled or expire.",
  },
  instant: {
    title: "Instant bookings",
    intro: "Sessions booked straight into a free time, without waiting for approval.",
    emptyTitle: "No instant bookings",
    emptyText: "Advisors who accept instant bookings can be booked into a free time straight away. Those bookings are listed here.",
  },
};

function EmptyList({ list, filtered, onClear }: { list: BookingList; filtered: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <EmptyState
        icon="search"
        title="No bookings match these filters"
        actions={
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        Try another name or card, or a different role.
      </EmptyState>
    );
  return (
    <EmptyState
      icon="calendar"
      title={COPY[list].emptyTitle}
      actions={
        <>
          <ButtonLink to={bookingPaths.hub}>Initiate a booking</ButtonLink>
          <ButtonLink to="/search" variant="outline">
            Find an advisor
          </ButtonLink>
        </>
      }
    >
      {COPY[list].emptyText}
    </EmptyState>
  );
}

function Rows({
  bookings,
  timeZone,
  nowMs,
  showExpiry,
  label,
}: {
  bookings: BookingDto[];
  timeZone: string;
  nowMs: number;
  showExpiry: boolean;
  label: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {bookings.map((booking) => (
        <BookingRow key={booking.id} booking={booking} timeZone={timeZone} nowMs={nowMs} showExpiry={showExpiry} />
      ))}
    </ul>
  );
}

/** Requests split by whose answer they wait for: mine first. */
function AwaitingSections({ bookings, timeZone, nowMs }: { bookings: BookingDto[]; timeZone: string; nowMs: number }) {
  const { mine, theirs } = splitAwaiting(bookings);
  return (
    <>
      <section className={styles.section} aria-labelledby="needs-answer">
        <h2 id="needs-answer" className={styles.sectionTitle}>
          Needs your answer <span>({mine.length})</span>
        </h2>
        {mine.length > 0 ? (
          <Rows bookings={mine} timeZone={timeZone} nowMs={nowMs} showExpiry label="Needs your answer" />
        ) : (
          <p className={styles.sectionNote}>You're all caught up: nothing is waiting for you.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="waiting-for-them">
        <h2 id="waiting-for-them" className={styles.sectionTitle}>
          Waiting for them <span>({theirs.length})</span>
        </h2>
        {theirs.length > 0 ? (
          <Rows bookings={theirs} timeZone={timeZone} nowMs={nowMs} showExpiry label="Waiting for them" />
        ) : (
          <p className={styles.sectionNote}>No requests of yours are waiting for an answer.</p>
        )}
      </section>
    </>
  );
}

/** /my-kora/bookings/{requests,confirmed,archive,instant}: one list with its filters, live (events refresh it). */
export function BookingListPage({ list }: { list: BookingList }) {
  const copy = COPY[list];
  usePageTitle(copy.title);
  const { data: me } = useMe();
  const nowMs = useNow();
  const [filters, setFilters] = useListFilters(list);
  const bookings = useQuery({ ...bookingListQuery(list, filters), enabled: Boolean(me) });
  if (!me) return null;
  const timeZone = me.timezone;
  const page = bookings.data?.meta.page ?? filters.page;
  const hrefFor = (target: number) => {
    const query = writeFilters({ ...filters, page: target }).toString();
    return `${bookingPaths[list]}${query ? `?${query}` : ""}`;
  };

  let body: ReactNode;
  if (bookings.isPending) body = <PageLoader label="Loading bookings" />;
  else if (bookings.isError)
    body = (
      <EmptyState
        icon="close"
        tone="error"
        title="We couldn't load your bookings"
        actions={<Button onClick={() => void bookings.refetch()}>Try again</Button>}
      >
        {bookings.error.message}
      </EmptyState>
    );
  else if (bookings.data.meta.total === 0)
    body = <EmptyList list={list} filtered={isFiltered(filters)} onClear={() => setFilters({ role: null, query: "", status: null })} />;
  else
    body = (
      <div className={[styles.page, bookings.isPlaceholderData && styles.stale].filter(Boolean).join(" ")}>
        {list === "requests" ? (
          <AwaitingSections bookings={bookings.data.data} timeZone={timeZone} nowMs={nowMs} />
        ) : (
          <Rows bookings={bookings.data.data} timeZone={timeZone} nowMs={nowMs} showExpiry={false} label={copy.title} />
        )}
        <Pager label="Pages" page={page} pages={bookings.data.meta.pages} hrefFor={hrefFor} />
      </div>
    );

  return (
    <PageLayout>
      <PageHead
        title={copy.title}
        actions={
          <ButtonLink to={bookingPaths.hub} variant="outline">
            Initiate a booking
          </ButtonLink>
        }
      >
        {copy.intro}
      </PageHead>
      <ListFiltersBar list={list} filters={filters} onChange={setFilters} />
      {body}
    </PageLayout>
  );
}

export const RequestsPage = () => <BookingListPage list="requests" />;
export const ConfirmedPage = () => <BookingListPage list="confirmed" />;
export const ArchivePage = () => <BookingListPage list="archive" />;
export const InstantPage = () => <BookingListPage list="instant" />;
