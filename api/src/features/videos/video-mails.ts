import { appPath } from "@kora/shared/brand.ts";
import { queueLinkMail } from "../../adapters/mail/mail-layout.ts";
import type { Services } from "../../services.ts";

/** The mail the owner gets when a recording or upload is processed (public-site §4: "an email follows when ready"). */

interface Owner {
  email: string | null;
  first_name: string;
}

const videoPage = (videoId: string) => appPath(`videos/${videoId}`);

export function mailVideoReady(services: Pick<Services, "config" | "outbox">, to: Owner, video: { id: string; title: string }) {
  return queueLinkMail(
    services,
    to,
    "Your recording is ready",
    [`“${video.title}” is ready to watch. It's private until you share it: choose who can watch from its page.`],
    { label: "Watch and share it", path: videoPage(video.id) },
  );
}

export function mailVideoFailed(
  services: Pick<Services, "config" | "outbox">,
  to: Owner,
  video: { id: string; title: string },
  reason: string,
) {
  return queueLinkMail(services, to, "We couldn't prepare your recording", [`We couldn't prepare “${video.title}”: ${reason}`], {
    label: "See the video",
    path: videoPage(video.id),
  });
}
