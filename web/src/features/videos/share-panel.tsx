import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { appPath } from "@kora/shared/brand.ts";
import { videoGroupShareSchema } from "@kora/shared/contracts/groups.ts";
import type { VideoDto, VideoUpdate } from "@kora/shared/contracts/videos.ts";
import { planOf } from "@kora/shared/domain/plans/plans.ts";
import { SHARE_MODE_LABELS, SHARE_MODES, shareModesFor, type ShareMode } from "@kora/shared/domain/videos/rules.ts";
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

const MODE_HINTS: Record<ShareMode, string> = {
  private: "Only you and the people in the session can watch.",
  "view-only": "Anyone with the link can play it after giving a first name.",
  "view-and-download": "Anyone with the link can also download what you allow.",
  password: "Only people with the password could watch.",
};

/** Copies text and says so; the clipboard needs a secure page, so a refusal is reported, not swallowed. */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      showToast(`Copied the ${what}.`, { kind: "success" });
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      showToast(`Your browser didn't let us copy. Select the ${what} and copy it yourself.`, { kind: "error" });
    }
  };
  return (
    <Button variant="outline" size="small" onClick={() => void copy()} aria-label={label}>
      {copied ? "Copied" : "Copy"}
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
      showToast(on ? "Shared with the group." : "No longer shared with the group.", { kind: "success" });
    } catch {
      // The API client has said what went wrong; the box goes back.
      queryClient.setQueryData(sharesKey(video.id), before);
    } finally {
      setSaving(false);
    }
  };

  return (
    // Not indented like the download boxes below a mode: a section of the panel of its own.
    <fieldset className={styles.checks} style={{ paddingLeft: 0 }} disabled={saving || shares.isPending}>
      <legend className={styles.panelTitle}>Share with a group</legend>
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
      showToast("Sharing saved.", { kind: "success" });
    } catch (failure) {
      setError(isApiError(failure) ? (firstFieldMessage(failure.fields) ?? failure.message) : "We couldn't save that. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-labelledby="share-title" className={styles.panel}>
      <h2 id="share-title" className={styles.panelTitle}>
        Share
      </h2>
      <fieldset className={styles.modes} disabled={saving}>
        <legend className={styles.srOnly}>Who can watch</legend>
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
                <strong>{SHARE_MODE_LABELS[mode]}</strong>
                <span>{MODE_HINTS[mode]}</span>
                {needsPlus && (
                  <Link to={appPath("more/plan")} className={styles.upgrade}>
                    Upgrade to Plus
                  </Link>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {video.shareMode === "view-and-download" && (
        <fieldset className={styles.checks} disabled={saving}>
          <legend className={styles.srOnly}>What viewers may download</legend>
          <label>
            <input
              type="checkbox"
              checked={video.allowDownload.video}
              onChange={(event) => void save({ allowDownload: { video: event.target.checked } })}
            />{" "}
            Allow video download
          </label>
          <label>
            <input
              type="checkbox"
              checked={video.allowDownload.audio}
              disabled={!video.media?.audioUrl && video.status === "ready"}
              onChange={(event) => void save({ allowDownload: { audio: event.target.checked } })}
            />{" "}
            Allow audio download
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
          List on the public videos page
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
            <label htmlFor="share-link">Share link</label>
            <div className={styles.copyField}>
              <input id="share-link" readOnly value={video.shareUrl} onFocus={(event) => event.target.select()} />
              <CopyButton text={video.shareUrl} label="Copy the share link" what="link" />
            </div>
          </div>
          <div className={styles.copyRow}>
            <label htmlFor="embed-code">Embed code</label>
            <div className={styles.copyField}>
              <input
                id="embed-code"
                readOnly
                value={embedCode(origin, video.slug, video.title)}
                onFocus={(event) => event.target.select()}
              />
              <CopyButton text={embedCode(origin, video.slug, video.title)} label="Copy the embed code" what="embed code" />
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}
