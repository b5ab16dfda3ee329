import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { groupsSettingsMessages } from "@kora/shared/i18n/messages/groups-settings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { FieldRow, SelectField, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { AddButton, Check, EntryHead, SettingsSection } from "./settings-bits.tsx";
import { useSettingsValue, type SettingsForm } from "./settings-form.ts";
import { newApplyField } from "./settings-values.ts";
import styles from "./settings.module.css";

const TYPES = ["text", "textarea", "url", "email", "select"] as const;

const MAX_FIELDS = 20;

/** A choice question's options, one a line; blank lines are dropped as the list is kept. */
function OptionsField({ form, index }: { form: SettingsForm; index: number }) {
  const name = `applyForm.${index}.options` as const;
  const options = useSettingsValue(form, name) ?? [];
  const [text, setText] = useState(() => options.join("\n"));
  const t = useT(groupsSettingsMessages);
  return (
    <TextAreaField
      label={t.t("question.options")}
      hint={t.t("question.optionsHint")}
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
  const t = useT(groupsSettingsMessages);
  const title = t.t("question", { number: index + 1 });
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
          <TextField
            label={t.t("question.label")}
            error={form.errorOf(`applyForm.${index}.label`)}
            {...form.field(`applyForm.${index}.label`)}
          />
          <SelectField
            label={t.t("question.type")}
            error={form.errorOf(`applyForm.${index}.type`)}
            {...form.field(`applyForm.${index}.type`)}
          >
            {TYPES.map((option) => (
              <option key={option} value={option}>
                {t.t(`type.${option}`)}
              </option>
            ))}
          </SelectField>
        </FieldRow>
        {type === "select" && <OptionsField form={form} index={index} />}
        <TextField
          label={t.t("question.help")}
          error={form.errorOf(`applyForm.${index}.help`)}
          {...form.field(`applyForm.${index}.help`)}
        />
        <Check label={t.t("question.required")} {...form.form.register(`applyForm.${index}.required`)} />
      </div>
    </div>
  );
}

/** The apply form's questions (public-site §2 apply variants): add, remove, reorder; each with a type, label, options and help. */
export function ApplyFormBuilder({ form }: { form: SettingsForm }) {
  const list = useFieldArray({ control: form.form.control, name: "applyForm", keyName: "key" });
  const t = useT(groupsSettingsMessages);
  return (
    <SettingsSection section="apply-form" description={t.t("applyForm.description")}>
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
        label={t.t("question.add")}
        count={list.fields.length}
        max={MAX_FIELDS}
        onAdd={() => list.append(newApplyField(form.form.getValues("applyForm").map((field) => field.id)))}
      />
    </SettingsSection>
  );
}
