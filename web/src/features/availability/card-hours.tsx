import { useCallback, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import type { WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
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
      toast.success(`${card.title} now uses your standard hours.`);
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
    toast.success(`Saved the hours for ${card.title}.`);
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
          <span>
            {card.group
              ? card.group.name
              : card.status === "published"
                ? "Published"
                : card.status === "unlisted"
                  ? "Private"
                  : card.status === "draft"
                    ? "Draft"
                    : "Awaiting review"}
          </span>
        </div>
        {hours.isPending ? (
          <span className={settingsPage.muted}>Loading…</span>
        ) : hours.isError ? (
          <Button size="small" variant="outline" onClick={() => void hours.refetch()}>
            Try again
          </Button>
        ) : (
          <div className={styles.segmented} role="radiogroup" aria-label={`Hours for ${card.title}`}>
            <button type="button" role="radio" aria-checked={mode === "standard"} onClick={chooseStandard} disabled={busy}>
              Standard hours
            </button>
            <button type="button" role="radio" aria-checked={mode === "custom"} onClick={() => setEditing(true)} disabled={busy}>
              Custom hours
            </button>
          </div>
        )}
      </div>
      {custom && hours.data?.mode === "custom" ? (
        <details className={styles.cardEditor}>
          <summary>Edit this card's hours</summary>
          <HoursEditor
            saved={hours.data.workingHours}
            label={`Working hours for ${card.title}`}
            zoneText={zoneText}
            onDirtyChange={onDirty}
            saveLabel="Save card hours"
            onSave={saveCustom}
          />
        </details>
      ) : (
        editing && (
          <div className={styles.cardEditor}>
            <p className={settingsPage.muted}>Starting from your standard hours. Change them for this card, then save.</p>
            <HoursEditor
              saved={standard}
              label={`Working hours for ${card.title}`}
              zoneText={zoneText}
              onDirtyChange={onNewCustom}
              saveLabel="Save card hours"
              onSave={saveCustom}
            />
          </div>
        )
      )}
      <ConfirmDialog
        open={confirmStandard}
        title="Use your standard hours?"
        message={`${card.title} will follow your standard working hours, and its own hours will be removed.`}
        confirmLabel="Use standard hours"
        cancelLabel="Keep custom hours"
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
  const cards = useQuery(myCardsQuery(groupIds));
  return (
    <Panel aria-labelledby="card-hours-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="card-hours-title">Hours per card</h2>
        <p>Each card uses your standard hours unless you give it its own.</p>
      </div>
      {cards.isPending ? (
        <p className={settingsPage.muted}>Loading your cards…</p>
      ) : cards.isError ? (
        <p className={settingsPage.muted}>
          Your cards could not be loaded.{" "}
          <Button size="small" variant="outline" onClick={() => void cards.refetch()}>
            Try again
          </Button>
        </p>
      ) : cards.data.length === 0 ? (
        <p className={settingsPage.muted}>You have no cards yet. When you create one, it uses these hours.</p>
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
