import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import type { TileModel } from "./tiles.ts";

/** Picture-in-picture exists in Chromium and Safari, not in Firefox: everything here is skipped without it. */
export const pipSupported = () =>
  typeof document !== "undefined" &&
  document.pictureInPictureEnabled === true &&
  typeof HTMLVideoElement.prototype.requestPictureInPicture === "function";

const screenVideo = (root: HTMLElement | null, participantId: string) =>
  root?.querySelector<HTMLVideoElement>(`video[data-kind="screen"][data-participant-id="${CSS.escape(participantId)}"]`) ?? null;

async function enterPip(video: HTMLVideoElement): Promise<void> {
  if (video.readyState < HTMLMediaElement.HAVE_METADATA)
    await new Promise((resolve) => video.addEventListener("loadedmetadata", resolve, { once: true }));
  await video.requestPictureInPicture();
}

/**
 * When someone else starts sharing their screen and the pipOnScreenShare setting is on, opens it in
 * picture-in-picture. Browsers only allow that right after a click, so when they refuse, the screen
 * offers a button instead (`offer`). Leaves picture-in-picture when the share ends.
 */
export function usePipOffer(root: RefObject<HTMLElement | null>, sharing: TileModel | null, enabled: boolean) {
  const t = useT(meetingsMessages);
  const [offer, setOffer] = useState<TileModel | null>(null);
  const announced = useRef<string | null>(null);
  const key = sharing?.key ?? null;

  // The tile object changes every snapshot; its key says whether it is the same share. So the effect runs on
  // a new key (or setting) only, and the effect event reads the current tile and root.
  const shareChanged = useEffectEvent((shareKey: string | null, allowed: boolean) => {
    if (!shareKey || !sharing) {
      announced.current = null;
      setOffer(null);
      if (document.pictureInPictureElement instanceof HTMLVideoElement && document.pictureInPictureElement.dataset.kind === "screen")
        void document.exitPictureInPicture().catch(() => undefined);
      return;
    }
    if (!allowed || !pipSupported() || announced.current === shareKey) return;
    announced.current = shareKey;
    const video = screenVideo(root.current, sharing.participantId);
    const activated = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation?.isActive ?? false;
    if (video && activated) enterPip(video).catch(() => setOffer(sharing));
    else setOffer(sharing);
  });
  useEffect(() => {
    shareChanged(key, enabled);
  }, [key, enabled]);

  const open = useCallback(() => {
    if (!offer) return;
    const video = screenVideo(root.current, offer.participantId);
    setOffer(null);
    if (!video) return;
    enterPip(video).catch((error: unknown) => {
      console.warn("Picture-in-picture refused", error);
      toast.error(t.t("pip.failed"));
    });
  }, [offer, root, t]);

  return { offer, open, dismiss: () => setOffer(null) };
}
