import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useT } from "../lib/i18n/use-t.ts";

/** Icons drawn inline (no icon font, no network). Unknown names show the text "Bad icon" (public-site §9). */
const PATHS = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  close: "M6 6l12 12M18 6L6 18",
  menu: "M4 7h16M4 12h16M4 17h16",
  chevronDown: "M6 9l6 6 6-6",
  chevronLeft: "M15 6l-6 6 6 6",
  chevronRight: "M9 6l6 6-6 6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  video: "M4 7h11v10H4zM15 10.5l5-3v9l-5-3",
  upload: "M12 16V5M7 10l5-5 5 5M5 19h14",
  calendar: "M5 6h14v14H5zM5 10h14M9 4v4M15 4v4",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6",
  logout: "M15 12H4M8 8l-4 4 4 4M13 5h6v14h-6",
  search: "M11 18a7 7 0 110-14 7 7 0 010 14zM16.5 16.5L21 21",
  edit: "M4 20h4L19 9l-4-4L4 16zM14 6l4 4",
  share: "M8 12l8-5M8 12l8 5M6 14a2 2 0 100-4 2 2 0 000 4zM18 8a2 2 0 100-4 2 2 0 000 4zM18 20a2 2 0 100-4 2 2 0 000 4z",
  dashboard: "M4 4h7v8H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 14h7v6H4z",
  lock: "M6 11h12v9H6zM8 11V8a4 4 0 118 0v3",
  globe: "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18",
  sparkle: "M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z",
  record: "M12 17a5 5 0 100-10 5 5 0 000 10z",
  linkedin:
    "M5 9h3v10H5zM6.5 4.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM10 9h3v1.5c.6-1 1.7-1.7 3.2-1.7 2.5 0 3.8 1.5 3.8 4.4V19h-3v-5.3c0-1.5-.6-2.3-1.8-2.3S13 12.3 13 13.7V19h-3z",
  instagram: "M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zM12 16a4 4 0 100-8 4 4 0 000 8zM17.5 6.5h.01",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5z",
  youtube: "M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11C4.6 19 3 17.4 3 15.5zM10 9v6l5-3z",
  twitter: "M4 4l16 16M20 4L4 20",
} as const;

export type IconName = keyof typeof PATHS;

/** What shows for an icon name the kit doesn't draw: the text "Bad icon", in the page's language. */
export function BadIcon({ className }: { className?: string }) {
  const t = useT(uiMessages);
  return <span className={className}>{t.t("icon.bad")}</span>;
}

export function Icon({
  name,
  size = 20,
  strokeWidth = 2,
  label,
}: {
  name: IconName | (string & {});
  size?: number;
  strokeWidth?: number;
  label?: string;
}) {
  const d = (PATHS as Record<string, string>)[name];
  if (!d) return <BadIcon />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
