import VideoMeetingsPage from "./video-meetings-page.tsx";

/** /f/video-chat: the old path of /features/video-meetings, kept working but noindex, canonical to the new path. */
export default function LegacyVideoMeetingsPage() {
  return <VideoMeetingsPage legacy />;
}
