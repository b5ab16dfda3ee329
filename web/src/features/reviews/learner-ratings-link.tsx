import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { learnerRatingsPageSchema } from "@kora/shared/contracts/reviews.ts";
import { api } from "../../lib/api-client.ts";
import styles from "./reviews.module.css";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { oneDecimal } from "./rating-format.ts";
import { reviewsMessages } from "@kora/shared/i18n/messages/reviews.ts";
import { useT } from "../../lib/i18n/use-t.ts";

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
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const ratings = useQuery(learnerRatingsQuery(learner.id, 1));
  const total = ratings.data?.meta.total ?? 0;
  if (!ratings.data || total === 0) return null;
  const average = oneDecimal(ratings.data.average, locale);
  return (
    <p className={styles.learnerRating}>
      <Link to={learnerRatingsPath(learner.id)} state={{ firstName: learner.firstName }}>
        {t.t("link.label")} <span aria-hidden="true">{t.t("link.short", { average, total })}</span>
        <span className="visually-hidden">{t.t("link.summary", { average, total })}</span>
      </Link>
    </p>
  );
}
