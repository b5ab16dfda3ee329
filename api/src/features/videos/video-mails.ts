import { appPath } from "@kora/shared/brand.ts";
import { mailVideosMessages } from "@kora/shared/i18n/messages/mail-videos.ts";
import { queueLinkMail } from "../../adapters/mail/mail-layout.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { Services } from "../../services.ts";
import { userLocale } from "../users/users.service.ts";

/** The mail the owner gets when a recording or upload is processed (public-site §4: "an email follows when ready"), in their language. */

interface Owner {
  email: string | null;
  first_name: string;
  /** Their language (users.locale); English when unknown. */
  locale?: string;
}

/** Why a video couldn't be prepared: the file is unreadable, or the work failed on Kora's side. */
export type VideoFailure = "broken" | "stuck";

const videoPage = (videoId: string) => appPath(`videos/${videoId}`);

function wordsFor(owner: Owner) {
  const locale = userLocale({ locale: owner.locale ?? "en" });
  return { locale, t: serverTranslator(mailVideosMessages, locale) };
}

export function mailVideoReady(services: Pick<Services, "config" | "outbox">, to: Owner, video: { id: string; title: string }) {
  const { locale, t } = wordsFor(to);
  return queueLinkMail(
    services,
    to,
    t.t("ready.subject"),
    [t.t("ready.lead", { title: video.title })],
    { label: t.t("ready.action"), path: videoPage(video.id) },
    locale,
  );
}

export function mailVideoFailed(
  services: Pick<Services, "config" | "outbox">,
  to: Owner,
  video: { id: string; title: string },
  failure: VideoFailure,
) {
  const { locale, t } = wordsFor(to);
  return queueLinkMail(
    services,
    to,
    t.t("failed.subject"),
    [t.t("failed.lead", { title: video.title, reason: t.t(`failed.${failure}`) })],
    { label: t.t("failed.action"), path: videoPage(video.id) },
    locale,
  );
}
