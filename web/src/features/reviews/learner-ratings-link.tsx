import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { learnerRatingsPageSchema } from "@kora/shared/contracts/reviews.ts";
import { api } from "../../lib/api-client.ts";
import styles from "./reviews.module.css";

/** Advisors' ratings of a learner, 5 a page, newest first (GET /api/users/:id/ratings; advisors only, public-site §6). */
export const learnerRatingsQuery = (learnerId: string, page: number) =>
  queryOptions({
    queryKey: ["reviews", "learner", learnerId, page] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/users/${encodeURIComponent(learnerId)}/ratings?page[number]=${page}`, {
        schema: learnerRatingsPageSchema,
        envelope: true,
        toast: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const learnerRatingsPath = (learnerId: string) => appPath(`learners/${encodeURIComponent(learnerId)}/ratings`);

/**
 * "Learner rating ★ 4.5 (3)" on a booking the advisor has with this learner, linking to the ratings
 * page. Render it for advisors only (the API refuses anyone else); nothing while the learner has none.
 */
export function LearnerRatingLink({ learner }: { learner: { id: string; firstName: string } }) {
  const ratings = useQuery(learnerRatingsQuery(learner.id, 1));
  const total = ratings.data?.meta.total ?? 0;
  if (!ratings.data || total === 0) return null;
  return (
    <p className={styles.learnerRating}>
      <Link to={learnerRatingsPath(learner.id)} state={{ firstName: learner.firstName }}>
        Learner rating{" "}
        <span aria-hidden="true">
          ★ {ratings.data.average.toFixed(1)} ({total})
        </span>
        <span className="visually-hidden">
          {ratings.data.average.toFixed(1)} out of 5 from {total} {total === 1 ? "rating" : "ratings"}
        </span>
      </Link>
    </p>
  );
}
