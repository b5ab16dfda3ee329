import { siteFeaturesMeetingsMessages } from "@kora/shared/i18n/messages/site-features-meetings.ts";
import { MEETING_SIZE, MESH_LIMIT } from "@kora/shared/domain/meetings/rules.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";
import { em } from "./rich-tags.tsx";

/** The page's copy in the page's language (site-features-meetings). */
function useContent(): FeaturePageContent {
  const t = useT(siteFeaturesMeetingsMessages);
  return {
    path: FEATURE_PATHS.meetings,
    name: t.t("name"),
    metaTitle: t.t("metaTitle"),
    description: t.t("description"),
    title: t.rich("title", { em }),
    lede: <p>{t.t("lede")}</p>,
    art: { src: "/img/marketing/video-meetings.svg", width: 420, height: 320 },
    capabilities: [
      {
        id: "meeting-sizes",
        icon: "users",
        title: t.t("sizes.title"),
        body: <p>{t.t("sizes.body", { mesh: MESH_LIMIT })}</p>,
        points: [
          t.t("sizes.basic", { count: MEETING_SIZE.basic }),
          t.t("sizes.plus", { count: MEETING_SIZE.plus }),
          t.t("sizes.pro", { count: MEETING_SIZE.pro }),
        ],
      },
      {
        id: "personal-room",
        icon: "lock",
        title: t.t("room.title"),
        body: <p>{t.t("room.body")}</p>,
        points: [t.t("room.noAccount"), t.t("room.knockOff"), t.t("room.dontLetIn")],
      },
      {
        id: "host-controls",
        icon: "shield",
        title: t.t("host.title"),
        body: <p>{t.t("host.body")}</p>,
        points: [t.t("host.bothHosts"), t.t("host.coHostRecording")],
      },
      {
        id: "recording",
        icon: "record",
        title: t.t("recording.title"),
        body: <p>{t.t("recording.body")}</p>,
        points: [t.t("recording.who"), t.t("recording.viewers"), t.t("recording.plus")],
      },
      {
        id: "no-time-limit",
        icon: "clock",
        title: t.t("noLimit.title"),
        body: <p>{t.t("noLimit.body")}</p>,
      },
      {
        id: "screen-and-chat",
        icon: "screen",
        title: t.t("screen.title"),
        body: <p>{t.t("screen.body")}</p>,
        points: [t.t("screen.mobile"), t.t("screen.views")],
      },
    ],
    faq: [
      { label: t.t("faq.meetings"), to: FAQ_LINKS.meetings },
      { label: t.t("faq.sizes"), to: FAQ_LINKS.tiers },
      { label: t.t("faq.joining"), to: FAQ_LINKS.bookings },
    ],
    cta: {
      title: t.t("cta.title"),
      text: <p>{t.t("cta.text")}</p>,
      primary: { label: t.t("cta.start"), to: SIGN_UP_PATH },
      secondary: { label: t.t("cta.compare"), to: "/pricing" },
    },
  };
}

/** /features/video-meetings (also shown, noindex, on the old /f/video-chat). */
export default function VideoMeetingsPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={useContent()} legacy={legacy} />;
}
