import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import type { CardStatus } from "@kora/shared/domain/cards/lifecycle.ts";
import { needsHoursWarning } from "@kora/shared/domain/onboarding/bookable-time.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { cardsEditorMessages } from "@kora/shared/i18n/messages/cards-editor.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { fetchAvailabilitySummary } from "../availability/availability.api.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../lib/forms/unsaved-changes.tsx";
import { queryClient } from "../../lib/query-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ChoiceCards, SelectField } from "../../ui/text-field.tsx";
import { actionDoneMessage, canPublish, confirmationFor, savedMessage } from "./card-actions.ts";
import { cardEditorSchema, editorDefaults, valuesFromCard, type EditorKind, type EditorMode } from "./card-editor-values.ts";
import { cardPaths } from "./card-paths.ts";
import { cardIssueText, type EditorT } from "./card-validation.ts";
import { cardKeys, createCard, refreshCards, runCardAction, updateCard } from "./cards.client.ts";
import { EditorAbout } from "./editor-about.tsx";
import { EditorBackground } from "./editor-background.tsx";
import { EditorExpertise } from "./editor-expertise.tsx";
import { EditorSection } from "./editor-fields.tsx";
import { useEditorValue, type EditorKit } from "./editor-kit.ts";
import { EditorSessions } from "./editor-sessions.tsx";
import { CardVideoSection } from "../card-videos/card-videos.api.ts";
import { PublishWarning } from "./publish-warning.tsx";
import styles from "./editor.module.css";

const typeChoices = (t: EditorT) =>
  (["marketplace", "private"] as const).map((value) => ({
    value,
    title: t.t(`type.${value}.title`),
    description: t.t(`type.${value}.description`),
  }));

