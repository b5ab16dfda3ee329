import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { analyticsMessages } from "@kora/shared/i18n/messages/analytics.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { ButtonAnchor } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { Panel } from "../../ui/surface.tsx";
import { exportUrl, learnersQuery } from "./analytics.client.ts";
import styles from "./analytics.module.css";
import { Pager } from "../../ui/pager.tsx";
import { Cell, ResponsiveTable } from "../../ui/responsive-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

const dateIn = (iso: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, { day: "numeric", month: "short", year: "numeric", timeZone }).format(
    new Date(iso),
  );

/** The people who had a confirmed booking with the advisor: name, email, bookings, latest session; 10 a page. */
export function LearnersPanel({ timeZone }: { timeZone: string }) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const learners = useQuery(learnersQuery(page));
  const pages = learners.data?.meta.pages ?? 1;
  return (
    <Panel aria-labelledby="learners-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="learners-title" className={styles.sectionTitle}>
            {t.t("learners.title")}
          </h2>
          <p className={styles.muted}>{t.t("learners.text")}</p>
        </div>
        <ButtonAnchor href={exportUrl("learners")} download variant="outline" size="small">
          {t.t("downloadCsv")}
        </ButtonAnchor>
      </div>
      {learners.isPending ? (
        <p className={styles.muted}>{t.t("learners.loading")}</p>
      ) : learners.isError ? (
        <LoadFailed message={t.t("learners.loadFailed")} className={styles.muted} onRetry={() => void learners.refetch()} />
      ) : learners.data.data.length === 0 ? (
        <EmptyState>{page > 1 ? t.t("learners.noneOnPage") : t.t("learners.none")}</EmptyState>
      ) : (
        <ResponsiveTable
          columns={[
            { label: t.t("learners.name") },
            { label: t.t("learners.email") },
            { label: t.t("learners.bookings"), numeric: true },
            { label: t.t("learners.latest") },
          ]}
          busy={learners.isPlaceholderData}
        >
          {learners.data.data.map((learner) => (
            <tr key={learner.id}>
              <Cell label={t.t("learners.name")} className={styles.nameCell}>
                {learner.name}
              </Cell>
              <Cell label={t.t("learners.email")} className={styles.emailCell}>
                {learner.email ? <a href={`mailto:${learner.email}`}>{learner.email}</a> : "—"}
              </Cell>
              <Cell label={t.t("learners.bookings")} numeric>
                {learner.bookings}
              </Cell>
              <Cell label={t.t("learners.latest")}>{learner.lastBookingUtc ? dateIn(learner.lastBookingUtc, timeZone, locale) : "—"}</Cell>
            </tr>
          ))}
        </ResponsiveTable>
      )}
      <Pager
        label={t.t("learners.pages")}
        className={styles.pager}
        page={page}
        pages={pages}
        onPage={setPage}
        previous={t.t("learners.newer")}
        next={t.t("learners.older")}
      />
    </Panel>
  );
}
