import { Icon, type IconName } from "../../ui/icon.tsx";
import styles from "./marketplace.module.css";

/** Link icons the UI kit already draws. */
const KIT_ICONS: Record<string, IconName> = { youtube: "youtube", twitter: "twitter", linkedin: "linkedin", instagram: "instagram", facebook: "facebook" };

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
  if (!d) return <span className={styles.badIcon}>Bad icon</span>;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const HEART = "M12 20s-7-4.4-9.2-8.6C1.3 8.5 2.9 5 6.3 5c2 0 3.3 1.1 5.7 3.6C14.4 6.1 15.7 5 17.7 5c3.4 0 5 3.5 3.5 6.4C19 15.6 12 20 12 20z";

export function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={HEART} />
    </svg>
  );
}

const STAR = "M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17l-5.6 3 1.1-6.2-4.6-4.4 6.3-.9z";

/** Five stars filled to the average (to the half star), with the number for screen readers. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
        return (
          <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={STAR} fill="var(--grey-300)" />
            {fill > 0 && <path d={STAR} fill="#f5a524" style={fill < 1 ? { clipPath: "inset(0 50% 0 0)" } : undefined} />}
          </svg>
        );
      })}
    </span>
  );
}

/** "★★★★½ 4.6 (12)" — only for cards that have reviews. */
export function RatingSummary({ average, count, size }: { average: number; count: number; size?: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.rating}>
      <Stars value={average} size={size} />
      <span aria-hidden="true">
        <strong>{average.toFixed(1)}</strong> ({count})
      </span>
      <span className="visually-hidden">
        {count} {count === 1 ? "review" : "reviews"}
      </span>
    </span>
  );
}