/** Marketplace or private for personal cards; which group for group cards. */
function CardTypeSection({ kit, me, kind, live }: { kit: EditorKit; me: Me; kind: EditorKind; live: boolean }) {
  const t = useT(cardsEditorMessages);
  const retypeHint = live ? t.t("type.retypeHint") : undefined;
  if (kind === "group") {
    return (
      <EditorSection title={t.t("group.title")} description={t.t("group.description")}>
        <SelectField label={t.t("group.label")} hint={retypeHint} error={kit.errorOf("groupId")} {...kit.field("groupId", { tidy: false })}>
          <option value="">{t.t("group.choose")}</option>
          {me.groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </SelectField>
      </EditorSection>
    );
  }
  return (
    <EditorSection title={t.t("type.title")} description={retypeHint}>
      <ChoiceCards
        legend={t.t("type.legend")}
        error={kit.errorOf("type")}
        inputProps={kit.field("type", { tidy: false })}
        choices={typeChoices(t)}
      />
    </EditorSection>
  );
}

/** "Publish this card?", naming where it will show (from the title, type and group as they are now). */
function PublishConfirm({
  kit,
  me,
  status,
  open,
  onCancel,
  onConfirm,
}: {
  kit: EditorKit;
  me: Me;
  status: CardStatus;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT(cardsEditorMessages);
  const cardsT = useT(cardsMessages);
  const title = useEditorValue(kit, "title");
  const type = useEditorValue(kit, "type");
  const groupId = useEditorValue(kit, "groupId");
  const groupName = me.groups.find((group) => group.id === groupId)?.name;
  const confirmation = confirmationFor("publish", { title: title || t.t("thisCard"), type, status, groupName }, cardsT);
  return (
    <ConfirmDialog
      open={open}
      title={confirmation.title}
      message={confirmation.message}
      confirmLabel={t.t("save.publish")}
      cancelLabel={t.t("save.notYet")}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** The no-hours warning, still saying where the card will show (from the title, type and group as they are now). */
function EditorPublishWarning({
  kit,
  me,
  status,
  ...rest
}: { kit: EditorKit; me: Me; status: CardStatus } & Omit<Parameters<typeof PublishWarning>[0], "detail">) {
  const t = useT(cardsEditorMessages);
  const cardsT = useT(cardsMessages);
  const title = useEditorValue(kit, "title");
  const type = useEditorValue(kit, "type");
  const groupId = useEditorValue(kit, "groupId");
  const groupName = me.groups.find((group) => group.id === groupId)?.name;
  const detail = confirmationFor("publish", { title: title || t.t("thisCard"), type, status, groupName }, cardsT).message;
  return <PublishWarning {...rest} detail={detail} />;
}

type Asking = "confirm" | "no-hours" | null;

/**
 * The one card editor (create, create for a group, edit). "Save as draft" keeps whatever is filled in
 * (cardDraftSchema); "Save and publish" checks the publish rules first, then asks — warning instead
 * when the card would have no bookable time in the next 4 weeks — saves, then publishes, and says
 * when the card went to review instead of live. A live card is saved only whole. A card created
 * before a failed publish is updated, never made twice. `publishing` is set by whichever button
 * started the submit (Enter submits as "Save as draft").
 */
export function CardEditor({ me, kind, card, groupId }: { me: Me; kind: EditorKind; card?: CardDetail; groupId?: string }) {
  const t = useT(cardsEditorMessages);
  const cardsT = useT(cardsMessages);
  const navigate = useNavigate();
  const savedId = useRef(card?.id ?? null);
  const publishing = useRef(false);
  const status = card?.status ?? "draft";
  const live = status !== "draft" && card !== undefined;
  /** Which checks the next validation runs: the draft's, or the publish rules (publishing, or any save of a live card). */
  const mode = useRef<EditorMode>(live ? "publish" : "draft");
  /** Where to go after this save: My cards, or the working hours the no-hours warning offered. */
  const goTo = useRef<"cards" | "hours">("cards");
  const [asking, setAsking] = useState<Asking>(null);
  const [checking, setChecking] = useState(false);
  const schema = useMemo(() => cardEditorSchema(me.country, () => mode.current, cardIssueText(t)), [me.country, t]);
  const [defaultValues] = useState(() => (card ? valuesFromCard(card) : { ...editorDefaults(me, kind), ...(groupId && { groupId }) }));

  const kit = useKoraForm({
    schema,
    defaultValues,
    onSubmit: async (input) => {
      const publish = publishing.current;
      const saved = savedId.current ? await updateCard(savedId.current, input) : await createCard(input);
      savedId.current = saved.id;
      const result = publish && canPublish(saved) ? ((await runCardAction(saved.id, "publish")) ?? saved) : saved;
      if (publish && result.status === "awaiting-review") toast.info(actionDoneMessage("publish", result.title, result, cardsT), "event");
      else if (publish) toast.success(actionDoneMessage("publish", result.title, result, cardsT));
      else toast.success(savedMessage(result.title, card?.status ?? null, result.status, cardsT));
      queryClient.setQueryData(cardKeys.detail(result.id), result);
      void refreshCards();
      const next =
        goTo.current === "hours" ? appPath("my-calendar/working-hours") : cardPaths.mine(result.type === "group" ? result.group?.id : null);
      navigate(next, { state: LEAVE_WITHOUT_ASKING });
    },
  });

  const publishable = canPublish({ status, type: defaultValues.type });
  const save = (options: { publish: boolean; goTo?: "cards" | "hours" }) => {
    publishing.current = options.publish;
    mode.current = options.publish || live ? "publish" : "draft";
    goTo.current = options.goTo ?? "cards";
    void kit.submit();
  };
  /** Publish rules first (their errors shown as on any submit), then the question: the warning when nobody could book it. */
  const askToPublish = async () => {
    publishing.current = false;
    mode.current = "publish";
    if (!(await kit.form.trigger())) {
      void kit.submit();
      return;
    }
    setChecking(true);
    try {
      const summary = await fetchAvailabilitySummary(savedId.current);
      setAsking(needsHoursWarning(summary) ? "no-hours" : "confirm");
    } catch {
      // Not knowing whether the card is bookable must not block publishing: ask the usual question.
      setAsking("confirm");
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      ref={kit.formRef}
      onSubmit={(event) => {
        // The form's own submit (the save button, or Enter in a field) saves without publishing.
        event.preventDefault();
        save({ publish: false });
      }}
      noValidate
      className={styles.editor}
      aria-label={t.t("form.label")}
    >
      <CardTypeSection kit={kit} me={me} kind={kind} live={live} />
      <EditorAbout kit={kit} />
      <EditorExpertise kit={kit} />
      <EditorSessions kit={kit} me={me} />
      <EditorBackground kit={kit} />
      <CardVideoSection me={me} cardId={card?.id} />
      <div className={styles.submitBar}>
        <p>{t.t(`save.note.${status}`)}</p>
        <Button
          type="submit"
          variant={publishable ? "outline" : "primary"}
          busy={kit.submitting && !publishing.current}
          disabled={kit.submitting || checking}
        >
          {live ? t.t("save.changes") : t.t("save.draft")}
        </Button>
        {publishable && (
          <Button busy={(kit.submitting && publishing.current) || checking} disabled={kit.submitting} onClick={() => void askToPublish()}>
            {t.t("save.publish")}
          </Button>
        )}
      </div>
      <PublishConfirm
        kit={kit}
        me={me}
        status={status}
        open={asking === "confirm"}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          save({ publish: true });
        }}
      />
      <EditorPublishWarning
        kit={kit}
        me={me}
        status={status}
        open={asking === "no-hours"}
        onClose={() => setAsking(null)}
        onPublishAnyway={() => {
          setAsking(null);
          save({ publish: true });
        }}
        onSetHours={() => {
          setAsking(null);
          save({ publish: false, goTo: "hours" });
        }}
      />
      <UnsavedChangesPrompt when={kit.form.formState.isDirty} />
    </form>
  );
}
