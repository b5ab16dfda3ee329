import { Link, useLocation } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { ARTICLES_PAGE_SIZE, type ArticleCategory } from "@kora/shared/site/articles.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ARTICLES_PATH, categoryPath, listPagePath, pageFromSearch, useArticleCategories, useArticleList } from "./articles-data.ts";
import { articleItems, breadcrumbLd, collectionPageLd } from "./articles-ld.ts";
import { ArticleGrid, ArticlesNotFound, CategoryChips } from "./articles-ui.tsx";
import styles from "./articles.module.css";

const INDEX_TITLE = "Articles: guides, playbooks and stories";
const INDEX_DESCRIPTION = `Guides and stories on one-to-one video advice: pricing your time, building a ${BRAND.name} Card, running sessions and mentoring programmes.`;

/**
 * The blog's list pages: every article (`category` null) or one category's, 12 a page, newest
 * first, with `?page=N` links that work without JavaScript. A page past the last answers 404.
 */
export function ArticleIndex({ category }: { category: ArticleCategory | null }) {
  const { search } = useLocation();
  const page = pageFromSearch(search);
  const abs = useAbsoluteUrl();
  const categories = useArticleCategories();
  const articles = useArticleList(category?.slug ?? null, page ?? 1);
  const total = category ? (categories.find((c) => c.slug === category.slug)?.count ?? 0) : categories.reduce((sum, c) => sum + c.count, 0);
  const pages = Math.max(1, Math.ceil(total / ARTICLES_PAGE_SIZE));
  if (page === null || page > pages) return <ArticlesNotFound what="page" />;

  const base = category ? categoryPath(category.slug) : ARTICLES_PATH;
  const path = listPagePath(base, page);
  const heading = category ? category.title : "Articles";
  const pageNote = page > 1 ? ` Page ${page} of ${pages}.` : "";
  const title = siteTitle(`${category ? `Articles: ${category.title}` : INDEX_TITLE}${page > 1 ? `, page ${page}` : ""}`);
  const description = `${category ? category.description : INDEX_DESCRIPTION}${pageNote}`;
  const trail = [{ name: "Articles", path: ARTICLES_PATH }, ...(category ? [{ name: category.title, path: base }] : [])];

  return (
    <>
      <PageMeta
        title={title}
        description={description}
        path={path}
        jsonLd={[collectionPageLd(abs, { path, name: title, description, items: articleItems(articles) }), breadcrumbLd(abs, trail)]}
      />
      <section className={styles.hero} aria-labelledby="articles-heading">
        <Container>
          <p className={styles.eyebrow}>{category ? `${BRAND.name} articles` : `The ${BRAND.name} blog`}</p>
          <h1 id="articles-heading">{heading}</h1>
          <p className={styles.lede}>
            {category
              ? category.description
              : `Practical guides for advisors, stories from learners and organisations, and notes from the ${BRAND.name} team on one-to-one advice over video.`}
          </p>
          <CategoryChips categories={categories} current={category?.slug ?? null} />
        </Container>
      </section>
      <section className={styles.listSection} aria-labelledby="articles-list-heading">
        <Container>
          <h2 id="articles-list-heading" className={page === 1 && !category ? "visually-hidden" : styles.listHeading}>
            {page === 1 ? (category ? `Latest in ${category.title}` : "Latest articles") : `Page ${page} of ${pages}`}
          </h2>
          {articles.length > 0 ? (
            <ArticleGrid articles={articles} featureFirst={page === 1 && !category} showCategory={!category} />
          ) : (
            <p className={styles.empty}>
              No articles here yet. The newest ones are on the <Link to={ARTICLES_PATH}>articles page</Link>.
            </p>
          )}
          {/* Newer and older pages as plain links: they work without JavaScript. */}
          <Pager
            label="Pages"
            className={styles.pager}
            page={page}
            pages={pages}
            hrefFor={(target) => listPagePath(base, target)}
            previous={
              <>
                <span aria-hidden="true">←</span> Newer articles
              </>
            }
            next={
              <>
                Older articles <span aria-hidden="true">→</span>
              </>
            }
          />
        </Container>
      </section>
      <section className={styles.signup} aria-labelledby="articles-signup-heading">
        <Container className={styles.signupInner}>
          <div>
            <h2 id="articles-signup-heading">Put it into practice</h2>
            <p>Sign-up is free and takes under a minute: a name, an email and a mobile number or a professional social profile.</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={SIGN_UP_PATH}>Start for free!</ButtonLink>
            <ButtonLink to="/search" variant="outline">
              Find an advisor
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
