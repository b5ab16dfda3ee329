import { escapeHtml as esc } from "../../lib/html.ts";
import type { PrerenderedPage } from "./html.ts";

interface AppPageCopy {
  title: string;
  description: string;
  heading: string;
  text: string;
}

/**
 * Public pages that the single-page app draws in the browser (forms that need its validation).
 * The server still sends each its own title, description and a short text, for link previews and
 * for people without JavaScript; crawlers are asked not to index them.
 */
const APP_PAGES: Record<string, AppPageCopy> = {
  "/password-free": {
    title: "Log in or sign up to Kora",
    description: "Log in to Kora or create a free account in under a minute with a code sent to your email: no password needed.",
    heading: "Log in or sign up to Kora",
    text: "Enter your email and we'll send you a six-character code. Signing up is free and takes under a minute. This page needs JavaScript.",
  },
  "/forgot-password": {
    title: "Forgot your password? | Kora",
    description: "Reset your Kora password: enter the email address of your account and we'll send you a link to choose a new one.",
    heading: "Forgot your password?",
    text: "Enter the email address of your account and we'll send you a link to choose a new password. This page needs JavaScript.",
  },
  "/reset-password": {
    title: "Choose a new password | Kora",
    description: "Choose a new password for your Kora account: at least 12 characters with numbers, uppercase and lowercase letters.",
    heading: "Choose a new password",
    text: "Type your new password twice: at least 12 characters with numbers, uppercase and lowercase letters. This page needs JavaScript.",
  },
  "/maintenance-mode": {
    title: "Down for maintenance | Kora",
    description:
      "Kora is down for a short spell of maintenance. Your bookings, cards and recordings are safe; please try again in a few minutes.",
    heading: "We'll be right back",
    text: "Kora is down for a short spell of maintenance. Your bookings, cards and recordings are safe. Please try again in a few minutes.",
  },
};

/** The head and fallback content of an app page that has public copy, or null. */
export function appPage(publicUrl: string, path: string): PrerenderedPage | null {
  const copy = APP_PAGES[path.replace(/\/$/, "") || "/"];
  if (!copy) return null;
  return {
    title: copy.title,
    description: copy.description,
    canonical: `${publicUrl}${path}`,
    type: "website",
    noindex: true,
    jsonLd: null,
    body: `<main><h1>${esc(copy.heading)}</h1><p>${esc(copy.text)}</p><p><a href="/">Kora home</a> · <a href="/faq">Help centre</a> · <a href="/get-in-touch">Get in touch</a></p></main>`,
  };
}
