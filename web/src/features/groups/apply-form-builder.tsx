import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { FieldRow, SelectField, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { AddButton, Check, EntryHead, SettingsSection } from "./settings-bits.tsx";
import { useSettingsValue, type SettingsForm } from "./settings-form.ts";
import { newApplyField } from "./settings-values.ts";
import styles from "./settings.module.css";

const TYPES = [
  { value: "text", label: "Short answer" },
  { value: "textarea", label: "Long answer" },
  { value: "url", label: "Link (https://…)" },
  { value: "email", label: "Email address" },
  { value: "select", label: "Choice from a list" },
] as const;

const MAX_FIELDS = 20;

/** A choice question's options, one a line; blank lines are dropped as the list is kept. */
function OptionsField({ form, index }: { form: SettingsForm; index: number }) {
  const name = `applyForm.${index}.options` as const;
  const options = useSettingsValue(form, name) ?? [];
  const [text, setText] = useState(() => options.join("\n"));
  return (
    <TextAreaField
      label="Options"
      hint="One option a line."
      rows={4}
      name={name}
      value={text}
      error={form.errorOf(name) ?? form.errorOf(`${name}.0`)}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        form.form.setValue(name, next, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });
      }}
    />
  );
}

function Question({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: SettingsForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const type = useSettingsValue(form, `applyForm.${index}.type`);
  const title = `Question ${index + 1}`;
  return (
    <div className={styles.entry} role="group" aria-label={title}>
      <EntryHead
        title={title}
        onRemove={onRemove}
        onUp={index > 0 ? () => onMove(index - 1) : undefined}
        onDown={index < count - 1 ? () => onMove(index + 1) : undefined}
      />
      <div className={styles.fields}>
        <FieldRow>
          <TextField label="Question" error={form.errorOf(`applyForm.${index}.label`)} {...form.field(`applyForm.${index}.label`)} />
          <SelectField label="Answer type" error={form.errorOf(`applyForm.${index}.type`)} {...form.field(`applyForm.${index}.type`)}>
            {TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </FieldRow>
        {type === "select" && <OptionsField form={form} index={index} />}
        <TextField
          label="Help text (optional)"
          error={form.errorOf(`applyForm.${index}.help`)}
          {...form.field(`applyForm.${index}.help`)}
        />
        <Check label="Required" {...form.form.register(`applyForm.${index}.required`)} />
      </div>
    </div>
  );
}

/** The apply form's questions (public-site §2 apply variants): add, remove, reorder; each with a type, label, options and help. */
export function ApplyFormBuilder({ form }: { form: SettingsForm }) {
  const list = useFieldArray({ control: form.form.control, name: "applyForm", keyName: "key" });
  return (
    <SettingsSection
      title="Apply form"
      description="The questions people answer on your apply page. With no questions, people join at once and an admin verifies them."
    >
      <div className={styles.entries}>
        {list.fields.map((entry, index) => (
          <Question
            key={entry.key}
            form={form}
            index={index}
            count={list.fields.length}
            onMove={(to) => list.move(index, to)}
            onRemove={() => list.remove(index)}
          />
        ))}
      </div>
      <AddButton
        label="Add a question"
        count={list.fields.length}
        max={MAX_FIELDS}
        onAdd={() => list.append(newApplyField(form.form.getValues("applyForm").map((field) => field.id)))}
      />
    </SettingsSection>
  );
}
