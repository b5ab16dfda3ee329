import { useFieldArray } from "react-hook-form";
import { groupsSettingsMessages } from "@kora/shared/i18n/messages/groups-settings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { FieldRow, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { AddButton, EntryHead, SettingsSection } from "./settings-bits.tsx";
import type { SettingsForm } from "./settings-form.ts";
import { uniqueId } from "./settings-values.ts";
import styles from "./settings.module.css";

const MAX = 10;

function TestimonialsEditor({ form }: { form: SettingsForm }) {
  const t = useT(groupsSettingsMessages);
  const list = useFieldArray({ control: form.form.control, name: "landing.testimonials", keyName: "key" });
  const taken = () => (form.form.getValues("landing.testimonials") ?? []).map((item) => item.id);
  return (
    <>
      <h3 className={styles.subHead}>{t.t("testimonials")}</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => {
          const at = `landing.testimonials.${index}` as const;
          const title = t.t("testimonial", { number: index + 1 });
          return (
            <div key={entry.key} className={styles.entry} role="group" aria-label={title}>
              <EntryHead
                title={title}
                onRemove={() => list.remove(index)}
                onUp={index > 0 ? () => list.move(index, index - 1) : undefined}
                onDown={index < list.fields.length - 1 ? () => list.move(index, index + 1) : undefined}
              />
              <div className={styles.fields}>
                <TextAreaField
                  label={t.t("testimonial.quote")}
                  rows={3}
                  error={form.errorOf(`${at}.quote`)}
                  {...form.field(`${at}.quote`)}
                />
                <FieldRow>
                  <TextField label={t.t("testimonial.name")} error={form.errorOf(`${at}.name`)} {...form.field(`${at}.name`)} />
                  <TextField
                    label={t.t("testimonial.title")}
                    hint={t.t("testimonial.titleHint")}
                    error={form.errorOf(`${at}.title`)}
                    {...form.field(`${at}.title`)}
                  />
                </FieldRow>
                <TextField
                  label={t.t("picture")}
                  hint={t.t("imageHint")}
                  inputMode="url"
                  error={form.errorOf(`${at}.imgSrc`)}
                  {...form.field(`${at}.imgSrc`)}
                />
              </div>
            </div>
          );
        })}
      </div>
      <AddButton
        label={t.t("testimonial.add")}
        count={list.fields.length}
        max={MAX}
        onAdd={() => list.append({ id: uniqueId("testimonial", taken()), quote: "", name: "", title: "", imgSrc: "" })}
      />
    </>
  );
}

function ChipsEditor({ form }: { form: SettingsForm }) {
  const t = useT(groupsSettingsMessages);
  const list = useFieldArray({ control: form.form.control, name: "landing.chips", keyName: "key" });
  return (
    <>
      <h3 className={styles.subHead}>{t.t("chips")}</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => {
          const at = `landing.chips.${index}` as const;
          const title = t.t("chip", { number: index + 1 });
          return (
            <div key={entry.key} className={styles.entry} role="group" aria-label={title}>
              <EntryHead title={title} onRemove={() => list.remove(index)} />
              <FieldRow>
                <TextField label={t.t("chip.label")} error={form.errorOf(`${at}.label`)} {...form.field(`${at}.label`)} />
                <TextField
                  label={t.t("picture")}
                  hint={t.t("imageHint")}
                  inputMode="url"
                  error={form.errorOf(`${at}.imgSrc`)}
                  {...form.field(`${at}.imgSrc`)}
                />
              </FieldRow>
            </div>
          );
        })}
      </div>
      <AddButton label={t.t("chip.add")} count={list.fields.length} max={MAX} onAdd={() => list.append({ label: "", imgSrc: "" })} />
    </>
  );
}

/** The group's landing (public-site §3): title, description, testimonials and chips. */
export function LandingEditor({ form }: { form: SettingsForm }) {
  const t = useT(groupsSettingsMessages);
  return (
    <SettingsSection section="landing-page" description={t.t("landing.description")}>
      <div className={styles.fields}>
        <TextField label={t.t("landing.title")} error={form.errorOf("landing.title")} {...form.field("landing.title")} />
        <TextAreaField
          label={t.t("landing.descriptionField")}
          rows={5}
          error={form.errorOf("landing.description")}
          {...form.field("landing.description")}
        />
      </div>
      <TestimonialsEditor form={form} />
      <ChipsEditor form={form} />
    </SettingsSection>
  );
}

/** Group-admin resources (public-site §3): title, subtitle, call to action, optional link. */
export function ResourcesEditor({ form }: { form: SettingsForm }) {
  const list = useFieldArray({ control: form.form.control, name: "resources", keyName: "rowKey" });
  const t = useT(groupsSettingsMessages);
  return (
    <SettingsSection section="resources" description={t.t("resources.description")}>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => {
          const at = `resources.${index}` as const;
          const title = t.t("resource", { number: index + 1 });
          return (
            <div key={entry.rowKey} className={styles.entry} role="group" aria-label={title}>
              <EntryHead
                title={title}
                onRemove={() => list.remove(index)}
                onUp={index > 0 ? () => list.move(index, index - 1) : undefined}
                onDown={index < list.fields.length - 1 ? () => list.move(index, index + 1) : undefined}
              />
              <div className={styles.fields}>
                <FieldRow>
                  <TextField label={t.t("resource.title")} error={form.errorOf(`${at}.title`)} {...form.field(`${at}.title`)} />
                  <TextField label={t.t("resource.cta")} error={form.errorOf(`${at}.cta`)} {...form.field(`${at}.cta`)} />
                </FieldRow>
                <TextField label={t.t("resource.subtitle")} error={form.errorOf(`${at}.subtitle`)} {...form.field(`${at}.subtitle`)} />
                <TextField
                  label={t.t("resource.link")}
                  type="url"
                  placeholder="https://"
                  error={form.errorOf(`${at}.url`)}
                  {...form.field(`${at}.url`)}
                />
              </div>
            </div>
          );
        })}
      </div>
      <AddButton
        label={t.t("resource.add")}
        count={list.fields.length}
        max={20}
        onAdd={() =>
          list.append({
            key: uniqueId(
              "resource",
              form.form.getValues("resources").map((item) => item.key),
            ),
            title: "",
            subtitle: "",
            cta: t.t("resource.defaultCta"),
            url: "",
          })
        }
      />
    </SettingsSection>
  );
}
