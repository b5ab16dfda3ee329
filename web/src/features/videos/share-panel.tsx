import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { appPath } from "@kora/shared/brand.ts";
import { videoGroupShareSchema } from "@kora/shared/contracts/groups.ts";
import type { VideoDto, VideoUpdate } from "@kora/shared/contracts/videos.ts";
import { planOf } from "@kora/shared/domain/plans/plans.ts";
import { SHARE_MODES, shareModesFor, type ShareMode } from "@kora/shared/domain/videos/rules.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { firstFieldMessage } from "../../lib/api-errors.ts";
import { api, isApiError } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useMe } from "../../lib/session.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { embedCode } from "./video-format.ts";
import { updateVideo } from "./videos.client.ts";
import styles from "./videos.module.css";

/**
 * Copies text and says so; the clipboard needs a secure page, so a refusal is reported, not swallowed.
 * `done` and `failed` are the toasts' words ("Copied the link.").
 */
export function CopyButton({ text, label, done, failed }: { text: string; label: string; done: string; failed: string }) {
  const t = useT(videosMessages);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      showToast(done, { kind: "success" });
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      showToast(failed, { kind: "error" });
    }
  };
  return (
    <Button variant="outline" size="small" onClick={() => void copy()} aria-label={label}>
      {copied ? t.t("copy.copied") : t.t("copy.copy")}
    </Button>
  );
}

const sharesSchema = z.array(videoGroupShareSchema);
const sharesKey = (id: string) => ["videos", "groups", id] as const;

/**
 * Share with a group (core §7): one box per group of the owner; the group's verified members
 * then watch it at /g/{slug}/videos. Each change saves at once and the API answers the new list.
 */
