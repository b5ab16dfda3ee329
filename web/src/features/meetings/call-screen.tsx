import { useCallback, useEffect, useRef, useState } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { CallHeader } from "./call-header.tsx";
import { ChatPanel } from "./chat-panel.tsx";
import { ControlBar, type CallPanel } from "./control-bar.tsx";
import { useMeetingSettings } from "./meetings.atoms.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import { OffPageAudio, PageControls } from "./page-controls.tsx";
import { PeoplePanel } from "./people-panel.tsx";
import { isModerator } from "./people.ts";
import { SettingsDialog } from "./settings-dialog.tsx";
import { GalleryView, GridView } from "./stage.tsx";
import { feedWishes, stagePage, type TileSize } from "./sfu-page.ts";
import { buildTiles, remoteScreenTile, type TileModel } from "./tiles.ts";
import { useCallAlerts } from "./use-call-alerts.ts";
import { useNow } from "../../lib/use-now.ts";
import { usePipOffer } from "./use-pip-offer.ts";
import { WaitingList } from "./waiting-list.tsx";
import type { CallRecorder, RecorderSnapshot } from "./recording/call-recorder.ts";
import { RecordingProgress } from "./recording/record-controls.tsx";
import { RecordingNotice } from "./recording/recording-indicator.tsx";
import styles from "./call.module.css";
import pageStyles from "./sfu-page.module.css";

/** Chat messages from others since the chat panel was last open. */
function useUnread(snapshot: MeetingSnapshot, open: boolean): number {
  const selfId = snapshot.self?.id ?? null;
  const count = snapshot.chat.filter((message) => !message.system && message.authorId !== selfId).length;
  // What was said before I joined (a booking's kept chat) isn't news.
  const [seen, setSeen] = useState(count);
  useEffect(() => {
    if (open) setSeen(count);
  }, [open, count]);
  return open ? 0 : Math.max(0, count - seen);
}

/** The last other person who spoke, kept through silences so the gallery doesn't jump back. */
function useLastSpeaker(snapshot: MeetingSnapshot): string | null {
  const last = useRef<string | null>(null);
  const id = snapshot.activeSpeakerId;
  if (id && id !== snapshot.self?.id) last.current = id;
  return last.current;
}

/**
 * An SFU room's paging (PROTOCOL §4): the page shown, and the cameras the engine should receive in the
 * layer each tile's laid-out size needs (sent whenever that changes). A mesh room shows everyone.
 */
