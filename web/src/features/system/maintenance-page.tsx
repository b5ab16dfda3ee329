import { systemMessages } from "@kora/shared/i18n/messages/system.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Logo } from "../../ui/logo.tsx";

/** /maintenance-mode: everything is sent here while the server says it is under maintenance (guard 1). */
export function MaintenancePage() {
  const t = useT(systemMessages);
  usePageTitle(t.t("maintenance.title"));
  return (
    <div
      style={{
        flex: 1,
        display: "grid",
        placeItems: "center",
        padding: "48px 16px",
        background: "radial-gradient(80% 60% at 50% 0%, var(--color-accent-soft), transparent 70%)",
      }}
    >
      <div style={{ maxWidth: 600, textAlign: "center" }}>
        <div style={{ display: "flex", justifyContent: "center", marginBottom: 32 }}>
          <Logo size={40} />
        </div>
        <span
          style={{
            display: "inline-grid",
            placeItems: "center",
            width: 72,
            height: 72,
            marginBottom: 16,
            borderRadius: "50%",
            background: "var(--color-white)",
            boxShadow: "var(--shadow)",
            color: "var(--color-primary)",
          }}
        >
          <Icon name="sparkle" size={34} />
        </span>
        <h1 style={{ fontSize: "clamp(1.7rem, 1.4rem + 1.4vw, 2.4rem)" }}>{t.t("maintenance.heading")}</h1>
        <p style={{ color: "var(--text-muted)", fontSize: "1.08rem" }}>{t.t("maintenance.text")}</p>
        <Button onClick={() => window.location.assign("/")} size="large" style={{ marginTop: 16 }}>
          {t.t("maintenance.tryAgain")}
        </Button>
      </div>
    </div>
  );
}
