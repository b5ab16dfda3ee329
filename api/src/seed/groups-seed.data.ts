import type { ApplyField, GroupResource } from "@kora/shared/contracts/groups.ts";
import type { GroupRole } from "@kora/shared/domain/groups/roles.ts";

/** The demo groups' content (public-site §2 landing pages and apply forms), read by groups-seed.ts. */

/** [name, title, quote] of a testimonial. */
export type Quote = [string, string, string];
/** [label, picture under /img] of a chip. */
export type Chip = [string, string];

export interface SeedGroup {
  slug: string;
  name: string;
  contentOnly?: boolean;
  pricingEnabled?: boolean;
  title: string;
  description: string;
  quotes: Quote[];
  chips: Chip[];
  applyForm: ApplyField[];
  resources: GroupResource[];
}

const q = (id: string, label: string, type: ApplyField["type"], required: boolean, options: string[] = []): ApplyField => ({
  id,
  label,
  type,
  required,
  options,
});
const r = (key: string, title: string, subtitle: string, cta: string): GroupResource => ({ key, title, subtitle, cta });

export const GROUPS: SeedGroup[] = [
  {
    slug: "harbour-founders",
    name: "Harbour Founders",
    pricingEnabled: true,
    title: "Founders helping founders, one call at a time",
    description:
      "Harbour Founders is a community of early-stage founders around the Pacific. Members book short calls with operators who have raised, hired and sold before — and pay it forward by advising the next cohort.",
    quotes: [
      [
        "Aroha Ngata",
        "Founder, Kai Box",
        "Two calls with a Harbour advisor saved us a quarter of fundraising mistakes. The intros alone were worth it.",
      ],
      ["Ben Carter", "CTO, Loop Freight", "I finally had someone who had scaled an engineering team to 40 tell me what to ignore."],
      [
        "Sofia Mendes",
        "Co-founder, Tidy Studio",
        "Booking is as easy as a calendar invite, and every advisor has actually done the thing.",
      ],
      ["Raj Patel", "Founder, Ledgerly", "Our pricing page changed after one session. Revenue per customer went up the next month."],
      ["Hannah Wu", "CEO, Fernleaf Health", "The group feels small and personal, even though the advice comes from all over the world."],
    ],
    chips: [
      ["Fundraising", "/img/roundups/startup.svg"],
      ["Personal finance", "/img/roundups/personal-finance.svg"],
      ["Go-to-market", "/img/roundups/digital-marketing.svg"],
      ["Hiring and teams", "/img/roundups/coaches.svg"],
      ["Product and code", "/img/roundups/learn-to-code.svg"],
    ],
    applyForm: [
      q("company", "Company name", "text", true),
      q("website", "Company website", "url", false),
      q("stage", "Where is the company today?", "select", true, ["Idea", "Pre-revenue", "Revenue", "Scaling"]),
      q("help", "What would you like help with first?", "textarea", true),
    ],
    resources: [
      r("playbook", "Founder playbook", "Our members' notes on raising, hiring and pricing.", "Ask Grace for access"),
      r("office-hours", "Monthly office hours", "An open call on the first Thursday of each month.", "See the calendar"),
    ],
  },
  {
    slug: "southbridge-university",
    name: "Southbridge University",
    title: "Careers advice from Southbridge alumni",
    description:
      "Students and recent graduates of Southbridge University meet alumni working in the fields they want to enter — for a CV review, a mock interview or simply a conversation about the first job.",
    quotes: [
      [
        "Liam O'Connor",
        "Final-year engineering student",
        "A mock interview with an alumnus at a robotics company got me through my first real one.",
      ],
      ["Priya Nair", "Graduate, Law", "I learned more about choosing a firm in thirty minutes than in a whole careers fair."],
      ["Tama Rewi", "Master's student, Public Health", "My advisor pointed me to two internships I didn't know existed."],
      ["Emily Zhang", "Alumna, Class of 2015", "Giving back is an hour a month, booked around my own calendar."],
      ["Noah Fischer", "Second-year Commerce student", "Honest feedback on my CV, from someone who reads hundreds of them."],
    ],
    chips: [
      ["Career coaching", "/img/roundups/career-coach.svg"],
      ["Public speaking", "/img/roundups/facilitate-public-speaking.svg"],
      ["Coding", "/img/roundups/learn-to-code.svg"],
      ["Wellbeing", "/img/roundups/mental-health.svg"],
      ["Personal brand", "/img/roundups/personal-brand.svg"],
    ],
    applyForm: [
      q("student-id", "Student or staff ID", "text", true),
      q("university-email", "University email address", "email", true),
      q("faculty", "Faculty", "select", true, ["Arts", "Business", "Engineering", "Health", "Law", "Science"]),
      q("year", "Year of study", "select", false, ["First", "Second", "Third", "Final", "Postgraduate", "Alumni"]),
    ],
    resources: [
      r("career-guide", "Graduate career guide", "Fields, salaries and first steps, written by the careers team.", "Read the guide"),
    ],
  },
  {
    slug: "institute-of-product-leaders",
    name: "Institute of Product Leaders",
    pricingEnabled: true,
    title: "Mentoring for members of the Institute",
    description:
      "Members of the Institute of Product Leaders book experienced product directors and chief product officers for one-to-one mentoring, portfolio reviews and preparation for their next role.",
    quotes: [
      ["Grace Okoye", "Senior Product Manager", "My mentor helped me turn a messy roadmap into a strategy the board understood."],
      ["Daniel Kim", "Head of Product", "The portfolio review made me rewrite three case studies — and I got the job."],
      ["Isabel Ruiz", "Product Manager", "It is rare to get time with people who have run product at this scale."],
      ["Oliver Grant", "Group Product Director", "Mentoring through the Institute is the easiest volunteering I've ever done."],
      ["Meera Shah", "Associate Product Manager", "I came in with one question and left with a plan for the year."],
    ],
    chips: [
      ["Product strategy", "/img/help/cards.svg"],
      ["Leadership", "/img/roundups/coaches.svg"],
      ["Career moves", "/img/roundups/career-coach.svg"],
      ["Portfolio reviews", "/img/roundups/personal-brand.svg"],
      ["Speaking", "/img/roundups/facilitate-public-speaking.svg"],
    ],
    applyForm: [
      q("membership-number", "Membership number", "text", true),
      q("linkedin", "LinkedIn profile", "url", true),
      q("experience", "Years in product", "select", true, ["Under 2", "2 to 5", "5 to 10", "Over 10"]),
      q("focus", "What would you like to work on?", "textarea", false),
    ],
    resources: [
      r("code-of-conduct", "Mentoring code of conduct", "What members and mentors agree to.", "Read the code"),
      r("cpd", "CPD hours", "Mentoring sessions count towards your continuing development.", "Log your hours"),
    ],
  },
  {
    slug: "summit-live-events",
    name: "Summit Live Events",
    pricingEnabled: true,
    title: "Meet the speakers after the stage",
    description:
      "Summit Live runs conferences for marketers across Australia and New Zealand. Attendees keep the conversation going with the speakers through booked follow-up calls, long after the event.",
    quotes: [
      ["Chloe Martin", "Marketing Manager", "The talk was great; the follow-up call with the speaker was better."],
      ["Sam Tuilagi", "Brand Lead", "We booked three speakers for our team and built our launch plan on those calls."],
      ["Laura Bennett", "Speaker, Growth Marketing", "Attendees arrive with real questions, so every call is worth it."],
      ["Jack Morrison", "Founder, Bright Agency", "It turned a one-day conference into a year of advice."],
      ["Anika Desai", "Content Strategist", "Easy to book, and the speakers were generous with their time."],
    ],
    chips: [
      ["Digital marketing", "/img/roundups/digital-marketing.svg"],
      ["Personal brand", "/img/roundups/personal-brand.svg"],
      ["Video", "/img/help/video-production.svg"],
      ["Public speaking", "/img/roundups/facilitate-public-speaking.svg"],
      ["Websites", "/img/roundups/build-website.svg"],
    ],
    applyForm: [
      q("event", "Which event did you attend?", "select", true, ["Summit Sydney 2026", "Summit Auckland 2026", "Summit Online 2026"]),
      q("ticket", "Ticket reference", "text", false),
      q("company", "Company", "text", true),
      q("role", "Your role", "text", false),
    ],
    resources: [r("slides", "Speaker slides", "Every talk from this year's events.", "Download the slides")],
  },
  {
    slug: "northwind-logistics",
    name: "Northwind Logistics",
    title: "Learn from colleagues across Northwind",
    description:
      "Northwind's internal mentoring programme connects people across depots, offices and countries. Book an hour with a colleague who has done the job you want next.",
    quotes: [
      ["Marcus Reid", "Depot Supervisor", "I shadowed a regional manager for an hour and now I know what the next step takes."],
      ["Yuki Tanaka", "Data Analyst", "Two sessions with our head of engineering changed how I plan my learning."],
      ["Fatima Ali", "Customer Operations Lead", "Mentoring across countries gave me ideas our team adopted within a month."],
      ["Peter Novak", "Fleet Manager", "Sharing what I know takes an hour, and the programme handles the rest."],
      ["Grace Liu", "Graduate Analyst", "Everyone I met was happy to help — it's the best part of joining Northwind."],
    ],
    chips: [
      ["Leadership", "/img/roundups/coaches.svg"],
      ["Data and code", "/img/roundups/learn-to-code.svg"],
      ["Sustainability", "/img/roundups/green-consciousness.svg"],
      ["Wellbeing", "/img/roundups/health.svg"],
      ["Scheduling", "/img/help/calendar-management.svg"],
    ],
    applyForm: [
      q("work-email", "Work email address", "email", true),
      q("department", "Department", "select", true, ["Operations", "Fleet", "Finance", "Technology", "People"]),
      q("manager", "Your manager's name", "text", false),
    ],
    resources: [
      r("programme", "Mentoring programme guide", "How mentoring works at Northwind, and who to ask.", "Open the guide"),
      r("hours", "Mentoring hours", "Up to two hours a month count as work time.", "See the policy"),
    ],
  },
  {
    slug: "canvas-collective",
    name: "Canvas Collective",
    title: "A home for independent creatives",
    description:
      "Illustrators, designers and makers in the Canvas Collective swap critiques, pricing advice and studio tips. Join freely and book time with members who have built creative businesses.",
    quotes: [
      ["Ella Brooks", "Illustrator", "A portfolio critique from a working art director was exactly what I needed."],
      ["Mateo Garcia", "Furniture Maker", "We talked pricing for an hour; I raised my rates the next week."],
      ["Ruby Walsh", "Brand Designer", "The Collective is generous, honest and never salesy."],
      ["Kofi Mensah", "Photographer", "I found my first studio-share through a member here."],
      ["Zoe Turner", "Ceramicist", "It is the community I wished for when I started out alone."],
    ],
    chips: [
      ["Personal brand", "/img/roundups/personal-brand.svg"],
      ["Home and living", "/img/roundups/home-living.svg"],
      ["Websites", "/img/roundups/build-website.svg"],
      ["Money", "/img/roundups/personal-finance.svg"],
      ["Wellbeing", "/img/roundups/mental-health.svg"],
    ],
    applyForm: [],
    resources: [r("pricing-sheet", "Creative pricing sheet", "What members charge, collected every year.", "Ask a member")],
  },
  {
    slug: "open-health-library",
    name: "Open Health Library",
    contentOnly: true,
    title: "Trusted health resources for practitioners",
    description:
      "A shared library of guides and training material for community health practitioners. The library shares resources only; it has no members.",
    quotes: [
      ["Dr Aisha Rahman", "General Practitioner", "The guides are short, current and easy to share with patients."],
      ["Tom Hughes", "Community Nurse", "I use the training material with every new starter."],
      ["Lena Kowalski", "Health Coach", "Clear, practical and free of jargon."],
      ["Wiremu Parata", "Youth Worker", "Finally, one place for the resources I keep being asked for."],
      ["Nora Lindgren", "Physiotherapist", "Well organised, and updated when the evidence changes."],
    ],
    chips: [
      ["Health", "/img/roundups/health.svg"],
      ["Mental health", "/img/roundups/mental-health.svg"],
      ["Sustainability", "/img/roundups/green-consciousness.svg"],
      ["Video guides", "/img/help/video-meetings.svg"],
      ["Training", "/img/help/advisors.svg"],
    ],
    applyForm: [],
    resources: [
      r("guides", "Practice guides", "Short guides for common conversations with patients.", "Browse the guides"),
      r("training", "Training library", "Recorded sessions for new practitioners.", "Start training"),
      r("updates", "Evidence updates", "What changed this quarter, in one page.", "Read the update"),
    ],
  },
];

