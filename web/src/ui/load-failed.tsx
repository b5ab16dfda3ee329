import { Button } from "./button.tsx";

/** "Your receipts could not be loaded. [Try again]": a list that failed to load, and the way to ask again. */
export function LoadFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <p className={className}>
      Your {what} could not be loaded.{" "}
      <Button size="small" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
