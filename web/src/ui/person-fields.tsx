import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { uiFormsMessages } from "@kora/shared/i18n/messages/ui-forms.ts";
import type { KoraFieldBinder } from "../lib/forms/use-kora-form.ts";
import { useT } from "../lib/i18n/use-t.ts";
import { ChoiceCards, FieldRow, TextField } from "./text-field.tsx";

/** First and last name and "I want to: learn / advise": the same in sign-up and My details. */
export function PersonFields({ field, errorOf }: KoraFieldBinder<"firstName" | "lastName" | "type">) {
  const t = useT(uiFormsMessages);
  return (
    <>
      <FieldRow>
        <TextField
          label={t.t("person.firstName")}
          autoComplete="given-name"
          limit={TEXT_LIMITS.firstName}
          error={errorOf("firstName")}
          {...field("firstName", { capitalise: true })}
        />
        <TextField
          label={t.t("person.lastName")}
          autoComplete="family-name"
          limit={TEXT_LIMITS.lastName}
          error={errorOf("lastName")}
          {...field("lastName", { capitalise: true })}
        />
      </FieldRow>
      <ChoiceCards
        legend={t.t("person.type")}
        error={errorOf("type")}
        inputProps={field("type", { tidy: false })}
        choices={[
          { value: "Learner", title: t.t("person.learn"), description: t.t("person.learn.description") },
          { value: "Advisor", title: t.t("person.advise"), description: t.t("person.advise.description") },
        ]}
      />
    </>
  );
}
