import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const videoMeetings: FaqCategory = {
  id: "video-meetings",
  title: "Video meetings",
  description: "Instant meetings in your personal room, joining booked sessions, host controls, screen sharing and recording.",
  image: "/img/help/video-meetings.svg",
  sections: [
    {
      id: "hosting",
      title: "Hosting a meeting",
      questions: [
        {
          q: "How do I start a meeting right now?",
          a: `Open the account menu (your picture or name at the top right) and choose "Host a meeting now". That opens your personal room through your instant meeting link — copy the link from the room and send it to the people you want to talk to.

"Record for free!" on your [dashboard](${P.dashboard}) opens the same room.`,
        },
        {
          q: "What is my personal room?",
          a: `Your personal room is a meeting room that's always yours, at a link that doesn't change. Use it for quick calls, team catch-ups or recording a video on your own.

The room is locked by default: guests knock and you choose whether to let them in. You can turn knocking off so anyone with the link comes straight in. If you disable a guest, you can't let that guest in again.`,
        },
        {
          q: "How many people can join a meeting, and for how long?",
          a: `It depends on the host's tier: up to 10 participants on Basic, 25 on Plus and 50 on Pro. There's no time limit on any tier, so a meeting runs as long as you need. Compare tiers on the [pricing page](${P.pricing}).`,
        },
        {
          q: "What can the host do during a call?",
          a: `The host can let knocking guests in, mute one person or everyone, turn off someone's camera, remove someone from the call, record, and make someone a co-host.

A co-host has all the host's controls except recording. In a booked session, both the advisor and the learner are hosts.`,
        },
      ],
    },
    {
      id: "joining",
      title: "Joining a call",
      questions: [
        {
          q: "Do my guests need an account?",
          a: `No. Guests open the link in their browser, give a first name only, and join — no sign-up, no download. Only booking a session needs a ${K} account.`,
        },
        {
          q: "When can I join a booked session?",
          a: `A booked session can be started from 60 minutes before its start time and joined up to 30 minutes after it. We text you a reminder 10 minutes before the start.

Join from the booking in your [confirmed bookings](${P.confirmedBookings}); the reminder text and email also take you there.`,
        },
        {
          q: "What do I need to join?",
          a: `A camera, a microphone and an up-to-date browser such as Chrome, Edge, Firefox or Safari — or the ${K} app for iOS 14.0 or later and Android 8.0 or later. Allow camera and microphone access when your browser asks.

Before you join, the preview shows your camera and lets you check your microphone, so you can sort out your set-up first.`,
        },
        {
          q: "Can I share my screen?",
          a: "Yes, from a desktop browser: choose share screen in the call controls and pick a window, tab or your whole screen. Screen sharing isn't available in the mobile app.",
        },
        {
          q: "My camera or microphone isn't working. What can I try?",
          a: `- Check your browser has permission to use the camera and microphone (look for the camera icon in the address bar).
- Close other apps that might be using the camera, such as another video call.
- Pick the right camera and microphone in the preview before you join.
- Reload the page — you'll rejoin the same call.

Still no luck? [Get in touch](${P.getInTouch}) and tell us your browser and device.`,
        },
      ],
    },
    {
      id: "recording",
      title: "Recording",
      questions: [
        {
          q: "Is recording free?",
          a: "Yes. Cloud recording is free and unlimited on every tier, Basic included, and recordings aren't cut off by a meeting time limit because there isn't one.",
        },
        {
          q: "Who can record a call?",
          a: `The host can record. A co-host can't. In a booked session the first person to start recording becomes the recording's owner, and only they can record in that session.

Our [code of conduct](${P.codeOfConduct}) asks you to tell everyone in the call before you start recording.`,
        },
        {
          q: "Where do I find a recording?",
          a: `We start preparing a session's recording when the booking ends and email you when it's ready. You'll find it on the booking in your [booking archive](${P.bookingArchive}).`,
        },
        {
          q: "Who can watch or download my recording?",
          a: `Only the recording's owner decides who sees it. By default, people you share the link with can play the recording but not download it; viewers give a first name only.

On Plus, you can also let people download the recording, and download the audio or the video separately yourself.`,
        },
      ],
    },
  ],
};
