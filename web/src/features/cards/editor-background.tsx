import { useFieldArray } from "react-hook-form";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { linkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { cardsEditorMessages } from "@kora/shared/i18n/messages/cards-editor.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { FieldRow, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { LinkIconMark } from "./card-bits.tsx";
import { emptyQualification, emptySupportingLink, emptyWorkHistory } from "./card-editor-values.ts";
import { EditorSection } from "./editor-fields.tsx";
import { useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

const MONTH = { type: "month", placeholder: "2024-03", autoComplete: "off" } as const;

function EntryHead({ title, removeLabel, onRemove }: { title: string; removeLabel: string; onRemove: () => void }) {
  const t = useT(cardsEditorMessages);
  return (
    <div className={styles.entryHead}>
      <h3>{title}</h3>
      <Button variant="ghost" size="small" onClick={onRemove} aria-label={removeLabel}>
        {t.t("background.remove")}
      </Button>
    </div>
  );
}

function AddButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  const t = useT(cardsEditorMessages);
  if (count >= max) return <p className={styles.limit}>{t.t("background.limit", { max })}</p>;
  return (
    <Button variant="outline" size="small" onClick={onAdd}>
      + {label}
    </Button>
  );
}

function WorkHistories({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  const { field, errorOf } = kit;
  const list = useFieldArray({ control: kit.form.control, name: "workHistories" });
  return (
    <>
      <h3 className={styles.subHead}>{t.t("work.title")}</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => (
          <div key={entry.id} className={styles.entry} role="group" aria-label={t.t("work.entry", { number: index + 1 })}>
            <EntryHead
              title={t.t("work.entry", { number: index + 1 })}
              removeLabel={t.t("work.remove", { number: index + 1 })}
              onRemove={() => list.remove(index)}
            />
            <FieldRow>
              <TextField
                label={t.t("work.role")}
                limit={TEXT_LIMITS.role}
                error={errorOf(`workHistories.${index}.role`)}
                {...field(`workHistories.${index}.role`, { capitalise: true })}
              />
              <TextField
                label={t.t("work.organisation")}
                limit={TEXT_LIMITS.organisation}
                error={errorOf(`workHistories.${index}.organization`)}
                {...field(`workHistories.${index}.organization`, { capitalise: true })}
              />
            </FieldRow>
            <FieldRow>
              <TextField
                label={t.t("work.started")}
                hint={t.t("background.monthHint")}
                {...MONTH}
                error={errorOf(`workHistories.${index}.startDate`)}
                {...field(`workHistories.${index}.startDate`)}
              />
              <TextField
                label={t.t("work.finished")}
                hint={t.t("work.finished.hint")}
                {...MONTH}
                error={errorOf(`workHistories.${index}.endDate`)}
                {...field(`workHistories.${index}.endDate`)}
              />
            </FieldRow>
            <TextAreaField
              label={t.t("work.description")}
              rows={3}
              limit={TEXT_LIMITS.workDescription}
              error={errorOf(`workHistories.${index}.description`)}
              {...field(`workHistories.${index}.description`, { capitalise: true })}
            />
          </div>
        ))}
      </div>
      <AddButton
        label={t.t("work.add")}
        count={list.fields.length}
        max={CARD_RULES.workHistoriesMax}
        onAdd={() => list.append(emptyWorkHistory())}
      />
    </>
  );
}

