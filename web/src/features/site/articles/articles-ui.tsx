import { Link } from "react-router-dom";
import { articleCategory, formatArticleDate, type ArticleCategoryCount, type ArticleSummary } from "@kora/shared/site/articles.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ARTICLES_PATH, articlePath, categoryPath } from "./articles-data.ts";
import styles from "./articles.module.css";

/** Pieces the blog's pages share: bylines, article cards, category chips, the pager, not-found. */

export const categoryTitle = (slug: string) => articleCategory(slug)?.title ?? slug;

/** "14 January 2026 · 4 min read", with the date machine-readable. */
export function Byline({ article, withAuthor = false }: { article: ArticleSummary; withAuthor?: boolean }) {
  return (
    <p className={styles.byline}>
      {withAuthor && (
        <>
          <span>By {article.author}</span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <time dateTime={article.published}>{formatArticleDate(article.published)}</time>
      <span aria-hidden="true"> · </span>
      <span>{article.readingMinutes} min read</span>
    </p>
  );
}

/** An article in a list: category, title (the link), description, date. The title's link covers the card. */
export function ArticleCard({
  article,
  headingLevel = 3,
  featured = false,
  showCategory = true,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  featured?: boolean;
  showCategory?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card} data-category={article.category}>
      {showCategory && <p className={styles.kicker}>{categoryTitle(article.category)}</p>}
      <Heading className={styles.cardTitle}>
        <Link to={articlePath(article.slug)} className={styles.stretched}>
          {article.title}
        </Link>
      </Heading>
      <p className={styles.description}>{article.description}</p>
      <Byline article={article} withAuthor={featured} />
    </article>
  );
}

export function ArticleGrid({
  articles,
  headingLevel = 3,
  featureFirst = false,
  showCategory = true,
}: {
  articles: ArticleSummary[];
  headingLevel?: 2 | 3;
  featureFirst?: boolean;
  showCategory?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.slug} className={featureFirst && index === 0 ? styles.featuredItem : undefined}>
          <ArticleCard article={article} headingLevel={headingLevel} featured={featureFirst && index === 0} showCategory={showCategory} />
        </li>
      ))}
    </ul>
  );
}

/** All articles plus one chip per category with articles; the current one marked. */
export function CategoryChips({ categories, current }: { categories: ArticleCategoryCount[]; current: string | null }) {
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  const chips = [
    { slug: null, title: "All articles", count: total, to: ARTICLES_PATH },
    ...categories.filter((c) => c.count > 0).map((c) => ({ slug: c.slug, title: c.title, count: c.count, to: categoryPath(c.slug) })),
  ];
  return (
    <nav aria-label="Article categories" className={styles.chipsNav}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link to={chip.to} className={styles.chip} aria-current={chip.slug === current ? "page" : undefined}>
              {chip.title}
              <span className={styles.count}>
                <span className="visually-hidden">, </span>
                {chip.count}
                <span className="visually-hidden"> {chip.count === 1 ? "article" : "articles"}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A blog address that leads nowhere: status 404, and ways on. */
export function ArticlesNotFound({ what }: { what: "article" | "category" | "page" }) {
  useResponseStatus(404);
  const heading =
    what === "article"
      ? "We can't find that article"
      : what === "category"
        ? "There's no such article category"
        : "That page of articles doesn't exist";
  return (
    <>
      <PageMeta
        title={siteTitle(
          what === "article" ? "Article not found" : what === "category" ? "Article category not found" : "Articles page not found",
        )}
        description="The blog page you were looking for can't be found. It may have moved, or the link may be wrong. Browse the latest articles or get in touch with us."
        noindex
      />
      <Container className={styles.notFound}>
        <h1>{heading}</h1>
        <p>
          It may have moved, or the link may be mistyped. The latest articles are one click away, and if you were sent here by a link on our
          site, please tell us so we can fix it.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={ARTICLES_PATH}>Browse all articles</ButtonLink>
          <ButtonLink to="/get-in-touch" variant="outline">
            Get in touch
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
