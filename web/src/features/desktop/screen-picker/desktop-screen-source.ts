import type { ScreenChoice } from "../kora-desktop.ts";

/** The meeting engine's ScreenSource shape (features/meetings/engine/screen-source.ts). */
export interface ScreenSourceLike {
  getScreen(): Promise<MediaStream>;
}

/**
 * Screen sharing in the desktop app: Kora's picker first (main lists the sources; the pick goes back
 * to main), then getDisplayMedia, which main answers with exactly that pick. Closing the picker
 * rejects as the browser's own picker does (NotAllowedError), so the call shows no error.
 */
export function desktopScreenSource(pick: () => Promise<ScreenChoice | null>): ScreenSourceLike {
  return {
    async getScreen() {
      const choice = await pick();
      if (choice === null) throw new DOMException("Screen sharing was cancelled.", "NotAllowedError");
      if (!navigator.mediaDevices?.getDisplayMedia) throw new DOMException("Screen sharing isn't available here.", "NotSupportedError");
      return navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 15, max: 30 } }, audio: choice.shareAudio });
    },
  };
}
