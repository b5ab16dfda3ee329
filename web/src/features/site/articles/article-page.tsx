import type { MouseEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { commonMessages } from "@kora/shared/i18n/messages/common.ts";
import { siteArticlesMessages } from "@kora/shared/i18n/messages/site-articles.ts";
import { ARTICLE_SLUG_PATTERN, type Article } from "@kora/shared/site/articles.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ARTICLES_PATH, articlePath, categoryPath, useArticle, useArticleList } from "./articles-data.ts";
import { articleLd, breadcrumbLd } from "./articles-ld.ts";
import { ArticleGrid, ArticlesNotFound, Byline, categoryTitle } from "./articles-ui.tsx";
import styles from "./article.module.css";

/** Articles are written in English, whatever the page's language: their text says so, and reads left to right. */
const ENGLISH = { lang: "en", dir: "ltr" } as const;

/** /articles/:slug: one article in a readable column, then two or three more to read. */
export default function ArticlePage() {
  const slug = useParams().slug ?? "";
  return ARTICLE_SLUG_PATTERN.test(slug) ? <ArticleView slug={slug} /> : <ArticlesNotFound what="article" />;
}

function ArticleView({ slug }: { slug: string }) {
  const t = useT(siteArticlesMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const article = useArticle(slug);
  const abs = useAbsoluteUrl();
  const navigate = useNavigate();
  if (!article) return <ArticlesNotFound what="article" />;

  const section = categoryTitle(article.category, t);
  const path = articlePath(article.slug);
  // Links inside the Markdown are plain anchors: site paths go through the router instead of reloading.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <>
      <PageMeta
        title={siteTitle(article.title)}
        description={article.description}
        path={path}
        type="article"
        image={article.image}
        jsonLd={[
          articleLd(abs, article, section),
          breadcrumbLd(abs, [
            { name: "Articles", path: ARTICLES_PATH },
            { name: section, path: categoryPath(article.category) },
            { name: article.title, path },
          ]),
        ]}
      />
      <article className={styles.article}>
        <Container className={styles.column}>
          <nav aria-label={t.t("crumbs.label")} className={styles.crumbs}>
            <ol>
              <li>
                <Link to={ARTICLES_PATH}>{t.t("heading")}</Link>
              </li>
              <li>
                <Link to={categoryPath(article.category)}>{section}</Link>
              </li>
            </ol>
          </nav>
          <header className={styles.header}>
            <h1 {...ENGLISH}>{article.title}</h1>
            <p className={styles.lede} {...ENGLISH}>
              {article.description}
            </p>
            {locale !== "en" && <p className={styles.inEnglish}>{common.t("article.inEnglish")}</p>}
            <Byline article={article} withAuthor />
          </header>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated link handling; the anchors inside stay keyboard-usable (Enter fires click) and site links go through the router. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated link handling; the anchors inside stay keyboard-usable (Enter fires click) and site links go through the router. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the API's Markdown renderer (api/src/features/content/markdown.ts), which escapes raw HTML. */}
          <div className={styles.prose} {...ENGLISH} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: article.html }} />
          <footer className={styles.footer}>
            <p>
              {t.rich("article.filedUnder", {
                section,
                link: (chunks) => (
                  <Link key="section" to={categoryPath(article.category)}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
            <Link to={ARTICLES_PATH} className={styles.back}>
              <span aria-hidden="true" className={styles.arrow}>
                ←
              </span>{" "}
              {t.t("article.back")}
            </Link>
          </footer>
        </Container>
      </article>
      <RelatedArticles article={article} />
      <section className={styles.signup} aria-labelledby="article-signup-heading">
        <Container className={styles.signupInner}>
          <h2 id="article-signup-heading">{t.t("article.signupTitle")}</h2>
          <p>{t.t("article.signupText")}</p>
          <div className={styles.actions}>
            <ButtonLink to={SIGN_UP_PATH}>{t.t("startFree")}</ButtonLink>
            <ButtonLink to="/search" variant="outline">
              {t.t("article.browse")}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}

/** "More in <category>": two or three others from the category, topped up from the newest articles when it is small. */
function RelatedArticles({ article }: { article: Article }) {
  const t = useT(siteArticlesMessages);
  const inCategory = useArticleList(article.category, 1, 4).filter((other) => other.slug !== article.slug);
  const latest = useArticleList(null, 1, 5).filter((other) => other.slug !== article.slug && other.category !== article.category);
  const own = inCategory.length >= 2;
  const related = own ? inCategory.slice(0, 3) : [...inCategory, ...latest].slice(0, 3);
  if (related.length === 0) return null;
  const heading = own ? t.t("related.moreIn", { category: categoryTitle(article.category, t) }) : t.t("related.blog");
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <Container>
        <h2 id="related-heading">{heading}</h2>
        <ArticleGrid articles={related} showCategory={!own} />
      </Container>
    </section>
  );
}
