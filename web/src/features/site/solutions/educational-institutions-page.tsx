import { siteSolutionsEducationMessages } from "@kora/shared/i18n/messages/site-solutions-education.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { AARON_WHITFIELD } from "./quotes/aaron-whitfield.ts";
import { UseCaseLayout, useCaseContent } from "./use-case-layout.tsx";

/** /use-cases/educational-institutions (its words: site-solutions-education) */
export default function EducationalInstitutionsPage() {
  const t = useT(siteSolutionsEducationMessages);
  const content = useCaseContent(t, {
    id: "educational-institutions",
    pains: ["spreadsheets", "clashes", "privacy", "reporting"],
    features: [
      { id: "space", icon: "globe" },
      { id: "cards", icon: "check" },
      { id: "applications", icon: "calendar" },
      { id: "private", icon: "lock" },
      { id: "facilitated", icon: "dashboard" },
      { id: "hours", icon: "user" },
      { id: "meetings", icon: "video" },
      { id: "recording", icon: "record" },
      { id: "marketplace", icon: "search" },
    ],
    scenarios: ["alumni", "online", "interviews"],
    testimonial: AARON_WHITFIELD,
  });
  return <UseCaseLayout content={content} />;
}
