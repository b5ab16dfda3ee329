import { requestCodeSchema, type RequestCode } from "@kora/shared/contracts/auth.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { Button } from "../../ui/button.tsx";
import { PersonFields } from "../../ui/person-fields.tsx";
import { TextField } from "../../ui/text-field.tsx";

type Step = "login" | "signup";

/** Step one of password-free sign-in: the email (and, to sign up, names and what the person wants to do). */
export function EmailStepForm({
  step,
  initialEmail,
  onSubmit,
}: {
  step: Step;
  initialEmail: string;
  onSubmit: (values: RequestCode) => Promise<void>;
}) {
  const defaults: RequestCode =
    step === "signup" ? { step, email: initialEmail, firstName: "", lastName: "", type: "Learner" } : { step, email: initialEmail };
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: requestCodeSchema,
    defaultValues: defaults,
    onSubmit: async (values) => onSubmit(values as RequestCode),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {step === "signup" && <PersonFields field={field} errorOf={errorOf} />}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        limit={TEXT_LIMITS.email}
        error={errorOf("email")}
        {...field("email")}
      />
      <Button type="submit" block size="large" busy={submitting}>
        {step === "signup" ? "Sign up for free" : "Email me a code"}
      </Button>
    </form>
  );
}