/** The demo accounts each group gets, by email: admins, members and one application waiting for approval. */
export const PEOPLE: Record<string, { email: string; role: GroupRole; admin?: boolean; answers?: Record<string, string> }[]> = {
  "harbour-founders": [
    { email: "grace.lee@demo.kora.local", role: "group-advisor-consulting-visible", admin: true },
    { email: "lena.schmidt@demo.kora.local", role: "verified-member-consulting-visible" },
    { email: "maya.patel@demo.kora.local", role: "group-advisor-consulting-visible" },
  ],
  "southbridge-university": [
    { email: "maya.patel@demo.kora.local", role: "group-advisor-community-visible", admin: true },
    { email: "lena.schmidt@demo.kora.local", role: "verified-member-community-visible" },
  ],
  "institute-of-product-leaders": [
    { email: "grace.lee@demo.kora.local", role: "group-advisor-consulting-visible", admin: true },
    {
      email: "lena.schmidt@demo.kora.local",
      role: "awaiting-verification-community-visible",
      answers: { "membership-number": "IPL-20418", linkedin: "https://www.linkedin.com/in/lena-schmidt", experience: "2 to 5" },
    },
  ],
  "summit-live-events": [{ email: "tom.okafor@demo.kora.local", role: "group-advisor-consulting-visible", admin: true }],
  "northwind-logistics": [{ email: "tom.okafor@demo.kora.local", role: "verified-member-community-hidden", admin: true }],
  "canvas-collective": [{ email: "maya.patel@demo.kora.local", role: "group-advisor-community-visible", admin: true }],
  "open-health-library": [{ email: "grace.lee@demo.kora.local", role: "verified-member-community-hidden", admin: true }],
};

/** Group cards the demo advisors publish: [group, advisor email]. */
export const GROUP_CARDS: [string, string][] = [
  ["harbour-founders", "grace.lee@demo.kora.local"],
  ["harbour-founders", "maya.patel@demo.kora.local"],
  ["southbridge-university", "maya.patel@demo.kora.local"],
  ["summit-live-events", "tom.okafor@demo.kora.local"],
];
