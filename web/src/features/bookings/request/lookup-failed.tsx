import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import styles from "./request.module.css";

/** A card or booking that can't be found (core §8 lookup messages), with ways on. */
export function LookupFailed({ message, children }: { message: string; children?: React.ReactNode }) {
  const t = useT(bookingsRequestMessages);
  usePageTitle(message.replace(/\.$/, ""));
  return (
    <Container className={styles.failed}>
      <div className={styles.stateBox} role="alert">
        <h1>{message}</h1>
        <p>{t.t("lookup.text")}</p>
        <div className={styles.inlineActions}>
          {children}
          <ButtonLink to="/search" variant={children ? "outline" : "primary"}>
            {t.t("lookup.findAdvisor")}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
