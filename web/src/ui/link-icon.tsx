import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useT } from "../lib/i18n/use-t.ts";
import { BadIcon, Icon, type IconName } from "./icon.tsx";
import styles from "./link-icon.module.css";

/** Link icons the UI kit already draws. */
const KIT_ICONS: Record<string, IconName> = {
  youtube: "youtube",
  twitter: "twitter",
  linkedin: "linkedin",
  instagram: "instagram",
  facebook: "facebook",
};

/** The rest of the supporting-link icons (core §9), in the kit's 24-unit stroke style. */
const LINK_PATHS: Record<string, string> = {
  github:
    "M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 00-1.3-3.2 4.2 4.2 0 00-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 00-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 00-.1 3.2A4.6 4.6 0 004 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21",
  researchgate: "M4 4h16v16H4zM8 16V8h3a2 2 0 010 4H8M11 12l3 4",
  medium: "M7 17a5 5 0 100-10 5 5 0 000 10zM16 16.5c1.4 0 2.5-2 2.5-4.5S17.4 7.5 16 7.5 13.5 9.5 13.5 12s1.1 4.5 2.5 4.5zM21 16V8",
  "google-scholar": "M12 4L2 10l10 6 10-6zM6 12.5V17c2 2 10 2 12 0v-4.5",
  article: "M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7",
};

/** A supporting link's icon; a name outside the list shows the text "Bad icon" (core §8, public-site §9). */
export function LinkIcon({ name, size = 20 }: { name: string; size?: number }) {
  const kit = KIT_ICONS[name];
  if (kit) return <Icon name={kit} size={size} />;
  const d = LINK_PATHS[name];
  if (!d) return <BadIcon className={styles.badIcon} />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** What each supporting-link icon stands for, for screen readers and tooltips (in English: `useLinkIconNames` for the page's language). */
export const LINK_ICON_NAMES: Record<string, string> = {
  github: "GitHub",
  youtube: "YouTube",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  facebook: "Facebook",
  researchgate: "ResearchGate",
  medium: "Medium",
  "google-scholar": "Google Scholar",
  article: "Article",
};

/** LINK_ICON_NAMES in the page's language: the services keep their names, "Article" is translated. */
export function useLinkIconNames(): Record<string, string> {
  const article = useT(uiMessages).t("link.article");
  return { ...LINK_ICON_NAMES, article };
}
