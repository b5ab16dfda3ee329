import { useFieldArray } from "react-hook-form";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { linkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { Button } from "../../ui/button.tsx";
import { FieldRow, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { LinkIconMark } from "./card-bits.tsx";
import { emptyQualification, emptySupportingLink, emptyWorkHistory } from "./card-editor-values.ts";
import { EditorSection } from "./editor-fields.tsx";
import { useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

const MONTH = { type: "month", placeholder: "2024-03", autoComplete: "off" } as const;

function EntryHead({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <div className={styles.entryHead}>
      <h3>{title}</h3>
      <Button variant="ghost" size="small" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
        Remove
      </Button>
    </div>
  );
}

function AddButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  if (count >= max) return <p className={styles.limit}>That's the most this card can hold ({max}).</p>;
  return (
    <Button variant="outline" size="small" onClick={onAdd}>
      + {label}
    </Button>
  );
}

function WorkHistories({ kit }: { kit: EditorKit }) {
  const { field, errorOf } = kit;
  const list = useFieldArray({ control: kit.form.control, name: "workHistories" });
  return (
    <>
      <h3 className={styles.subHead}>Work history</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => (
          <div key={entry.id} className={styles.entry} role="group" aria-label={`Work history ${index + 1}`}>
            <EntryHead title={`Work history ${index + 1}`} onRemove={() => list.remove(index)} />
            <FieldRow>
              <TextField
                label="Role"
                limit={TEXT_LIMITS.role}
                error={errorOf(`workHistories.${index}.role`)}
                {...field(`workHistories.${index}.role`, { capitalise: true })}
              />
              <TextField
                label="Organisation"
                limit={TEXT_LIMITS.organisation}
                error={errorOf(`workHistories.${index}.organization`)}
                {...field(`workHistories.${index}.organization`, { capitalise: true })}
              />
            </FieldRow>
            <FieldRow>
              <TextField
                label="Started"
                hint="Month and year."
                {...MONTH}
                error={errorOf(`workHistories.${index}.startDate`)}
                {...field(`workHistories.${index}.startDate`)}
              />
              <TextField
                label="Finished"
                hint="Empty if you're still there."
                {...MONTH}
                error={errorOf(`workHistories.${index}.endDate`)}
                {...field(`workHistories.${index}.endDate`)}
              />
            </FieldRow>
            <TextAreaField
              label="What you did (optional)"
              rows={3}
              limit={TEXT_LIMITS.workDescription}
              error={errorOf(`workHistories.${index}.description`)}
              {...field(`workHistories.${index}.description`, { capitalise: true })}
            />
          </div>
        ))}
      </div>
      <AddButton
        label="Add work history"
        count={list.fields.length}
        max={CARD_RULES.workHistoriesMax}
        onAdd={() => list.append(emptyWorkHistory())}
      />
    </>
  );
}

function Qualifications({ kit }: { kit: EditorKit }) {
  const { field, errorOf } = kit;
  const list = useFieldArray({ control: kit.form.control, name: "qualifications" });
  return (
    <>
      <h3 className={styles.subHead}>Qualifications</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => (
          <div key={entry.id} className={styles.entry} role="group" aria-label={`Qualification ${index + 1}`}>
            <EntryHead title={`Qualification ${index + 1}`} onRemove={() => list.remove(index)} />
            <FieldRow>
              <TextField
                label="Qualification"
                placeholder="e.g. MBA"
                limit={TEXT_LIMITS.qualification}
                error={errorOf(`qualifications.${index}.qualification`)}
                {...field(`qualifications.${index}.qualification`)}
              />
              <TextField
                label="Subject"
                limit={TEXT_LIMITS.subject}
                error={errorOf(`qualifications.${index}.subject`)}
                {...field(`qualifications.${index}.subject`, { capitalise: true })}
              />
            </FieldRow>
            <FieldRow>
              <TextField
                label="Where"
                hint="University, school or body."
                limit={TEXT_LIMITS.organisation}
                error={errorOf(`qualifications.${index}.organization`)}
                {...field(`qualifications.${index}.organization`, { capitalise: true })}
              />
              <TextField
                label="Completed"
                {...MONTH}
                error={errorOf(`qualifications.${index}.completionDate`)}
                {...field(`qualifications.${index}.completionDate`)}
              />
            </FieldRow>
          </div>
        ))}
      </div>
      <AddButton
        label="Add qualification"
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
  const { field, errorOf, form } = kit;
  const list = useFieldArray({ control: form.control, name: "supportingLinks" });
  return (
    <>
      <h3 className={styles.subHead}>Supporting links</h3>
      <p className={styles.limit}>Your profile, portfolio, talks or writing. We show the network's icon beside each.</p>
      <div className={styles.entries} style={{ marginTop: 12 }}>
        {list.fields.map((entry, index) => (
          <div key={entry.id} className={styles.entry} role="group" aria-label={`Link ${index + 1}`}>
            <EntryHead title={`Link ${index + 1}`} onRemove={() => list.remove(index)} />
            <div className={styles.linkField}>
              <LinkMark kit={kit} index={index} />
              <TextField
                label="Address"
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
              label="Title"
              limit={TEXT_LIMITS.linkTitle}
              error={errorOf(`supportingLinks.${index}.title`)}
              {...field(`supportingLinks.${index}.title`, { capitalise: true })}
            />
            <TextField
              label="Description (optional)"
              limit={TEXT_LIMITS.linkDescription}
              error={errorOf(`supportingLinks.${index}.description`)}
              {...field(`supportingLinks.${index}.description`, { capitalise: true })}
            />
          </div>
        ))}
      </div>
      <AddButton
        label="Add link"
        count={list.fields.length}
        max={CARD_RULES.supportingLinksMax}
        onAdd={() => list.append(emptySupportingLink())}
      />
    </>
  );
}

/** Work histories (up to 3), qualifications and supporting links: optional, and what makes a card credible. */
export function EditorBackground({ kit }: { kit: EditorKit }) {
  return (
    <EditorSection title="Your background" description="Optional, but cards with experience and links get booked more.">
      <WorkHistories kit={kit} />
      <Qualifications kit={kit} />
      <SupportingLinks kit={kit} />
    </EditorSection>
  );
}
