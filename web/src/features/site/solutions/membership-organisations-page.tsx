import { siteSolutionsMembershipMessages } from "@kora/shared/i18n/messages/site-solutions-membership.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { MEI_CHEN } from "./quotes/mei-chen.ts";
import { UseCaseLayout, useCaseContent } from "./use-case-layout.tsx";

/** /use-cases/membership-organisations (its words: site-solutions-membership) */
export default function MembershipOrganisationsPage() {
  const t = useT(siteSolutionsMembershipMessages);
  const content = useCaseContent(t, {
    id: "membership-organisations",
    pains: ["distance", "spreadsheet", "helpline", "committees"],
    features: [
      { id: "space", icon: "globe" },
      { id: "cards", icon: "check" },
      { id: "applications", icon: "calendar" },
      { id: "facilitated", icon: "dashboard" },
      { id: "payouts", icon: "share" },
      { id: "numbers", icon: "lock" },
      { id: "inmail", icon: "mail" },
      { id: "meetings", icon: "video" },
      { id: "marketplace", icon: "search" },
    ],
    scenarios: ["peers", "experts", "committees"],
    testimonial: MEI_CHEN,
  });
  return <UseCaseLayout content={content} />;
}
