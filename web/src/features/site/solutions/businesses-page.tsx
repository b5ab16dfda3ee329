import { Link } from "react-router-dom";
import { siteSolutionsBusinessesMessages } from "@kora/shared/i18n/messages/site-solutions-businesses.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { JONAH_FELD } from "./quotes/jonah-feld.ts";
import { UseCaseLayout, useCaseContent } from "./use-case-layout.tsx";

/** /use-cases/businesses (its words: site-solutions-businesses) */
export default function BusinessesPage() {
  const t = useT(siteSolutionsBusinessesMessages);
  const content = useCaseContent(t, {
    id: "businesses",
    pains: ["emails", "tools", "noShows", "knowledge"],
    features: [
      { id: "space", icon: "globe" },
      { id: "cards", icon: "check" },
      { id: "paid", icon: "share" },
      { id: "noShows", icon: "mail" },
      { id: "facilitated", icon: "dashboard" },
      { id: "analytics", icon: "sparkle" },
      { id: "marketplace", icon: "search" },
      { id: "meetings", icon: "video" },
      { id: "recording", icon: "record" },
    ],
    scenarios: ["checkIns", "mentoring", "onboarding"],
    testimonial: JONAH_FELD,
    note: t.rich("solution.note", {
      link: (chunks) => (
        <Link key="link" to="/pricing">
          {chunks}
        </Link>
      ),
    }),
  });
  return <UseCaseLayout content={content} />;
}
