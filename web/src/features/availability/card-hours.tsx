import { useCallback, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import type { WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Panel } from "../../ui/surface.tsx";
import { cardHoursQuery, myCardsQuery, saveCardHours } from "./availability.client.ts";
import { HoursEditor } from "./standard-hours.tsx";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./availability.module.css";

/** One card: standard hours, or its own grid. Switching back to standard asks first (the custom grid is dropped). */
function CardHoursRow({
  card,
  standard,
  zoneText,
  setDirty,
}: {
  card: CardSummary;
  standard: WorkingHoursRule[];
  zoneText: string;
  setDirty: (key: string, dirty: boolean) => void;
}) {
  const t = useT(availabilityMessages);
  const hours = useQuery(cardHoursQuery(card.id));
  const [editing, setEditing] = useState(false);
  const [confirmStandard, setConfirmStandard] = useState(false);
  const [busy, setBusy] = useState(false);
  const onDirty = useCallback((dirty: boolean) => setDirty(`card-${card.id}`, dirty), [card.id, setDirty]);
  // Choosing "Custom hours" is itself a change until the card's grid is saved.
  const onNewCustom = useCallback(() => setDirty(`card-${card.id}`, true), [card.id, setDirty]);
  const custom = hours.data?.mode === "custom";
  const mode = editing || custom ? "custom" : "standard";

  const switchToStandard = async () => {
    setConfirmStandard(false);
    setBusy(true);
    try {
      await saveCardHours(card.id, { mode: "standard" });
      setEditing(false);
      onDirty(false);
      toast.success(t.t("cards.standardNow", { title: card.title }));
    } catch {
      // The client toasted the failure.
    } finally {
      setBusy(false);
    }
  };

  const saveCustom = async (rules: WorkingHoursRule[]) => {
    await saveCardHours(card.id, { mode: "custom", workingHours: rules });
    setEditing(false);
    onDirty(false);
    toast.success(t.t("cards.saved", { title: card.title }));
  };

  const chooseStandard = () => {
    if (custom) setConfirmStandard(true);
    else {
      setEditing(false);
      onDirty(false);
    }
  };

  return (
    <li className={styles.cardRow}>
      <div className={styles.cardRowHead}>
        <div className={styles.cardRowTitle}>
          <strong>{card.title}</strong>
          <span>{card.group ? card.group.name : t.t(`status.${card.status}`)}</span>
        </div>
        {hours.isPending ? (
          <span className={settingsPage.muted}>{t.t("loading")}</span>
        ) : hours.isError ? (
          <Button size="small" variant="outline" onClick={() => void hours.refetch()}>
            {t.t("tryAgain")}
          </Button>
        ) : (
          <div className={styles.segmented} role="radiogroup" aria-label={t.t("cards.hoursFor", { title: card.title })}>
            <button type="button" role="radio" aria-checked={mode === "standard"} onClick={chooseStandard} disabled={busy}>
              {t.t("cards.standard")}
            </button>
            <button type="button" role="radio" aria-checked={mode === "custom"} onClick={() => setEditing(true)} disabled={busy}>
              {t.t("cards.custom")}
            </button>
          </div>
        )}
      </div>
      {custom && hours.data?.mode === "custom" ? (
        <details className={styles.cardEditor}>
          <summary>{t.t("cards.edit")}</summary>
          <HoursEditor
            saved={hours.data.workingHours}
            label={t.t("cards.gridLabel", { title: card.title })}
            zoneText={zoneText}
            onDirtyChange={onDirty}
            saveLabel={t.t("cards.save")}
            onSave={saveCustom}
          />
        </details>
      ) : (
        editing && (
          <div className={styles.cardEditor}>
            <p className={settingsPage.muted}>{t.t("cards.startingFrom")}</p>
            <HoursEditor
              saved={standard}
              label={t.t("cards.gridLabel", { title: card.title })}
              zoneText={zoneText}
              onDirtyChange={onNewCustom}
              saveLabel={t.t("cards.save")}
              onSave={saveCustom}
            />
          </div>
        )
      )}
      <ConfirmDialog
        open={confirmStandard}
        title={t.t("cards.confirm.title")}
        message={t.t("cards.confirm.message", { title: card.title })}
        confirmLabel={t.t("cards.confirm.use")}
        cancelLabel={t.t("cards.confirm.keep")}
        onConfirm={() => void switchToStandard()}
        onCancel={() => setConfirmStandard(false)}
      />
    </li>
  );
}

/** Per-card hours: each of my cards follows the standard hours or has its own. */
export function CardHours({
  standard,
  zoneText,
  groupIds,
  setDirty,
}: {
  standard: WorkingHoursRule[];
  zoneText: string;
  groupIds: string[];
  setDirty: (key: string, dirty: boolean) => void;
}) {
  const t = useT(availabilityMessages);
  const cards = useQuery(myCardsQuery(groupIds));
  return (
    <Panel aria-labelledby="card-hours-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="card-hours-title">{t.t("cards.title")}</h2>
        <p>{t.t("cards.text")}</p>
      </div>
      {cards.isPending ? (
        <p className={settingsPage.muted}>{t.t("cards.loading")}</p>
      ) : cards.isError ? (
        <p className={settingsPage.muted}>
          {t.t("cards.loadFailed")}{" "}
          <Button size="small" variant="outline" onClick={() => void cards.refetch()}>
            {t.t("tryAgain")}
          </Button>
        </p>
      ) : cards.data.length === 0 ? (
        <p className={settingsPage.muted}>{t.t("cards.none")}</p>
      ) : (
        <ul className={styles.cardList}>
          {cards.data.map((card) => (
            <CardHoursRow key={card.id} card={card} standard={standard} zoneText={zoneText} setDirty={setDirty} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
