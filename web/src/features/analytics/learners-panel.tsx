import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ButtonAnchor } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { Panel } from "../../ui/surface.tsx";
import { exportUrl, learnersQuery } from "./analytics.client.ts";
import styles from "./analytics.module.css";
import { Pager } from "../../ui/pager.tsx";
import { Cell, ResponsiveTable } from "../../ui/responsive-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

const dateIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone }).format(new Date(iso));

/** The people who had a confirmed booking with the advisor: name, email, bookings, latest session; 10 a page. */
export function LearnersPanel({ timeZone }: { timeZone: string }) {
  const [page, setPage] = useState(1);
  const learners = useQuery(learnersQuery(page));
  const pages = learners.data?.meta.pages ?? 1;
  return (
    <Panel aria-labelledby="learners-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="learners-title" className={styles.sectionTitle}>
            Your learners
          </h2>
          <p className={styles.muted}>
            People who had at least one confirmed booking with you, latest session first. Please use their emails only about your sessions
            with them.
          </p>
        </div>
        <ButtonAnchor href={exportUrl("learners")} download variant="outline" size="small">
          Download CSV
        </ButtonAnchor>
      </div>
      {learners.isPending ? (
        <p className={styles.muted}>Loading your learners…</p>
      ) : learners.isError ? (
        <LoadFailed what="learners" className={styles.muted} onRetry={() => void learners.refetch()} />
      ) : learners.data.data.length === 0 ? (
        <EmptyState>
          {page > 1 ? "There are no learners on this page." : "No learners yet. People show here once you confirm a booking with them."}
        </EmptyState>
      ) : (
        <ResponsiveTable
          columns={[{ label: "Name" }, { label: "Email" }, { label: "Bookings", numeric: true }, { label: "Latest session" }]}
          busy={learners.isPlaceholderData}
        >
          {learners.data.data.map((learner) => (
            <tr key={learner.id}>
              <Cell label="Name" className={styles.nameCell}>
                {learner.name}
              </Cell>
              <Cell label="Email" className={styles.emailCell}>
                {learner.email ? <a href={`mailto:${learner.email}`}>{learner.email}</a> : "—"}
              </Cell>
              <Cell label="Bookings" numeric>
                {learner.bookings}
              </Cell>
              <Cell label="Latest session">{learner.lastBookingUtc ? dateIn(learner.lastBookingUtc, timeZone) : "—"}</Cell>
            </tr>
          ))}
        </ResponsiveTable>
      )}
      <Pager label="Learner pages" className={styles.pager} page={page} pages={pages} onPage={setPage} previous="← Newer" next="Older →" />
    </Panel>
  );
}
