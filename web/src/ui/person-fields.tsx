import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import type { KoraFieldBinder } from "../lib/forms/use-kora-form.ts";
import { ChoiceCards, FieldRow, TextField } from "./text-field.tsx";

/** First and last name and "I want to: learn / advise": the same in sign-up and My details. */
export function PersonFields({ field, errorOf }: KoraFieldBinder<"firstName" | "lastName" | "type">) {
  return (
    <>
      <FieldRow>
        <TextField
          label="First name"
          autoComplete="given-name"
          limit={TEXT_LIMITS.firstName}
          error={errorOf("firstName")}
          {...field("firstName", { capitalise: true })}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          limit={TEXT_LIMITS.lastName}
          error={errorOf("lastName")}
          {...field("lastName", { capitalise: true })}
        />
      </FieldRow>
      <ChoiceCards
        legend="I want to:"
        error={errorOf("type")}
        inputProps={field("type", { tidy: false })}
        choices={[
          { value: "Learner", title: "Learn", description: "Book sessions with advisors" },
          { value: "Advisor", title: "Advise", description: "Share what I know, free or paid" },
        ]}
      />
    </>
  );
}