function Qualifications({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  const { field, errorOf } = kit;
  const list = useFieldArray({ control: kit.form.control, name: "qualifications" });
  return (
    <>
      <h3 className={styles.subHead}>{t.t("qualifications.title")}</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => (
          <div key={entry.id} className={styles.entry} role="group" aria-label={t.t("qualifications.entry", { number: index + 1 })}>
            <EntryHead
              title={t.t("qualifications.entry", { number: index + 1 })}
              removeLabel={t.t("qualifications.remove", { number: index + 1 })}
              onRemove={() => list.remove(index)}
            />
            <FieldRow>
              <TextField
                label={t.t("qualifications.qualification")}
                placeholder={t.t("qualifications.qualification.placeholder")}
                limit={TEXT_LIMITS.qualification}
                error={errorOf(`qualifications.${index}.qualification`)}
                {...field(`qualifications.${index}.qualification`)}
              />
              <TextField
                label={t.t("qualifications.subject")}
                limit={TEXT_LIMITS.subject}
                error={errorOf(`qualifications.${index}.subject`)}
                {...field(`qualifications.${index}.subject`, { capitalise: true })}
              />
            </FieldRow>
            <FieldRow>
              <TextField
                label={t.t("qualifications.where")}
                hint={t.t("qualifications.where.hint")}
                limit={TEXT_LIMITS.organisation}
                error={errorOf(`qualifications.${index}.organization`)}
                {...field(`qualifications.${index}.organization`, { capitalise: true })}
              />
              <TextField
                label={t.t("qualifications.completed")}
                {...MONTH}
                error={errorOf(`qualifications.${index}.completionDate`)}
                {...field(`qualifications.${index}.completionDate`)}
              />
            </FieldRow>
          </div>
        ))}
      </div>
      <AddButton
        label={t.t("qualifications.add")}
        count={list.fields.length}
        max={CARD_RULES.qualificationsMax}
        onAdd={() => list.append(emptyQualification())}
      />
    </>
  );
}

/** The icon linkIcon() picks for the address as it is typed. */
function LinkMark({ kit, index }: { kit: EditorKit; index: number }) {
  return <LinkIconMark icon={linkIcon(useEditorValue(kit, `supportingLinks.${index}.link`) ?? "")} />;
}

function SupportingLinks({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  const { field, errorOf, form } = kit;
  const list = useFieldArray({ control: form.control, name: "supportingLinks" });
  return (
    <>
      <h3 className={styles.subHead}>{t.t("links.title")}</h3>
      <p className={styles.limit}>{t.t("links.text")}</p>
      <div className={styles.entries} style={{ marginTop: 12 }}>
        {list.fields.map((entry, index) => (
          <div key={entry.id} className={styles.entry} role="group" aria-label={t.t("links.entry", { number: index + 1 })}>
            <EntryHead
              title={t.t("links.entry", { number: index + 1 })}
              removeLabel={t.t("links.remove", { number: index + 1 })}
              onRemove={() => list.remove(index)}
            />
            <div className={styles.linkField}>
              <LinkMark kit={kit} index={index} />
              <TextField
                label={t.t("links.address")}
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="url"
                limit={TEXT_LIMITS.link}
                error={errorOf(`supportingLinks.${index}.link`)}
                {...field(`supportingLinks.${index}.link`)}
              />
            </div>
            <TextField
              label={t.t("links.linkTitle")}
              limit={TEXT_LIMITS.linkTitle}
              error={errorOf(`supportingLinks.${index}.title`)}
              {...field(`supportingLinks.${index}.title`, { capitalise: true })}
            />
            <TextField
              label={t.t("links.description")}
              limit={TEXT_LIMITS.linkDescription}
              error={errorOf(`supportingLinks.${index}.description`)}
              {...field(`supportingLinks.${index}.description`, { capitalise: true })}
            />
          </div>
        ))}
      </div>
      <AddButton
        label={t.t("links.add")}
        count={list.fields.length}
        max={CARD_RULES.supportingLinksMax}
        onAdd={() => list.append(emptySupportingLink())}
      />
    </>
  );
}

/** Work histories (up to 3), qualifications and supporting links: optional, and what makes a card credible. */
export function EditorBackground({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  return (
    <EditorSection title={t.t("background.title")} description={t.t("background.description")}>
      <WorkHistories kit={kit} />
      <Qualifications kit={kit} />
      <SupportingLinks kit={kit} />
    </EditorSection>
  );
}
