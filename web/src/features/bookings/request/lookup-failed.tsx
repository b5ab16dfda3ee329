import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import styles from "./request.module.css";

/** A card or booking that can't be found (core §8 lookup messages), with ways on. */
export function LookupFailed({ message, children }: { message: string; children?: React.ReactNode }) {
  usePageTitle(message.replace(/\.$/, ""));
  return (
    <Container className={styles.failed}>
      <div className={styles.stateBox} role="alert">
        <h1>{message}</h1>
        <p>The link may be wrong, or it may have been removed.</p>
        <div className={styles.inlineActions}>
          {children}
          <ButtonLink to="/search" variant={children ? "outline" : "primary"}>
            Find an advisor
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
