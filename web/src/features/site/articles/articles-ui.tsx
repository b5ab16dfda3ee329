import { Link } from "react-router-dom";
import { siteArticlesMessages } from "@kora/shared/i18n/messages/site-articles.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { articleCategory, type ArticleCategoryCount, type ArticleSummary } from "@kora/shared/site/articles.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { articleDay } from "./article-day.ts";
import { ARTICLES_PATH, articlePath, categoryPath } from "./articles-data.ts";
import styles from "./articles.module.css";

/** Pieces the blog's pages share: bylines, article cards, category chips, the pager, not-found. */

/** The blog's words (site-articles). */
export type ArticlesWords = Translator<KeyOf<typeof siteArticlesMessages>>;

/** A category's name in the page's language (the slug itself for one the site doesn't know). */
export function categoryTitle(slug: string, t: ArticlesWords): string {
  const key = `category.${slug}.title`;
  return t.has(key) ? t.t(key) : (articleCategory(slug)?.title ?? slug);
}

/** A category's one-line description in the page's language. */
export function categoryDescription(category: { slug: string; description: string }, t: ArticlesWords): string {
  const key = `category.${category.slug}.description`;
  return t.has(key) ? t.t(key) : category.description;
}

/** "14 January 2026 · 4 min read", with the date machine-readable. */
export function Byline({ article, withAuthor = false }: { article: ArticleSummary; withAuthor?: boolean }) {
  const t = useT(siteArticlesMessages);
  const locale = useLocale();
  return (
    <p className={styles.byline}>
      {withAuthor && (
        <>
          <span>{t.t("byline.by", { author: article.author })}</span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <time dateTime={article.published}>{articleDay(article.published, locale)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t.t("byline.reading", { minutes: article.readingMinutes })}</span>
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
  const t = useT(siteArticlesMessages);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card} data-category={article.category}>
      {showCategory && <p className={styles.kicker}>{categoryTitle(article.category, t)}</p>}
      <Heading className={styles.cardTitle} lang="en" dir="ltr">
        <Link to={articlePath(article.slug)} className={styles.stretched}>
          {article.title}
        </Link>
      </Heading>
      <p className={styles.description} lang="en" dir="ltr">
        {article.description}
      </p>
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
  const t = useT(siteArticlesMessages);
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  const chips = [
    { slug: null, title: t.t("chips.all"), count: total, to: ARTICLES_PATH },
    ...categories
      .filter((c) => c.count > 0)
      .map((c) => ({
        slug: c.slug,
        title: t.has(`category.${c.slug}.title`) ? categoryTitle(c.slug, t) : c.title,
        count: c.count,
        to: categoryPath(c.slug),
      })),
  ];
  return (
    <nav aria-label={t.t("chips.label")} className={styles.chipsNav}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link to={chip.to} className={styles.chip} aria-current={chip.slug === current ? "page" : undefined}>
              {chip.title}
              <span className={styles.count}>
                <span className="visually-hidden">, </span>
                {chip.count}
                <span className="visually-hidden"> {t.t("chips.count", { count: chip.count })}</span>
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
  const t = useT(siteArticlesMessages);
  useResponseStatus(404);
  return (
    <>
      <PageMeta title={siteTitle(t.t(`notFound.${what}.title`))} description={t.t("notFound.description")} noindex />
      <Container className={styles.notFound}>
        <h1>{t.t(`notFound.${what}.heading`)}</h1>
        <p>{t.t("notFound.text")}</p>
        <div className={styles.actions}>
          <ButtonLink to={ARTICLES_PATH}>{t.t("notFound.browse")}</ButtonLink>
          <ButtonLink to="/get-in-touch" variant="outline">
            {t.t("contact")}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
