import { useFieldArray } from "react-hook-form";
import { FieldRow, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { AddButton, EntryHead, SettingsSection } from "./settings-bits.tsx";
import type { SettingsForm } from "./settings-form.ts";
import { uniqueId } from "./settings-values.ts";
import styles from "./settings.module.css";

const MAX = 10;
const IMAGE_HINT = "The address of a picture, or leave it empty.";

function TestimonialsEditor({ form }: { form: SettingsForm }) {
  const list = useFieldArray({ control: form.form.control, name: "landing.testimonials", keyName: "key" });
  const taken = () => (form.form.getValues("landing.testimonials") ?? []).map((item) => item.id);
  return (
    <>
      <h3 className={styles.subHead}>Testimonials</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => {
          const at = `landing.testimonials.${index}` as const;
          return (
            <div key={entry.key} className={styles.entry} role="group" aria-label={`Testimonial ${index + 1}`}>
              <EntryHead
                title={`Testimonial ${index + 1}`}
                onRemove={() => list.remove(index)}
                onUp={index > 0 ? () => list.move(index, index - 1) : undefined}
                onDown={index < list.fields.length - 1 ? () => list.move(index, index + 1) : undefined}
              />
              <div className={styles.fields}>
                <TextAreaField label="Quote" rows={3} error={form.errorOf(`${at}.quote`)} {...form.field(`${at}.quote`)} />
                <FieldRow>
                  <TextField label="Name" error={form.errorOf(`${at}.name`)} {...form.field(`${at}.name`)} />
                  <TextField label="Title" hint="Their role, say." error={form.errorOf(`${at}.title`)} {...form.field(`${at}.title`)} />
                </FieldRow>
                <TextField
                  label="Picture"
                  hint={IMAGE_HINT}
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
        label="Add a testimonial"
        count={list.fields.length}
        max={MAX}
        onAdd={() => list.append({ id: uniqueId("testimonial", taken()), quote: "", name: "", title: "", imgSrc: "" })}
      />
    </>
  );
}

function ChipsEditor({ form }: { form: SettingsForm }) {
  const list = useFieldArray({ control: form.form.control, name: "landing.chips", keyName: "key" });
  return (
    <>
      <h3 className={styles.subHead}>Chips</h3>
      <div className={styles.entries}>
        {list.fields.map((entry, index) => {
          const at = `landing.chips.${index}` as const;
          return (
            <div key={entry.key} className={styles.entry} role="group" aria-label={`Chip ${index + 1}`}>
              <EntryHead title={`Chip ${index + 1}`} onRemove={() => list.remove(index)} />
              <FieldRow>
                <TextField label="Label" error={form.errorOf(`${at}.label`)} {...form.field(`${at}.label`)} />
                <TextField
                  label="Picture"
                  hint={IMAGE_HINT}
                  inputMode="url"
                  error={form.errorOf(`${at}.imgSrc`)}
                  {...form.field(`${at}.imgSrc`)}
                />
              </FieldRow>
            </div>
          );
        })}
      </div>
      <AddButton label="Add a chip" count={list.fields.length} max={MAX} onAdd={() => list.append({ label: "", imgSrc: "" })} />
    </>
  );
}

/** The group's landing (public-site §3): title, description, testimonials and chips. */
export function LandingEditor({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection title="Landing page" description="What visitors see on the group's home page.">
      <div className={styles.fields}>
        <TextField label="Title" error={form.errorOf("landing.title")} {...form.field("landing.title")} />
        <TextAreaField label="Description" rows={5} error={form.errorOf("landing.description")} {...form.field("landing.description")} />
      </div>
      <TestimonialsEditor form={form} />
      <ChipsEditor form={form} />
    </SettingsSection>
  );
}

/** Group-admin resources (public-site §3): title, subtitle, call to action, optional link. */
export function ResourcesEditor({ form }: { form: SettingsForm }) {
  const list = useFieldArray({ control: form.form.control, name: "resources", keyName: "rowKey" });
  return (
    <SettingsSection title="Resources" description="Guides and links for the group's members and admins.">
      <div className={styles.entries}>
        {list.fields.map((entry, index) => {
          const at = `resources.${index}` as const;
          return (
            <div key={entry.rowKey} className={styles.entry} role="group" aria-label={`Resource ${index + 1}`}>
              <EntryHead
                title={`Resource ${index + 1}`}
                onRemove={() => list.remove(index)}
                onUp={index > 0 ? () => list.move(index, index - 1) : undefined}
                onDown={index < list.fields.length - 1 ? () => list.move(index, index + 1) : undefined}
              />
              <div className={styles.fields}>
                <FieldRow>
                  <TextField label="Title" error={form.errorOf(`${at}.title`)} {...form.field(`${at}.title`)} />
                  <TextField label="Button text" error={form.errorOf(`${at}.cta`)} {...form.field(`${at}.cta`)} />
                </FieldRow>
                <TextField label="Subtitle (optional)" error={form.errorOf(`${at}.subtitle`)} {...form.field(`${at}.subtitle`)} />
                <TextField
                  label="Link (optional)"
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
        label="Add a resource"
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
            cta: "Open",
            url: "",
          })
        }
      />
    </SettingsSection>
  );
}
