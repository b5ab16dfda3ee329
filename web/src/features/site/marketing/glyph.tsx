import { Icon, type IconName } from "../../../ui/icon.tsx";

/** Extra line icons for the marketing pages, drawn like ui/icon.tsx (24-unit grid, 2px stroke). */
const EXTRA = {
  coin: "M12 21a9 9 0 100-18 9 9 0 000 18zM14.8 8.6c-.6-.8-1.6-1.2-2.8-1.2-1.7 0-2.8.9-2.8 2.1 0 2.9 5.7 1.6 5.7 4.7 0 1.3-1.2 2.3-2.9 2.3-1.3 0-2.4-.5-3-1.4M12 5.6v1.8M12 16.5v1.9",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  users:
    "M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5M16 4.3a3.5 3.5 0 010 6.4M18 14.8c1.7.8 2.9 2.5 3.5 5.2",
  school: "M2 9l10-5 10 5-10 5zM6 11v5c1.5 1.7 3.7 2.5 6 2.5s4.5-.8 6-2.5v-5M22 9v6",
  building: "M4 21V5l8-2v18M12 8h8v13M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20",
  megaphone: "M3 10v4h3l8 5V5L6 10zM17 9a4 4 0 010 6M6 14l1.5 6h3L9 15",
  gift: "M3 8h18v4H3zM5 12h14v9H5zM12 8v13M12 8c-1.5-3-5-4-5.5-2S9 8 12 8zM12 8c1.5-3 5-4 5.5-2S15 8 12 8z",
  phone: "M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zM10.5 18.5h3",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  sync: "M20 11a8 8 0 00-14.3-4.3L4 9M4 4v5h5M4 13a8 8 0 0014.3 4.3L20 15M20 20v-5h-5",
  chat: "M4 5h16v11H9l-5 4z",
  screen: "M3 4h18v12H3zM8 20h8M12 16v4",
} as const;

export type GlyphName = IconName | keyof typeof EXTRA;

/** A decorative icon by name: the extras above, else the shared icon set. */
export function Glyph({ name, size = 22 }: { name: GlyphName; size?: number }) {
  const d = (EXTRA as Record<string, string>)[name];
  if (!d) return <Icon name={name} size={size} />;
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
