/** The blog's addresses (a module of their own: the footer, on every page, needs them without the blog's data code). */
export const ARTICLES_PATH = "/articles";
export const articlePath = (slug: string) => `${ARTICLES_PATH}/${slug}`;
export const categoryPath = (slug: string) => `${ARTICLES_PATH}/category/${slug}`;
