import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Logo } from "../../ui/logo.tsx";

/** /maintenance-mode: everything is sent here while the server says it is under maintenance (guard 1). */
export function MaintenancePage() {
  usePageTitle("Down for maintenance");
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
        <h1 style={{ fontSize: "clamp(1.7rem, 1.4rem + 1.4vw, 2.4rem)" }}>We're making Kora better</h1>
        <p style={{ color: "var(--text-muted)", fontSize: "1.08rem" }}>
          Kora is down for a short spell of planned maintenance. Your bookings and recordings are safe. Please try again in a few minutes.
        </p>
        <Button onClick={() => window.location.assign("/")} size="large" style={{ marginTop: 16 }}>
          Try again
        </Button>
      </div>
    </div>
  );
}
