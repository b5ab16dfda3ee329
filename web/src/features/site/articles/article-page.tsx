import type { MouseEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { ARTICLE_SLUG_PATTERN, type Article } from "@kora/shared/site/articles.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ARTICLES_PATH, articlePath, categoryPath, useArticle, useArticleList } from "./articles-data.ts";
import { articleLd, breadcrumbLd } from "./articles-ld.ts";
import { ArticleGrid, ArticlesNotFound, Byline, categoryTitle } from "./articles-ui.tsx";
import styles from "./article.module.css";

/** /articles/:slug: one article in a readable column, then two or three more to read. */
export default function ArticlePage() {
  const slug = useParams().slug ?? "";
  return ARTICLE_SLUG_PATTERN.test(slug) ? <ArticleView slug={slug} /> : <ArticlesNotFound what="article" />;
}

function ArticleView({ slug }: { slug: string }) {
  const article = useArticle(slug);
  const abs = useAbsoluteUrl();
  const navigate = useNavigate();
  if (!article) return <ArticlesNotFound what="article" />;

  const section = categoryTitle(article.category);
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
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <ol>
              <li>
                <Link to={ARTICLES_PATH}>Articles</Link>
              </li>
              <li>
                <Link to={categoryPath(article.category)}>{section}</Link>
              </li>
            </ol>
          </nav>
          <header className={styles.header}>
            <h1>{article.title}</h1>
            <p className={styles.lede}>{article.description}</p>
            <Byline article={article} withAuthor />
          </header>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated link handling; the anchors inside stay keyboard-usable (Enter fires click) and site links go through the router. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated link handling; the anchors inside stay keyboard-usable (Enter fires click) and site links go through the router. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the API's Markdown renderer (api/src/features/content/markdown.ts), which escapes raw HTML. */}
          <div className={styles.prose} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: article.html }} />
          <footer className={styles.footer}>
            <p>
              Filed under <Link to={categoryPath(article.category)}>{section}</Link>
            </p>
            <Link to={ARTICLES_PATH} className={styles.back}>
              <span aria-hidden="true">←</span> Back to all articles
            </Link>
          </footer>
        </Container>
      </article>
      <RelatedArticles article={article} />
      <section className={styles.signup} aria-labelledby="article-signup-heading">
        <Container className={styles.signupInner}>
          <h2 id="article-signup-heading">Find someone who has done it before</h2>
          <p>Browse advisors on almost any topic, or publish your own Kora Card. Sign-up is free and takes under a minute.</p>
          <div className={styles.actions}>
            <ButtonLink to={SIGN_UP_PATH}>Start for free!</ButtonLink>
            <ButtonLink to="/search" variant="outline">
              Browse advisors
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}

/** "More in <category>": two or three others from the category, topped up from the newest articles when it is small. */
function RelatedArticles({ article }: { article: Article }) {
  const inCategory = useArticleList(article.category, 1, 4).filter((other) => other.slug !== article.slug);
  const latest = useArticleList(null, 1, 5).filter((other) => other.slug !== article.slug && other.category !== article.category);
  const own = inCategory.length >= 2;
  const related = own ? inCategory.slice(0, 3) : [...inCategory, ...latest].slice(0, 3);
  if (related.length === 0) return null;
  const heading = own ? `More in ${categoryTitle(article.category)}` : "More from the blog";
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <Container>
        <h2 id="related-heading">{heading}</h2>
        <ArticleGrid articles={related} showCategory={!own} />
      </Container>
    </section>
  );
}
