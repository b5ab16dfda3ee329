import { useWatch, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import type { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import type { settingsFormSchema, SettingsFormValues } from "./settings-values.ts";

/** The settings form, as each section of it receives it. */
export type SettingsForm = ReturnType<typeof useKoraForm<SettingsFormValues, z.output<typeof settingsFormSchema>>>;

/** One value of the form, re-rendering only the section that asks. */
export function useSettingsValue<N extends FieldPath<SettingsFormValues>>(form: SettingsForm, name: N) {
  return useWatch({ control: form.form.control, name });
}
