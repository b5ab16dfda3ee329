import { Fragment } from "react";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { siteFeaturesCardsMessages } from "@kora/shared/i18n/messages/site-features-cards.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";
import { em, strong } from "./rich-tags.tsx";

/** The page's copy in the page's language (site-features-cards). */
function useContent(): FeaturePageContent {
  const t = useT(siteFeaturesCardsMessages);
  return {
    path: FEATURE_PATHS.cards,
    name: t.t("name"),
    metaTitle: t.t("metaTitle"),
    description: t.t("description"),
    title: t.rich("title", { em }),
    lede: <p>{t.t("lede")}</p>,
    art: { src: "/img/marketing/cards.svg", width: 420, height: 320 },
    capabilities: [
      {
        id: "card-types",
        icon: "user",
        title: t.t("types.title"),
        body: <p>{t.t("types.body")}</p>,
        points: [
          <Fragment key="marketplace">{t.rich("types.marketplace", { strong })}</Fragment>,
          <Fragment key="private">{t.rich("types.private", { strong })}</Fragment>,
          <Fragment key="group">{t.rich("types.group", { strong })}</Fragment>,
        ],
      },
      {
        id: "review",
        icon: "shield",
        title: t.t("review.title"),
        body: <p>{t.t("review.body")}</p>,
        points: [t.t("review.comments")],
      },
      {
        id: "whats-on-a-card",
        icon: "edit",
        title: t.t("contents.title"),
        body: <p>{t.t("contents.body", { min: CARD_RULES.summaryMin, max: CARD_RULES.summaryMax })}</p>,
        points: [
          t.t("contents.skills", { min: CARD_RULES.skillsMin, max: CARD_RULES.skillsMax }),
          t.t("contents.histories", { histories: CARD_RULES.workHistoriesMax, qualifications: CARD_RULES.qualificationsMax }),
          t.t("contents.links", { links: CARD_RULES.supportingLinksMax }),
          t.t("contents.experience"),
        ],
      },
      {
        id: "reviews",
        icon: "star",
        title: t.t("reviews.title"),
        body: <p>{t.t("reviews.body")}</p>,
      },
      {
        id: "rate-and-hours",
        icon: "coin",
        title: t.t("rate.title"),
        body: <p>{t.t("rate.body")}</p>,
        points: [t.t("rate.pro")],
      },
      {
        id: "publishing",
        icon: "sync",
        title: t.t("publishing.title"),
        body: <p>{t.t("publishing.body")}</p>,
      },
    ],
    faq: [
      { label: t.t("faq.cards"), to: FAQ_LINKS.cards },
      { label: t.t("faq.marketplace"), to: FAQ_LINKS.marketplace },
      { label: t.t("faq.advisors"), to: FAQ_LINKS.advisors },
    ],
    cta: {
      title: t.t("cta.title"),
      text: <p>{t.t("cta.text")}</p>,
      primary: { label: t.t("cta.start"), to: SIGN_UP_PATH },
      secondary: { label: t.t("cta.create"), to: appPath(`${BRAND.slug}-cards/create`) },
    },
  };
}

/** /features/kora-cards, the Cards feature page (also shown, noindex, on the old /f/k-cards). */
export default function KoraCardsPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={useContent()} legacy={legacy} />;
}
