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

const starsOf = (n: number) => "★".repeat(n) + "☆".repeat(5 - n);
const dateOf = (iso: string) => new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));

/**
 * /my-kora/learners/:id/ratings — what advisors said about a learner (public-site §6: visible to
 * advisors only), 5 a page, newest first. Learners get the API's refusal as the page's message.
 */
export function LearnerRatingsPage() {
  const { id = "" } = useParams();
  const { state } = useLocation() as { state: { firstName?: string } | null };
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data: me } = useMe();
  const ratings = useQuery({ ...learnerRatingsQuery(id, page), enabled: Boolean(me && id) });
  const who = state?.firstName ? `${state.firstName}'s` : "Learner";
  usePageTitle(`${who} ratings`);
  if (!me || ratings.isPending) return <PageLoader label="Loading the ratings" />;
  if (ratings.isError) {
    const refused = isApiError(ratings.error) && (ratings.error.status === 403 || ratings.error.status === 404);
    return (
      <div className={styles.ratingsPage}>
        <PageHead title={`${who} ratings`} />
        {refused ? <p>{ratings.error.message}</p> : <LoadFailed what="ratings" onRetry={() => void ratings.refetch()} />}
      </div>
    );
  }
  const { data, meta, average } = ratings.data;
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return (
    <div className={styles.ratingsPage}>
      <PageHead title={`${who} ratings`}>
        Only advisors see these: what advisors said after their sessions with this learner, newest first.
      </PageHead>
      {meta.total === 0 ? (
        <p className={styles.note}>No advisor has rated this learner yet.</p>
      ) : (
        <section className={styles.panel} aria-label="Advisors' ratings">
          <p className={styles.ratingsSummary}>
            <span aria-hidden="true">★</span> <strong>{average.toFixed(1)}</strong> · {meta.total} {meta.total === 1 ? "rating" : "ratings"}
          </p>
          <ul className={styles.list} aria-label="Ratings">
            {data.map((rating) => (
              <li key={rating.id} className={styles.item}>
                <span className={styles.head}>
                  {rating.advisor.firstName} · {dateOf(rating.createdAt)}
                  <span className={styles.stars} role="img" aria-label={`${rating.rating} out of 5 stars`}>
                    {starsOf(rating.rating)}
                  </span>
                </span>
                {rating.comments && <p className={styles.text}>{rating.comments}</p>}
              </li>
            ))}
          </ul>
          <Pager
            label="Pages"
            page={page}
            pages={meta.pages}
            onPage={go}
            previous="Newer"
            next="Older"
            status={`Page ${meta.page} of ${meta.pages}`}
          />
        </section>
      )}
    </div>
  );
}
