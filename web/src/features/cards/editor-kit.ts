import { useWatch, type FieldPath } from "react-hook-form";
import type { CardDraft } from "@kora/shared/contracts/card-drafts.ts";
import type { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import type { CardEditorValues } from "./card-editor-values.ts";

/** The editor's form, as each section of it receives it. */
export type EditorKit = ReturnType<typeof useKoraForm<CardEditorValues, CardDraft>>;

/**
 * One value of the form, re-rendering only the component that asks (the form's own watch() would
 * re-render the whole editor on every keystroke).
 */
export function useEditorValue<N extends FieldPath<CardEditorValues>>(kit: EditorKit, name: N) {
  return useWatch({ control: kit.form.control, name });
}

/** Sets a list the editor draws itself (skills, categories): marks it changed, re-checks it after a first submit. */
export function setList(kit: EditorKit, name: "skills" | "categoryIds", next: string[]): void {
  kit.form.setValue(name, next, { shouldDirty: true, shouldValidate: kit.form.formState.isSubmitted });
}
