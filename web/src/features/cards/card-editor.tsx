import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import type { CardStatus } from "@kora/shared/domain/cards/lifecycle.ts";
import { needsHoursWarning } from "@kora/shared/domain/onboarding/bookable-time.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
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

const SAVE_NOTES: Record<CardStatus, string> = {
  draft: "Drafts are only visible to you.",
  "awaiting-review": "Your card is with the reviewer: they see what you save.",
  published: "Changes show on your card as soon as you save.",
  unlisted: "Changes show on your card as soon as you save.",
};

const TYPE_CHOICES = [
  { value: "marketplace", title: "Marketplace", description: "Listed in search for anyone to book" },
  { value: "private", title: "Private", description: "Only people you share its link with can book" },
];

/** Marketplace or private for personal cards; which group for group cards. */
function CardTypeSection({ kit, me, kind, live }: { kit: EditorKit; me: Me; kind: EditorKind; live: boolean }) {
  const retypeHint = live ? "Changing this takes the card back to draft; publish it again afterwards." : undefined;
  if (kind === "group") {
    return (
      <EditorSection title="Group" description="Group cards are seen and booked by the members of one of your groups.">
        <SelectField
          label="Which group is this card for?"
          hint={retypeHint}
          error={kit.errorOf("groupId")}
          {...kit.field("groupId", { tidy: false })}
        >
          <option value="">Choose a group</option>
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
    <EditorSection title="Card type" description={retypeHint}>
      <ChoiceCards
        legend="Who can find this card?"
        error={kit.errorOf("type")}
        inputProps={kit.field("type", { tidy: false })}
        choices={TYPE_CHOICES}
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
  const title = useEditorValue(kit, "title");
  const type = useEditorValue(kit, "type");
  const groupId = useEditorValue(kit, "groupId");
  const groupName = me.groups.find((group) => group.id === groupId)?.name;
  const confirmation = confirmationFor("publish", { title: title || "This card", type, status, groupName });
  return (
    <ConfirmDialog
      open={open}
      title={confirmation.title}
      message={confirmation.message}
      confirmLabel="Save and publish"
      cancelLabel="Not yet"
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
  const title = useEditorValue(kit, "title");
  const type = useEditorValue(kit, "type");
  const groupId = useEditorValue(kit, "groupId");
  const groupName = me.groups.find((group) => group.id === groupId)?.name;
  return <PublishWarning {...rest} detail={confirmationFor("publish", { title: title || "This card", type, status, groupName }).message} />;
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
  const schema = useMemo(() => cardEditorSchema(me.country, () => mode.current), [me.country]);
  const [defaultValues] = useState(() => (card ? valuesFromCard(card) : { ...editorDefaults(me, kind), ...(groupId && { groupId }) }));

  const kit = useKoraForm({
    schema,
    defaultValues,
    onSubmit: async (input) => {
      const publish = publishing.current;
      const saved = savedId.current ? await updateCard(savedId.current, input) : await createCard(input);
      savedId.current = saved.id;
      const result = publish && canPublish(saved) ? ((await runCardAction(saved.id, "publish")) ?? saved) : saved;
      if (publish && result.status === "awaiting-review") toast.info(actionDoneMessage("publish", result.title, result), "event");
      else if (publish) toast.success(actionDoneMessage("publish", result.title, result));
      else toast.success(savedMessage(result.title, card?.status ?? null, result.status));
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
      aria-label="Card editor"
    >
      <CardTypeSection kit={kit} me={me} kind={kind} live={live} />
      <EditorAbout kit={kit} />
      <EditorExpertise kit={kit} />
      <EditorSessions kit={kit} me={me} />
      <EditorBackground kit={kit} />
      <CardVideoSection me={me} cardId={card?.id} />
      <div className={styles.submitBar}>
        <p>{SAVE_NOTES[status]}</p>
        <Button
          type="submit"
          variant={publishable ? "outline" : "primary"}
          busy={kit.submitting && !publishing.current}
          disabled={kit.submitting || checking}
        >
          {live ? "Save changes" : "Save as draft"}
        </Button>
        {publishable && (
          <Button busy={(kit.submitting && publishing.current) || checking} disabled={kit.submitting} onClick={() => void askToPublish()}>
            Save and publish
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
