/**
 * Where a shared screen comes from. The browser asks with getDisplayMedia; the desktop shell can
 * pass its own (a native window/screen picker) to `createMeetingSession`.
 */
export interface ScreenSource {
  /** A stream with one video track; rejects when the person cancels the picker. */
  getScreen(): Promise<MediaStream>;
}

export const browserScreenSource: ScreenSource = {
  getScreen() {
    if (!navigator.mediaDevices?.getDisplayMedia)
      return Promise.reject(new DOMException("Screen sharing isn't available in this browser.", "NotSupportedError"));
    return navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 15, max: 30 } }, audio: false });
  },
};

/** The person closed the picker (or the browser's prompt): no message needed. */
export function isPickerCancel(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "AbortError");
}
