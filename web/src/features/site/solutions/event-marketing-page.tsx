import { siteSolutionsEventsMessages } from "@kora/shared/i18n/messages/site-solutions-events.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ROSA_DELGADO } from "./quotes/rosa-delgado.ts";
import { UseCaseLayout, useCaseContent } from "./use-case-layout.tsx";

/** /use-cases/event-marketing (its words: site-solutions-events) */
export default function EventMarketingPage() {
  const t = useT(siteSolutionsEventsMessages);
  const content = useCaseContent(t, {
    id: "event-marketing",
    pains: ["speakers", "sponsors", "apps", "between"],
    features: [
      { id: "space", icon: "globe" },
      { id: "cards", icon: "check" },
      { id: "applications", icon: "calendar" },
      { id: "admins", icon: "dashboard" },
      { id: "paid", icon: "share" },
      { id: "marketplace", icon: "search" },
      { id: "meetings", icon: "video" },
      { id: "recording", icon: "record" },
      { id: "reminders", icon: "mail" },
    ],
    scenarios: ["hours", "clinics", "community"],
    testimonial: ROSA_DELGADO,
  });
  return <UseCaseLayout content={content} />;
}
