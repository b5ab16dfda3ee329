import { MEETING_SETTINGS } from "@kora/shared/domain/meetings/rules.ts";
import { atomWithStorage, useAtom } from "../../lib/jotai.ts";

export type ViewMode = "gallery" | "grid";

/** The meeting settings people choose (public-site §3), kept in this browser across calls. */
export interface MeetingViewSettings {
  viewMode: ViewMode;
  /** Mirror my own camera, as in a mirror. */
  flipVideo: boolean;
  /** Offer picture-in-picture of a screen someone starts sharing. */
  pipOnScreenShare: boolean;
}

export const DEFAULT_VIEW_SETTINGS: MeetingViewSettings = {
  viewMode: MEETING_SETTINGS.viewMode,
  flipVideo: MEETING_SETTINGS.flipVideo,
  pipOnScreenShare: MEETING_SETTINGS.pipOnScreenShare,
};

export const meetingSettingsAtom = atomWithStorage<MeetingViewSettings>("kora.meeting.settings", DEFAULT_VIEW_SETTINGS, undefined, {
  getOnInit: true,
});

/** The settings (a stored value from an older version filled in with defaults) and a partial updater. */
export function useMeetingSettings(): [MeetingViewSettings, (change: Partial<MeetingViewSettings>) => void] {
  const [stored, setStored] = useAtom(meetingSettingsAtom);
  const settings = { ...DEFAULT_VIEW_SETTINGS, ...stored };
  return [settings, (change) => setStored((current) => ({ ...DEFAULT_VIEW_SETTINGS, ...current, ...change }))];
}
