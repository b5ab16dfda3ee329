import { useEffect, useState } from "react";
import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useT } from "../lib/i18n/use-t.ts";

/** A quiet loading state that only appears after a short wait, so fast loads do not flash. */
export function PageLoader({ delayMs = 250, label: given }: { delayMs?: number; label?: string }) {
  const t = useT(uiMessages);
  const label = given ?? t.t("loading");
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <div role="status" aria-live="polite" style={{ flex: 1, display: "grid", placeItems: "center", minHeight: "40vh" }}>
      {visible ? (
        <span style={{ display: "inline-flex", gap: 10, alignItems: "center", color: "var(--text-muted)", fontWeight: 600 }}>
          <span
            style={{
              width: 22,
              height: 22,
              borderRadius: "50%",
              border: "3px solid var(--color-primary)",
              borderRightColor: "transparent",
              animation: "kora-spin 0.8s linear infinite",
            }}
            aria-hidden="true"
          />
          {label}…
        </span>
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
      <style>{"@keyframes kora-spin { to { transform: rotate(360deg); } }"}</style>
    </div>
  );
}
