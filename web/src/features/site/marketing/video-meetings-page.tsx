import { BRAND } from "@kora/shared/brand.ts";
import { MEETING_SIZE, MESH_LIMIT } from "@kora/shared/domain/meetings/rules.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";

const CONTENT: FeaturePageContent = {
  path: FEATURE_PATHS.meetings,
  name: "Video meetings",
  metaTitle: "Video meetings with no time limit and free recording",
  description:
    "Meet in the browser with no time limit on any plan, free unlimited cloud recording, a personal room where guests knock, and host controls.",
  title: (
    <>
      Video meetings that last <em>as long as you need</em>
    </>
  ),
  lede: (
    <p>
      Every {BRAND.name} session runs in a video room made for advice: guests join from a link with just a first name, nothing cuts you off
      mid-sentence, and the recording is free.
    </p>
  ),
  art: { src: "/img/marketing/video-meetings.svg", width: 420, height: 320 },
  capabilities: [
    {
      id: "meeting-sizes",
      icon: "users",
      title: "One-to-one, or a room full",
      body: (
        <p>
          Most sessions are two people, but you can bring others in. Calls of up to {MESH_LIMIT} connect browser to browser; bigger Plus and
          Pro meetings run through {BRAND.name}'s media server.
        </p>
      ),
      points: [
        `Basic: up to ${MEETING_SIZE.basic} participants`,
        `Plus: up to ${MEETING_SIZE.plus} participants`,
        `Pro: up to ${MEETING_SIZE.pro} participants`,
      ],
    },
    {
      id: "personal-room",
      icon: "lock",
      title: "A personal room where guests knock",
      body: (
        <p>
          Your personal room has a link that doesn't change, so you can host a meeting now without booking it: choose “Host a meeting now”
          in your account menu. The room is locked by default. Guests type their first name and knock, and you let them in or turn them
          away.
        </p>
      ),
      points: [
        "Guests need no account, only a first name",
        "Switch knocking off when you want people straight in",
        "Choose “Don't let in again” for someone you've turned away",
      ],
    },
    {
      id: "host-controls",
      icon: "shield",
      title: "Host controls, and a co-host to share them",
      body: (
        <p>
          The host can mute one person or everyone, turn cameras off and remove someone from the call. Running a bigger session? Appoint a
          co-host: they get the same controls, except recording, which stays with the host.
        </p>
      ),
      points: ["In a booking, both of you are hosts", "Co-hosts can't start or stop a recording"],
    },
    {
      id: "recording",
      icon: "record",
      title: "Free, unlimited cloud recording",
      body: (
        <p>
          Record any call on any plan, with no cap on how much you keep. When the call ends the recording is prepared, and we email you when
          it's ready in your library.
        </p>
      ),
      points: [
        "You decide who watches: private, a view-only link or a view-and-download link",
        "Viewers give only a first name",
        "On Plus, allow downloads, and download the audio or the video on its own",
      ],
    },
    {
      id: "no-time-limit",
      icon: "clock",
      title: "No time limit, on any plan",
      body: (
        <p>
          There's no countdown and no cut-off on Basic, Plus or Pro. If the conversation needs another twenty minutes, it gets them. Free
          plans included.
        </p>
      ),
    },
    {
      id: "screen-and-chat",
      icon: "screen",
      title: "Screen sharing, and a chat that stays",
      body: (
        <p>
          Share your screen to walk through a CV, a spreadsheet or a pull request. Links and notes go in the chat, and after a booking the
          chat stays with it in your booking archive, where it keeps working.
        </p>
      ),
      points: [
        "Screen sharing works in the browser and the desktop app, not in the mobile app",
        "Gallery or grid view, whichever you prefer",
      ],
    },
  ],
  faq: [
    { label: "Hosting, joining and recording meetings", to: FAQ_LINKS.meetings },
    { label: "Meeting sizes on each plan", to: FAQ_LINKS.tiers },
    { label: "Joining a booked session on the day", to: FAQ_LINKS.bookings },
  ],
  cta: {
    title: "Host your first meeting today",
    text: (
      <p>
        Sign up free in under a minute, then open your personal room from “Host a meeting now”. No time limit, and the recording is on us.
      </p>
    ),
    primary: { label: "Start for free!", to: SIGN_UP_PATH },
    secondary: { label: "Compare plans", to: "/pricing" },
  },
};

/** /features/video-meetings (also shown, noindex, on the old /f/video-chat). */
export default function VideoMeetingsPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={CONTENT} legacy={legacy} />;
}