function GroupShare({ video }: { video: VideoDto }) {
  const t = useT(videosMessages);
  const { data: me } = useMe();
  const groups = me?.groups ?? [];
  const path = `/api/videos/${encodeURIComponent(video.id)}/groups`;
  const shares = useQuery({
    queryKey: sharesKey(video.id),
    queryFn: ({ signal }) => api.get(path, { schema: sharesSchema, toast: false, signal }),
    enabled: groups.length > 0,
  });
  const [saving, setSaving] = useState(false);
  if (groups.length === 0) return null;
  const shared = new Set((shares.data ?? []).map((share) => share.groupId));

  const change = async (groupId: string, on: boolean) => {
    const before = shares.data ?? [];
    const group = groups.find((candidate) => candidate.id === groupId)!;
    // The box follows the click at once; the API's answer (or the old list, on a refusal) replaces it.
    queryClient.setQueryData(
      sharesKey(video.id),
      on
        ? [...before, { groupId, slug: group.slug, name: group.name, sharedAt: new Date().toISOString() }]
        : before.filter((share) => share.groupId !== groupId),
    );
    setSaving(true);
    try {
      const next = on
        ? await api.post(path, { groupId }, { schema: sharesSchema, serverMessageFor: [403, 422] })
        : await api.delete(`${path}/${encodeURIComponent(groupId)}`, { schema: sharesSchema });
      queryClient.setQueryData(sharesKey(video.id), next);
      showToast(on ? t.t("group.shared") : t.t("group.unshared"), { kind: "success" });
    } catch {
      // The API client has said what went wrong; the box goes back.
      queryClient.setQueryData(sharesKey(video.id), before);
    } finally {
      setSaving(false);
    }
  };

  return (
    // Not indented like the download boxes below a mode: a section of the panel of its own.
    <fieldset className={styles.checks} style={{ paddingInlineStart: 0 }} disabled={saving || shares.isPending}>
      <legend className={styles.panelTitle}>{t.t("group.legend")}</legend>
      {groups.map((group) => (
        <label key={group.id} className={styles.toggle}>
          <input type="checkbox" checked={shared.has(group.id)} onChange={(event) => void change(group.id, event.target.checked)} />{" "}
          {group.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Who can watch and download (public-site §3, §6): the owner alone changes it. View and download needs
 * Plus; password protection is shown as coming soon. Each change saves at once.
 */
export function SharePanel({ video, planSlugs }: { video: VideoDto; planSlugs: readonly string[] }) {
  const t = useT(videosMessages);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allowed = shareModesFor(planOf(planSlugs).id);
  const linked = video.shareMode === "view-only" || video.shareMode === "view-and-download";
  const origin = new URL(video.shareUrl, window.location.origin).origin;

  const save = async (patch: VideoUpdate) => {
    setSaving(true);
    setError(null);
    try {
      await updateVideo(video.id, patch);
      showToast(t.t("share.saved"), { kind: "success" });
    } catch (failure) {
      setError(isApiError(failure) ? (firstFieldMessage(failure.fields) ?? failure.message) : t.t("share.failed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-labelledby="share-title" className={styles.panel}>
      <h2 id="share-title" className={styles.panelTitle}>
        {t.t("share.title")}
      </h2>
      <fieldset className={styles.modes} disabled={saving}>
        <legend className={styles.srOnly}>{t.t("share.who")}</legend>
        {SHARE_MODES.map((mode) => {
          const soon = mode === "password";
          const needsPlus = !soon && !allowed.includes(mode);
          return (
            <label key={mode} className={styles.mode} data-disabled={soon || needsPlus || undefined}>
              <input
                type="radio"
                name="share-mode"
                value={mode}
                checked={video.shareMode === mode}
                disabled={soon || needsPlus}
                onChange={() => void save({ shareMode: mode as Exclude<ShareMode, "password"> })}
              />
              <span className={styles.modeText}>
                <strong>{t.t(`shareMode.${mode}`)}</strong>
                <span>{t.t(`mode.${mode}`)}</span>
                {needsPlus && (
                  <Link to={appPath("more/plan")} className={styles.upgrade}>
                    {t.t("share.upgrade")}
                  </Link>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {video.shareMode === "view-and-download" && (
        <fieldset className={styles.checks} disabled={saving}>
          <legend className={styles.srOnly}>{t.t("share.downloads")}</legend>
          <label>
            <input
              type="checkbox"
              checked={video.allowDownload.video}
              onChange={(event) => void save({ allowDownload: { video: event.target.checked } })}
            />{" "}
            {t.t("share.allowVideo")}
          </label>
          <label>
            <input
              type="checkbox"
              checked={video.allowDownload.audio}
              disabled={!video.media?.audioUrl && video.status === "ready"}
              onChange={(event) => void save({ allowDownload: { audio: event.target.checked } })}
            />{" "}
            {t.t("share.allowAudio")}
          </label>
        </fieldset>
      )}
      {linked && (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={video.listed}
            disabled={saving}
            onChange={(event) => void save({ listed: event.target.checked })}
          />{" "}
          {t.t("share.listed")}
        </label>
      )}
      {error && (
        <p className={styles.fileError} role="alert">
          {error}
        </p>
      )}
      <GroupShare video={video} />
      {linked && (
        <div className={styles.copyRows}>
          <div className={styles.copyRow}>
            <label htmlFor="share-link">{t.t("share.link")}</label>
            <div className={styles.copyField}>
              <input id="share-link" readOnly value={video.shareUrl} onFocus={(event) => event.target.select()} />
              <CopyButton text={video.shareUrl} label={t.t("share.copyLink")} done={t.t("copy.linkDone")} failed={t.t("copy.linkFailed")} />
            </div>
          </div>
          <div className={styles.copyRow}>
            <label htmlFor="embed-code">{t.t("share.embed")}</label>
            <div className={styles.copyField}>
              <input
                id="embed-code"
                readOnly
                value={embedCode(origin, video.slug, video.title)}
                onFocus={(event) => event.target.select()}
              />
              <CopyButton
                text={embedCode(origin, video.slug, video.title)}
                label={t.t("share.copyEmbed")}
                done={t.t("copy.embedDone")}
                failed={t.t("copy.embedFailed")}
              />
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}
