import { Link } from "react-router-dom";
import type { ArticleSummary } from "@kora/shared/site/articles.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { articleDay } from "./article-day.ts";
import { articlePath } from "./article-links.ts";
import styles from "./latest-articles.module.css";

/**
 * The footer's "latest 2 articles" (public-site §2): links to the two newest, with their dates.
 * Renders nothing when the blog is empty. `className` styles the list like the footer's others.
 * Articles are written in English: their titles say so (`lang`) whatever the page's language.
 */
export function LatestArticles({ className }: { className?: string }) {
  const locale = useLocale();
  const articles = useSiteQuery<ArticleSummary[]>(["articles", "latest"], "/api/articles?limit=2").data ?? [];
  if (articles.length === 0) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(" ")}>
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={articlePath(article.slug)} className={styles.link} lang="en" dir="ltr">
            {article.title}
          </Link>
          <time dateTime={article.published} className={styles.date}>
            {articleDay(article.published, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}
