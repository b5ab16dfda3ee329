import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useT } from "../lib/i18n/use-t.ts";
import { Button } from "./button.tsx";

/**
 * "Your receipts could not be loaded. [Try again]": a list that failed to load, and the way to ask again.
 * `message` is the whole sentence in the page's language (`what` fills the English pattern, for lists
 * whose name reads well inside it in every language).
 */
export function LoadFailed({
  what,
  message,
  onRetry,
  className,
}: {
  what?: string;
  message?: string;
  onRetry: () => void;
  className?: string;
}) {
  const t = useT(uiMessages);
  return (
    <p className={className}>
      {message ?? t.t("loadFailed", { what: what ?? "" })}{" "}
      <Button size="small" variant="outline" onClick={onRetry}>
        {t.t("tryAgain")}
      </Button>
    </p>
  );
}
