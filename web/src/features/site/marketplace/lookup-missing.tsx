import { lazy, memo, Suspense } from "react";

const LookupNotFound = lazy(() => import("./lookup-not-found.tsx").then((module) => ({ default: module.LookupNotFound })));

/**
 * The 404 page of a lookup miss ("Advisor not found.", "Kora Card not found.", …), whose code loads
 * only when a page needs it: a found card or advisor never does. Memoised, so a re-render of the page
 * before the code arrives leaves the server's HTML in place instead of rendering the boundary afresh.
 */
export const LookupMissing = memo(function LookupMissing({ message, fallback }: { message: string; fallback: "card" | "advisor" }) {
  return (
    <Suspense fallback={null}>
      <LookupNotFound message={message} fallback={fallback} />
    </Suspense>
  );
});
