import { BRAND } from "@kora/shared/brand.ts";
import { AARON_WHITFIELD } from "./quotes/aaron-whitfield.ts";
import { UseCaseLayout, type UseCaseContent } from "./use-case-layout.tsx";

const CONTENT: UseCaseContent = {
  id: "educational-institutions",
  metaTitle: "Mentoring and office hours for educational institutions",
  description:
    "Alumni mentoring, careers advice and office hours over one-to-one video, in a private group space for your students, with applications reviewed within 48 hours.",
  eyebrow: "Use case · Educational institutions",
  h1: (
    <>
      Mentoring that fits around <em>timetables</em>, not the other way round
    </>
  ),
  lede: `Universities, colleges and training providers use ${BRAND.name} to connect students with alumni, staff and industry mentors for one-to-one video sessions, booked in a private group space you control.`,
  problem: {
    title: "The problem: willing mentors, impossible logistics",
    text: "Alumni say yes to mentoring, and then nothing happens. Someone has to match them with students, swap a dozen emails to find a time, send a meeting link and chase the people who don't turn up. Careers teams are small, students juggle lectures and part-time jobs, and distance learners miss the corridor conversations campus students take for granted.",
    pains: [
      "Mentoring schemes run on spreadsheets and inboxes, and stall soon after the launch event.",
      "Office hours clash with lectures, shifts and other time zones.",
      "Students need to know their conversations stay private.",
      "Careers and alumni teams must report engagement without reading anyone's notes.",
    ],
  },
  solution: {
    title: `How ${BRAND.name} solves it`,
    intro:
      "A private group space for your institution or programme. Mentors publish their availability once, students book the times that suit them, and your team oversees the programme without getting between them.",
    features: [
      {
        icon: "globe",
        title: "A group space for your programme",
        text: "Your institution's group, under its name and logo, where students find mentors from your own community rather than strangers on the internet.",
      },
      {
        icon: "check",
        title: "Mentor Cards you review",
        text: "Alumni, staff and industry mentors publish Group Cards on what they can help with. Your programme coordinator, as group admin, reviews each Card before it goes live.",
      },
      {
        icon: "calendar",
        title: "Student applications within 48 hours",
        text: "Students apply to join the group and each application is reviewed within 48 hours, giving you time to confirm they're enrolled before they book.",
      },
      {
        icon: "lock",
        title: "Private by design",
        text: "Group admins see high-level data such as monthly video hours to report on the programme, never the content of a session. What a student tells a mentor stays between them.",
      },
      {
        icon: "dashboard",
        title: "Bookings your team can arrange",
        text: "Coordinators can facilitate a booking for a student: handy for matched mentoring, or when a careers adviser refers someone to a particular graduate.",
      },
      {
        icon: "user",
        title: "Office hours that respect timetables",
        text: "Mentors share their working hours; students request a time, up to a year ahead, and the mentor confirms. Unanswered requests expire after 24 to 96 hours, so nobody waits on a silent inbox.",
      },
      {
        icon: "video",
        title: "Tutorials and study groups",
        text: "Instant meetings with no time limit for tutorials, study groups and reading groups: up to 10 people on Basic, 25 on Plus and 50 on Pro.",
      },
      {
        icon: "record",
        title: "Recordings to revisit",
        text: "Free unlimited cloud recording lets a student rewatch a mock interview or the feedback on a draft chapter. The recording's owner alone decides who else can see it.",
      },
      {
        icon: "search",
        title: "Free, paid and the marketplace",
        text: `Most mentoring is free, with no fees at all. For paid programmes such as executive coaching, payouts can go to the group admin. Graduates who want to advise more widely can publish Marketplace Cards on the ${BRAND.name} marketplace.`,
      },
    ],
  },
  scenarios: {
    title: `Three ways institutions use ${BRAND.name}`,
    items: [
      {
        title: "Alumni mentoring for final-year students",
        who: "A business school with 600 final-year students",
        text: "Forty alumni each offer one free half hour a month. Students browse their Cards by industry, request a time and turn up with their CV ready to share on screen. The alumni office reports monthly video hours to the dean.",
        points: [
          "Free sessions: nothing to pay and no fees",
          "Alumni confirm each request themselves",
          "Monthly video hours for reporting, never content",
        ],
      },
      {
        title: "Office hours for an online master's",
        who: "A part-time online master's with students in nine time zones",
        text: "Lecturers set two hours a week as working hours. Students see the open slots and request one that fits around work, and a text reminder 10 minutes before the session means far fewer empty slots.",
        points: [
          "Working hours set once, bookable up to a year ahead",
          "A text reminder 10 minutes before each session",
          "Instant meetings for whole-cohort catch-ups",
        ],
      },
      {
        title: "Mock interviews before placement season",
        who: "A college careers service preparing students for work placements",
        text: "Volunteer recruiters from local employers run half-hour mock interviews. Students record their session for free, then rewatch it with a careers adviser before the real thing.",
        points: [
          "Free unlimited cloud recording",
          "The student who records owns the recording and its sharing",
          "Careers advisers can book on a student's behalf",
        ],
      },
    ],
  },
  testimonial: AARON_WHITFIELD,
  cta: {
    title: "Set up mentoring for your students",
    text: "Book a demo and we'll show you how a group space works for your programme, from mentor Card reviews and student applications to the monthly numbers.",
  },
};

/** /use-cases/educational-institutions */
export default function EducationalInstitutionsPage() {
  return <UseCaseLayout content={CONTENT} />;
}