function useSfuStage(snapshot: MeetingSnapshot, session: MeetingSession, tiles: TileModel[]) {
  const paged = snapshot.room?.topology === "sfu";
  const [page, setPage] = useState(0);
  const [sizes, setSizes] = useState<ReadonlyMap<string, TileSize>>(new Map());
  const view = stagePage(tiles, snapshot.activeSpeakerId, page, paged);
  const wishes = paged ? feedWishes(view.tiles, sizes, window.devicePixelRatio || 1) : null;
  const signature = JSON.stringify(wishes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the wishes
  useEffect(() => {
    if (wishes) session.viewFeeds?.(wishes);
  }, [session, signature]);
  const onTileSizes = useCallback((next: Map<string, TileSize>) => setSizes(next), []);
  return { view, onTileSizes: paged ? onTileSizes : undefined, onPage: setPage };
}

/** currentState 1: the stage (gallery or grid), the side panel, the knock alert and the controls. */
export function CallScreen({
  snapshot,
  session,
  title,
  onLeave,
  recorder,
  recording,
}: {
  snapshot: MeetingSnapshot;
  session: MeetingSession;
  title: string;
  onLeave: () => void;
  recorder: CallRecorder;
  recording: RecorderSnapshot;
}) {
  const t = useT(meetingsMessages);
  const [settings, changeSettings] = useMeetingSettings();
  const [panel, setPanel] = useState<CallPanel>(null);
  const [pinnedKey, setPinnedKey] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const nowMs = useNow(1000);
  const moderator = isModerator(snapshot.self);
  const allTiles = buildTiles(snapshot);
  const { view, onTileSizes, onPage } = useSfuStage(snapshot, session, allTiles);
  const tiles = view.tiles;
  const lastSpeakerId = useLastSpeaker(snapshot);
  const unread = useUnread(snapshot, panel === "chat");
  const pip = usePipOffer(rootRef, remoteScreenTile(tiles), settings.pipOnScreenShare);
  useCallAlerts(snapshot, moderator);
  // The recording paints what the stage shows: the same tiles and the same speaker.
  useEffect(() => {
    recorder.setScene({ tiles, speakerId: snapshot.activeSpeakerId, lastSpeakerId, voices: view.offPage });
  });
  const roomRecording = snapshot.room?.recording.state ?? "off";
  useEffect(() => recorder.reassert(roomRecording, snapshot.phase === "in-call"), [recorder, roomRecording, snapshot.phase]);
  // An opened panel takes the focus (its title is read out); Escape closes it and returns to its button.
  useEffect(() => {
    if (panel) panelTitle.current?.focus();
  }, [panel]);
  const closePanel = () => {
    const label = panel === "chat" ? t.t("panel.chat") : t.t("panel.people");
    setPanel(null);
    rootRef.current?.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${CSS.escape(label)}"]`)?.focus();
  };

  const pin = (key: string | null) => {
    setPinnedKey(key);
    // A pinned tile is shown large, which is what the gallery is for.
    if (key && settings.viewMode === "grid") changeSettings({ viewMode: "gallery" });
  };
  const stageProps = {
    tiles,
    speakerId: snapshot.activeSpeakerId,
    lastSpeakerId,
    pinnedKey,
    mirrorSelf: settings.flipVideo,
    onPin: pin,
    onTileSizes,
  };
  const stageView = settings.viewMode === "grid" ? <GridView {...stageProps} /> : <GalleryView {...stageProps} />;
  const showKnockAlert = moderator && snapshot.waiting.length > 0 && panel !== "people";

  return (
    <div ref={rootRef} className={styles.call} data-panel={panel ?? undefined}>
      <CallHeader snapshot={snapshot} title={title} nowMs={nowMs} />
      <RecordingNotice recording={snapshot.room?.recording} selfId={snapshot.self?.id ?? null} />
      {snapshot.phase === "reconnecting" && (
        <div className={styles.reconnecting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t.rich("call.reconnecting", { strong: (chunks) => <strong key="strong">{chunks}</strong> })}</span>
        </div>
      )}
      <div className={styles.body}>
        <section className={styles.stage} aria-label={settings.viewMode === "grid" ? t.t("stage.gridLabel") : t.t("stage.galleryLabel")}>
          {view.pages > 1 ? (
            <div className={pageStyles.paged}>
              {stageView}
              <PageControls page={view.page} pages={view.pages} onPage={onPage} />
            </div>
          ) : (
            stageView
          )}
          <OffPageAudio tiles={view.offPage} />
          {showKnockAlert && (
            <section className={styles.knockAlert} aria-labelledby="knock-alert-title">
              <h2 id="knock-alert-title" className={styles.knockTitle}>
                <MeetingIcon name="door" size={18} />
                {t.t("knock.alertTitle", { count: snapshot.waiting.length })}
              </h2>
              <WaitingList waiting={snapshot.waiting} session={session} nowMs={nowMs} tone="alert" />
            </section>
          )}
          {snapshot.cpuBusy && (
            <p className={styles.cpuNote} role="status">
              {t.t("call.cpuBusy")}
            </p>
          )}
          {pip.offer && (
            <div className={styles.pipOffer} role="status">
              <span className="ellipsis">{t.t("pip.sharing", { name: pip.offer.name })}</span>
              <button type="button" onClick={pip.open}>
                <MeetingIcon name="pip" size={18} /> {t.t("pip.popOut")}
              </button>
              <button type="button" className={styles.pipDismiss} aria-label={t.t("pip.notNow")} onClick={pip.dismiss}>
                <MeetingIcon name="close" size={16} />
              </button>
            </div>
          )}
        </section>
        {panel && (
          <aside
            className={styles.panel}
            aria-labelledby="panel-title"
            onKeyDown={(event) => event.key === "Escape" && !(event.target as Element).closest("dialog") && closePanel()}
          >
            <div className={styles.panelHeader}>
              <h2 id="panel-title" ref={panelTitle} tabIndex={-1}>
                {panel === "chat" ? t.t("panel.chat") : t.t("panel.people")}
              </h2>
              <button
                type="button"
                className={styles.panelClose}
                aria-label={panel === "chat" ? t.t("panel.closeChat") : t.t("panel.closePeople")}
                onClick={closePanel}
              >
                <MeetingIcon name="close" size={20} />
              </button>
            </div>
            {panel === "chat" ? (
              <ChatPanel snapshot={snapshot} session={session} nowMs={nowMs} />
            ) : (
              <PeoplePanel snapshot={snapshot} session={session} nowMs={nowMs} />
            )}
          </aside>
        )}
      </div>
      <RecordingProgress state={recording} />
      <ControlBar
        recorder={recorder}
        recording={recording}
        snapshot={snapshot}
        session={session}
        panel={panel}
        onPanel={setPanel}
        viewMode={settings.viewMode}
        onViewMode={(viewMode) => changeSettings({ viewMode })}
        onSettings={() => setSettingsOpen(true)}
        onLeave={onLeave}
        unread={unread}
        waitingCount={moderator ? snapshot.waiting.length : 0}
      />
      <SettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        snapshot={snapshot}
        session={session}
        settings={settings}
        onChange={changeSettings}
      />
    </div>
  );
}
