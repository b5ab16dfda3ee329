import { appPath } from "@kora/shared/brand.ts";
import { siteFeaturesCalendarMessages } from "@kora/shared/i18n/messages/site-features-calendar.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";
import { em } from "./rich-tags.tsx";

/** The page's copy in the page's language (site-features-calendar). */
function useContent(): FeaturePageContent {
  const t = useT(siteFeaturesCalendarMessages);
  return {
    path: FEATURE_PATHS.calendar,
    name: t.t("name"),
    metaTitle: t.t("metaTitle"),
    description: t.t("description"),
    title: t.rich("title", { em }),
    lede: <p>{t.t("lede")}</p>,
    art: { src: "/img/marketing/calendar.svg", width: 420, height: 320 },
    capabilities: [
      {
        id: "working-hours",
        icon: "calendar",
        title: t.t("hours.title"),
        body: <p>{t.t("hours.body")}</p>,
        points: [t.t("hours.zone"), t.t("hours.theirZone")],
      },
      {
        id: "requests",
        icon: "chat",
        title: t.t("requests.title"),
        body: <p>{t.t("requests.body")}</p>,
        points: [t.t("requests.ahead"), t.t("requests.wait"), t.t("requests.expire")],
      },
      {
        id: "calendar-sync",
        icon: "sync",
        title: t.t("sync.title"),
        body: <p>{t.t("sync.body")}</p>,
      },
      {
        id: "reminders",
        icon: "clock",
        title: t.t("reminders.title"),
        body: <p>{t.t("reminders.body")}</p>,
        points: [t.t("reminders.early"), t.t("reminders.late")],
      },
      {
        id: "initiate",
        icon: "edit",
        title: t.t("initiate.title"),
        body: <p>{t.t("initiate.body")}</p>,
      },
      {
        id: "changes",
        icon: "shield",
        title: t.t("changes.title"),
        body: <p>{t.t("changes.body")}</p>,
        points: [t.t("changes.archive")],
      },
    ],
    faq: [
      { label: t.t("faq.calendar"), to: FAQ_LINKS.calendar },
      { label: t.t("faq.bookings"), to: FAQ_LINKS.bookings },
      { label: t.t("faq.advisors"), to: FAQ_LINKS.advisors },
    ],
    cta: {
      title: t.t("cta.title"),
      text: <p>{t.t("cta.text")}</p>,
      primary: { label: t.t("cta.start"), to: SIGN_UP_PATH },
      secondary: { label: t.t("cta.hours"), to: appPath("my-calendar/working-hours") },
    },
  };
}

/** /features/calendar-and-bookings (also shown, noindex, on the old /f/cal). */
export default function CalendarAndBookingsPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={useContent()} legacy={legacy} />;
}
