import { createContext } from "react";

/** The cookie that remembers a dismissed blog alert, so the server renders the header as the visitor left it. */
export const BLOG_ALERT_COOKIE = "kora_blog_alert";

/** Whether the blog alert was dismissed, from a Cookie header or document.cookie. */
export const blogAlertClosedIn = (cookie: string | null | undefined) =>
  new RegExp(`(?:^|;\\s*)${BLOG_ALERT_COOKIE}=closed(?:;|$)`).test(cookie ?? "");

/** Set by the server-rendered site (from the request's cookie); undefined in the single-page app, which reads document.cookie. */
export const BlogAlertClosedContext = createContext<boolean | undefined>(undefined);

export function rememberBlogAlertClosed(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the alert closed; the Cookie Store API is not in every browser Kora supports
  document.cookie = `${BLOG_ALERT_COOKIE}=closed; Path=/; Max-Age=31536000; SameSite=Lax`;
}
