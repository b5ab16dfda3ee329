import { ArticleIndex } from "./article-index.tsx";

/** /articles: the latest articles of every category, 12 a page. */
export default function ArticlesPage() {
  return <ArticleIndex category={null} />;
}
