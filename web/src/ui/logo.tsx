import { BRAND } from "@kora/shared/brand.ts";

/** The Kora word mark: a pink rounded tile with a "K", then the name. */
export function Logo({ tone = "dark", size = 32 }: { tone?: "dark" | "light"; size?: number }) {
  return (
    <span
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 10,
        fontWeight: 850,
        fontSize: size * 0.72,
        letterSpacing: "-0.02em",
        color: tone === "dark" ? "var(--color-secondary)" : "var(--color-white)",
      }}
    >
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
        <path
          d="M22 16v32M22 33l18-17M28 28l14 20"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      {BRAND.name}
    </span>
  );
}
