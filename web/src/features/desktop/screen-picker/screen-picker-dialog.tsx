import { useId, useState, type KeyboardEvent } from "react";
import { textDirection } from "@kora/shared/i18n/locales.ts";
import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import dialogStyles from "../desktop-dialog.module.css";
import type { KoraDesktopApi, ScreenChoice } from "../kora-desktop.ts";
import { SourceCard } from "./source-card.tsx";
import { useScreenSources, type SourcesState } from "./use-screen-sources.ts";
import styles from "./screen-picker.module.css";

type Kind = "screen" | "window";
const TABS = [
  { kind: "screen", label: "picker.screens", empty: "picker.noScreens" },
  { kind: "window", label: "picker.windows", empty: "picker.noWindows" },
] as const satisfies readonly { kind: Kind; label: string; empty: string }[];

interface ScreenPickerDialogProps {
  kora: KoraDesktopApi;
  /** The choice main accepted, or null when the person cancelled. */
  onDone: (choice: ScreenChoice | null) => void;
}

/** Kora's "Share your screen" dialog in the desktop app (the browser shows its own). */
export function ScreenPickerDialog({ kora, onDone }: ScreenPickerDialogProps) {
  const t = useT(desktopMessages);
  const rtl = textDirection(useLocale()) === "rtl";
  const id = useId();
  const { state, reload } = useScreenSources(kora);
  const [kind, setKind] = useState<Kind>("screen");
  const [selected, setSelected] = useState<string | null>(null);
  const [shareAudio, setShareAudio] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<"gone" | "failed" | null>(null);

  const list = state.status === "ready" ? state.list : null;
  const shown = list?.sources.filter((source) => source.kind === kind) ?? [];
  // What Share shares: the picked card on this tab, else the tab's first one.
  const chosen = shown.find((source) => source.id === selected) ?? shown[0] ?? null;

  const share = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    setNotice(null);
    const choice = { id: chosen.id, shareAudio: Boolean(list?.audioSupported) && shareAudio };
    try {
      if (await kora.chooseScreenSource(choice)) {
        onDone(choice);
        return;
      }
      setNotice("gone");
    } catch (error) {
      console.warn("Kora: the screen choice was refused", error);
      setNotice("failed");
    }
    setBusy(false);
    reload();
  };

  const switchTab = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.kind === kind);
    // Right to left, the tabs run leftwards: the left arrow goes on.
    const step = rtl ? -1 : 1;
    const next = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!;
    setKind(tab.kind);
    document.getElementById(`${id}-tab-${tab.kind}`)?.focus();
  };

  return (
    <Modal open title={t.t("picker.title")} width={760} className={dialogStyles.dialog} onEscape={() => onDone(null)}>
      <div role="tablist" aria-label={t.t("picker.tabs")} className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            id={`${id}-tab-${tab.kind}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.kind === kind}
            aria-controls={`${id}-panel`}
            tabIndex={tab.kind === kind ? 0 : -1}
            onClick={() => setKind(tab.kind)}
            onKeyDown={switchTab}
          >
            {t.t(tab.label)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${kind}`} className={styles.panel}>
        <PanelBody
          state={state}
          empty={t.t(TABS.find((tab) => tab.kind === kind)!.empty)}
          onRetry={reload}
          grid={
            <div
              role="radiogroup"
              aria-label={kind === "screen" ? t.t("picker.screens") : t.t("picker.windows")}
              className={styles.grid}
              onKeyDown={(event) => {
                if (event.key === "Enter") void share();
              }}
            >
              {shown.map((source) => (
                <SourceCard
                  key={source.id}
                  source={source}
                  group={`${id}-sources`}
                  checked={source.id === chosen?.id}
                  onSelect={() => setSelected(source.id)}
                />
              ))}
            </div>
          }
          count={shown.length}
        />
      </div>
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice === "gone" ? t.t("picker.gone") : t.t("picker.failed")}
        </p>
      )}
      <div className={styles.foot}>
        {list?.audioSupported && (
          <label className={styles.audio}>
            <input type="checkbox" checked={shareAudio} onChange={(event) => setShareAudio(event.target.checked)} />
            {t.t("picker.audio")}
          </label>
        )}
        {state.status === "ready" && (
          <Button variant="ghost" size="small" onClick={reload} disabled={busy}>
            {t.t("picker.refresh")}
          </Button>
        )}
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => onDone(null)}>
            {t.t("picker.cancel")}
          </Button>
          <Button onClick={() => void share()} disabled={!chosen} busy={busy}>
            {t.t("picker.share")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function PanelBody({
  state,
  empty,
  onRetry,
  grid,
  count,
}: {
  state: SourcesState;
  empty: string;
  onRetry: () => void;
  grid: React.ReactNode;
  count: number;
}) {
  const t = useT(desktopMessages);
  if (state.status === "loading") return <p className={styles.message}>{t.t("picker.looking")}</p>;
  if (state.status === "failed")
    return (
      <div className={styles.message} role="alert">
        <p>{t.t("picker.listFailed")}</p>
        <Button variant="outline" size="small" onClick={onRetry}>
          {t.t("picker.tryAgain")}
        </Button>
      </div>
    );
  if (count === 0) return <p className={styles.message}>{empty}</p>;
  return grid;
}
