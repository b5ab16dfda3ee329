import { Link } from "react-router-dom";
import { formatArticleDate } from "@kora/shared/site/article-date.ts";
import type { ArticleSummary } from "@kora/shared/site/articles.ts";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { articlePath } from "./article-links.ts";
import styles from "./latest-articles.module.css";

/**
 * The footer's "latest 2 articles" (public-site §2): links to the two newest, with their dates.
 * Renders nothing when the blog is empty. `className` styles the list like the footer's others.
 */
export function LatestArticles({ className }: { className?: string }) {
  const articles = useSiteQuery<ArticleSummary[]>(["articles", "latest"], "/api/articles?limit=2").data ?? [];
  if (articles.length === 0) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(" ")}>
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={articlePath(article.slug)} className={styles.link}>
            {article.title}
          </Link>
          <time dateTime={article.published} className={styles.date}>
            {formatArticleDate(article.published)}
          </time>
        </li>
      ))}
    </ul>
  );
}
