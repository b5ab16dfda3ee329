import { useEffect, useState } from "react";
import styles from "./avatar.module.css";

const MAX_ATTEMPTS = 3;

/**
 * A round avatar: the picture, or initials when there is none or it will not load. A failed load is
 * retried up to 3 times, 1 s × attempt apart (public-site §8), with the initials shown meanwhile.
 */
export function Avatar({ url, initials, size, label }: { url: string | null; initials: string; size: number; label?: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  // Another picture starts its retries afresh (state adjusted while rendering, not in an effect).
  const [forUrl, setForUrl] = useState(url);
  if (forUrl !== url) {
    setForUrl(url);
    setAttempt(0);
    setFailed(false);
  }

  useEffect(() => {
    if (!failed || attempt >= MAX_ATTEMPTS) return;
    const timer = setTimeout(
      () => {
        setAttempt((value) => value + 1);
        setFailed(false);
      },
      1000 * (attempt + 1),
    );
    return () => clearTimeout(timer);
  }, [failed, attempt]);

  const showImage = url && !failed;
  const src = url && attempt > 0 ? `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}` : (url ?? undefined);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  const picture = showImage ? <img src={src} alt="" onError={() => setFailed(true)} /> : initials;
  // Named, it is an image of that person; unnamed, it is decoration beside a name already shown.
  return label ? (
    <span className={styles.avatar} style={style} role="img" aria-label={label}>
      {picture}
    </span>
  ) : (
    <span className={styles.avatar} style={style} aria-hidden>
      {picture}
    </span>
  );
}

/** A small count bubble (alerts); nothing when the count is zero. */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(" ")}>
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">
        {count} {label}
      </span>
    </span>
  );
}

export function PlanBadge({ plan }: { plan: "PLUS" | "PRO" | null }) {
  if (!plan) return null;
  return <span className={[styles.plan, plan === "PRO" && styles.pro].filter(Boolean).join(" ")}>{plan}</span>;
}
