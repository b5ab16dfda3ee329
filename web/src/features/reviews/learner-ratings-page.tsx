import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams, useSearchParams } from "react-router-dom";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { learnerRatingsQuery } from "./learner-ratings-link.tsx";
import styles from "./reviews.module.css";
import { Pager } from "../../ui/pager.tsx";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { oneDecimal } from "./rating-format.ts";
import { reviewsMessages } from "@kora/shared/i18n/messages/reviews.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const starsOf = (n: number) => "★".repeat(n) + "☆".repeat(5 - n);
const dateOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));

/**
 * /my-kora/learners/:id/ratings — what advisors said about a learner (public-site §6: visible to
 * advisors only), 5 a page, newest first. Learners get the API's refusal as the page's message.
 */
export function LearnerRatingsPage() {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const { id = "" } = useParams();
  const { state } = useLocation() as { state: { firstName?: string } | null };
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data: me } = useMe();
  const ratings = useQuery({ ...learnerRatingsQuery(id, page), enabled: Boolean(me && id) });
  const title = state?.firstName ? t.t("ratings.titleOf", { name: state.firstName }) : t.t("ratings.title");
  usePageTitle(title);
  if (!me || ratings.isPending) return <PageLoader label={t.t("ratings.loading")} />;
  if (ratings.isError) {
    const refused = isApiError(ratings.error) && (ratings.error.status === 403 || ratings.error.status === 404);
    return (
      <div className={styles.ratingsPage}>
        <PageHead title={title} />
        {refused ? (
          <p>{ratings.error.message}</p>
        ) : (
          <LoadFailed message={t.t("ratings.loadFailed")} onRetry={() => void ratings.refetch()} />
        )}
      </div>
    );
  }
  const { data, meta, average } = ratings.data;
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return (
    <div className={styles.ratingsPage}>
      <PageHead title={title}>{t.t("ratings.lead")}</PageHead>
      {meta.total === 0 ? (
        <p className={styles.note}>{t.t("ratings.none")}</p>
      ) : (
        <section className={styles.panel} aria-label={t.t("ratings.section")}>
          <p className={styles.ratingsSummary}>
            <span aria-hidden="true">★</span>{" "}
            {t.rich("ratings.summary", {
              average: oneDecimal(average, locale),
              total: meta.total,
              strong: (chunks) => <strong key="average">{chunks}</strong>,
            })}
          </p>
          <ul className={styles.list} aria-label={t.t("ratings.list")}>
            {data.map((rating) => (
              <li key={rating.id} className={styles.item}>
                <span className={styles.head}>
                  {rating.advisor.firstName} · {dateOf(rating.createdAt, locale)}
                  <span className={styles.stars} role="img" aria-label={t.t("stars", { rating: rating.rating })}>
                    {starsOf(rating.rating)}
                  </span>
                </span>
                {rating.comments && <p className={styles.text}>{rating.comments}</p>}
              </li>
            ))}
          </ul>
          <Pager
            label={t.t("ratings.pages")}
            page={page}
            pages={meta.pages}
            onPage={go}
            previous={t.t("ratings.newer")}
            next={t.t("ratings.older")}
            status={t.t("ratings.page", { page: meta.page, pages: meta.pages })}
          />
        </section>
      )}
    </div>
  );
}
