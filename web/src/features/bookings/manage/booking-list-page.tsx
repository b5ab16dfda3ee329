import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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

/** Each list's words are the catalogue's `list.{list}.title`, `.intro`, `.emptyTitle` and `.emptyText`. */
function EmptyList({ list, filtered, onClear }: { list: BookingList; filtered: boolean; onClear: () => void }) {
  const t = useT(bookingsManageMessages);
  if (filtered)
    return (
      <EmptyState
        icon="search"
        title={t.t("list.noMatch")}
        actions={
          <Button variant="outline" onClick={onClear}>
            {t.t("filters.clear")}
          </Button>
        }
      >
        {t.t("list.noMatchText")}
      </EmptyState>
    );
  return (
    <EmptyState
      icon="calendar"
      title={t.t(`list.${list}.emptyTitle`)}
      actions={
        <>
          <ButtonLink to={bookingPaths.hub}>{t.t("list.initiate")}</ButtonLink>
          <ButtonLink to="/search" variant="outline">
            {t.t("list.findAdvisor")}
          </ButtonLink>
        </>
      }
    >
      {t.t(`list.${list}.emptyText`)}
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
  const t = useT(bookingsManageMessages);
  const { mine, theirs } = splitAwaiting(bookings);
  return (
    <>
      <section className={styles.section} aria-labelledby="needs-answer">
        <h2 id="needs-answer" className={styles.sectionTitle}>
          {t.t("list.needsAnswer")} <span>({mine.length})</span>
        </h2>
        {mine.length > 0 ? (
          <Rows bookings={mine} timeZone={timeZone} nowMs={nowMs} showExpiry label={t.t("list.needsAnswer")} />
        ) : (
          <p className={styles.sectionNote}>{t.t("list.caughtUp")}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="waiting-for-them">
        <h2 id="waiting-for-them" className={styles.sectionTitle}>
          {t.t("list.waitingForThem")} <span>({theirs.length})</span>
        </h2>
        {theirs.length > 0 ? (
          <Rows bookings={theirs} timeZone={timeZone} nowMs={nowMs} showExpiry label={t.t("list.waitingForThem")} />
        ) : (
          <p className={styles.sectionNote}>{t.t("list.noneWaiting")}</p>
        )}
      </section>
    </>
  );
}

/** /my-kora/bookings/{requests,confirmed,archive,instant}: one list with its filters, live (events refresh it). */
export function BookingListPage({ list }: { list: BookingList }) {
  const t = useT(bookingsManageMessages);
  const title = t.t(`list.${list}.title`);
  usePageTitle(title);
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
  if (bookings.isPending) body = <PageLoader label={t.t("list.loading")} />;
  else if (bookings.isError)
    body = (
      <EmptyState
        icon="close"
        tone="error"
        title={t.t("list.loadFailed")}
        actions={<Button onClick={() => void bookings.refetch()}>{t.t("tryAgain")}</Button>}
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
          <Rows bookings={bookings.data.data} timeZone={timeZone} nowMs={nowMs} showExpiry={false} label={title} />
        )}
        <Pager label={t.t("list.pages")} page={page} pages={bookings.data.meta.pages} hrefFor={hrefFor} />
      </div>
    );

  return (
    <PageLayout>
      <PageHead
        title={title}
        actions={
          <ButtonLink to={bookingPaths.hub} variant="outline">
            {t.t("list.initiate")}
          </ButtonLink>
        }
      >
        {t.t(`list.${list}.intro`)}
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
