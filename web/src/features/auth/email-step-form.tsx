import { requestCodeSchema, type RequestCode } from "@kora/shared/contracts/auth.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { Button } from "../../ui/button.tsx";
import { ChoiceCards, FieldRow, TextField } from "../../ui/text-field.tsx";

type Step = "login" | "signup";

/** Step one of password-free sign-in: the email (and, to sign up, names and what the person wants to do). */
export function EmailStepForm({ step, initialEmail, onSubmit }: { step: Step; initialEmail: string; onSubmit: (values: RequestCode) => Promise<void> }) {
  const defaults: RequestCode = step === "signup" ? { step, email: initialEmail, firstName: "", lastName: "", type: "Learner" } : { step, email: initialEmail };
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: requestCodeSchema,
    defaultValues: defaults,
    onSubmit: async (values) => onSubmit(values as RequestCode),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {step === "signup" && (
        <>
          <FieldRow>
            <TextField label="First name" autoComplete="given-name" error={errorOf("firstName")} {...field("firstName", { capitalise: true })} />
            <TextField label="Last name" autoComplete="family-name" error={errorOf("lastName")} {...field("lastName", { capitalise: true })} />
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
      )}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errorOf("email")} {...field("email")} />
      <Button type="submit" block size="large" busy={submitting}>
        {step === "signup" ? "Sign up for free" : "Email me a code"}
      </Button>
    </form>
  );
}
