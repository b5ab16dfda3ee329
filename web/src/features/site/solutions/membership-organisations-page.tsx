import { BRAND } from "@kora/shared/brand.ts";
import { MEI_CHEN } from "./quotes/mei-chen.ts";
import { UseCaseLayout, type UseCaseContent } from "./use-case-layout.tsx";

const CONTENT: UseCaseContent = {
  id: "membership-organisations",
  metaTitle: "Member-to-member advice for membership organisations",
  description: `Give members one-to-one video time with each other and your experts: peer mentoring, ask-an-expert sessions and committee meetings in a members-only ${BRAND.name} group.`,
  eyebrow: "Use case · Membership organisations",
  h1: (
    <>
      Make your members' know-how <em>the benefit</em> they renew for
    </>
  ),
  lede: `Professional associations, industry bodies, chambers of commerce and clubs use ${BRAND.name} to give members one-to-one video time with each other and with your own experts, in a members-only group space.`,
  problem: {
    title: "The problem: members pay, then ask what they get",
    text: "Your greatest asset is the experience inside your membership: the senior practitioner who has already solved the problem a new member is stuck on. Yet that knowledge changes hands only at the annual conference, and only for the members who can get there. Newsletters and webinars speak to everyone at once; renewals depend on something more personal.",
    pains: [
      "Members far from the big cities rarely make it to events.",
      "Peer mentoring depends on one staff member's spreadsheet.",
      "Helpline-style benefits are hard to staff and harder to measure.",
      "Committees lose time to meeting tools that cut them off or cap numbers.",
    ],
  },
  solution: {
    title: `How ${BRAND.name} solves it`,
    intro:
      "A members-only group space where experienced members and your staff experts can be booked one to one, and where your team can see that the benefit is used without seeing what is said.",
    features: [
      {
        icon: "globe",
        title: "A members-only group space",
        text: "Your organisation's group, under its name and logo, where members find each other by expertise. Only the people you admit can book.",
      },
      {
        icon: "check",
        title: "Member Cards you approve",
        text: "Experienced members publish Group Cards on what they can help with. Your membership team reviews each one before it goes live.",
      },
      {
        icon: "calendar",
        title: "Applications within 48 hours",
        text: "People apply to join the group and every application is reviewed within 48 hours: time enough to check a membership number.",
      },
      {
        icon: "dashboard",
        title: "Your team can book for members",
        text: "Membership staff can facilitate bookings, pairing a new member with the right mentor or booking a member in with your in-house specialist.",
      },
      {
        icon: "share",
        title: "Payouts to the organisation",
        text: "For paid sessions, payouts can go to the group admin. Run an ask-an-expert service staffed by your own specialists and keep the income with the organisation.",
      },
      {
        icon: "lock",
        title: "Numbers without eavesdropping",
        text: "Admins see high-level data such as monthly video hours, enough to show the board the benefit is used, and never the content of a session.",
      },
      {
        icon: "mail",
        title: "InMail to members",
        text: "Group admins can send InMail to members to announce new mentors, a mentoring month or a change to the programme.",
      },
      {
        icon: "video",
        title: "Committee meetings with no time limit",
        text: "Instant meetings for committees and working groups, with no time limit and up to 50 participants on Pro. Record for free and share a view-only link with those who couldn't attend.",
      },
      {
        icon: "search",
        title: "Reach beyond your members",
        text: `Members who want to advise the public too can publish Marketplace Cards on the ${BRAND.name} marketplace, for free or for a fee.`,
      },
    ],
  },
  scenarios: {
    title: `Three ways membership organisations use ${BRAND.name}`,
    items: [
      {
        title: "Peer mentoring for newly qualified members",
        who: "A professional association with 4,000 members",
        text: "Members with ten or more years' experience offer a free half hour a month to members in their first two years. New members apply to the mentoring group and the membership team reviews each application within 48 hours.",
        points: [
          "Mentors confirm only the requests that fit their week",
          "Free sessions carry no admin fee",
          "Monthly video hours for the annual report",
        ],
      },
      {
        title: "An ask-an-expert member benefit",
        who: "An industry body for independent retailers",
        text: "Staff specialists in employment law and commercial leases publish Group Cards. Members book a paid half hour at the rate the organisation sets, and payouts go to the organisation rather than to each specialist.",
        points: [
          "Payouts to the organisation as group admin",
          "Members are charged only after the specialist confirms",
          "Staff can book on a member's behalf",
        ],
      },
      {
        title: "Regional committees that actually meet",
        who: "A state chapter spread across a large, rural region",
        text: "The chapter committee meets monthly in an instant meeting instead of driving three hours each way. The meeting is recorded, and the chair shares a view-only link with the wider membership afterwards.",
        points: ["No meeting time limit", "Free unlimited cloud recording", "Kept private or shared by view-only link"],
      },
    ],
  },
  testimonial: MEI_CHEN,
  cta: {
    title: "Give members a benefit they use",
    text: "Book a demo and we'll show you a members-only group space, from Card reviews and applications to the numbers you can take to your board.",
  },
};

/** /use-cases/membership-organisations */
export default function MembershipOrganisationsPage() {
  return <UseCaseLayout content={CONTENT} />;
}
