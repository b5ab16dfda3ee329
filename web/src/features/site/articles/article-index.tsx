import { Link, useLocation } from "react-router-dom";
import { siteArticlesMessages } from "@kora/shared/i18n/messages/site-articles.ts";
import { ARTICLES_PAGE_SIZE, type ArticleCategory } from "@kora/shared/site/articles.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ARTICLES_PATH, categoryPath, listPagePath, pageFromSearch, useArticleCategories, useArticleList } from "./articles-data.ts";
import { articleItems, breadcrumbLd, collectionPageLd } from "./articles-ld.ts";
import { ArticleGrid, ArticlesNotFound, CategoryChips, categoryDescription, categoryTitle } from "./articles-ui.tsx";
import styles from "./articles.module.css";

/**
 * The blog's list pages: every article (`category` null) or one category's, 12 a page, newest
 * first, with `?page=N` links that work without JavaScript. A page past the last answers 404.
 */
export function ArticleIndex({ category }: { category: ArticleCategory | null }) {
  const t = useT(siteArticlesMessages);
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
  const name = category ? categoryTitle(category.slug, t) : null;
  const about = category ? categoryDescription(category, t) : null;
  const heading = name ?? t.t("heading");
  const pageTitle = name ? t.t("meta.categoryTitle", { category: name }) : t.t("index.title");
  const title = siteTitle(page > 1 ? t.t("meta.paged", { title: pageTitle, page: String(page) }) : pageTitle);
  const baseDescription = about ?? t.t("index.description");
  const description =
    page > 1 ? t.t("meta.pagedDescription", { description: baseDescription, page: String(page), pages: String(pages) }) : baseDescription;
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
          <p className={styles.eyebrow}>{t.t(category ? "eyebrow.category" : "eyebrow.blog")}</p>
          <h1 id="articles-heading">{heading}</h1>
          <p className={styles.lede}>{about ?? t.t("lede")}</p>
          <CategoryChips categories={categories} current={category?.slug ?? null} />
        </Container>
      </section>
      <section className={styles.listSection} aria-labelledby="articles-list-heading">
        <Container>
          <h2 id="articles-list-heading" className={page === 1 && !category ? "visually-hidden" : styles.listHeading}>
            {page === 1
              ? name
                ? t.t("list.latestIn", { category: name })
                : t.t("list.latest")
              : t.t("list.page", { page: String(page), pages: String(pages) })}
          </h2>
          {articles.length > 0 ? (
            <ArticleGrid articles={articles} featureFirst={page === 1 && !category} showCategory={!category} />
          ) : (
            <p className={styles.empty}>
              {t.rich("list.empty", {
                link: (chunks) => (
                  <Link key="articles" to={ARTICLES_PATH}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          {/* Newer and older pages as plain links: they work without JavaScript. */}
          <Pager
            label={t.t("pager.label")}
            className={styles.pager}
            page={page}
            pages={pages}
            hrefFor={(target) => listPagePath(base, target)}
            previous={
              <>
                <span aria-hidden="true" className={styles.arrow}>
                  ←
                </span>{" "}
                {t.t("pager.newer")}
              </>
            }
            next={
              <>
                {t.t("pager.older")}{" "}
                <span aria-hidden="true" className={styles.arrow}>
                  →
                </span>
              </>
            }
          />
        </Container>
      </section>
      <section className={styles.signup} aria-labelledby="articles-signup-heading">
        <Container className={styles.signupInner}>
          <div>
            <h2 id="articles-signup-heading">{t.t("signup.title")}</h2>
            <p>{t.t("signup.text")}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to={SIGN_UP_PATH}>{t.t("startFree")}</ButtonLink>
            <ButtonLink to="/search" variant="outline">
              {t.t("findAdvisor")}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
