import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { useKoraForm } from "../../../lib/forms/use-kora-form.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../../lib/forms/unsaved-changes.tsx";
import { useMe } from "../../../lib/session.ts";
import { Button } from "../../../ui/button.tsx";
import { FieldRow, SelectField, TextAreaField, TextField } from "../../../ui/text-field.tsx";
import { bookingPaths } from "../booking-paths.ts";
import { contactSuggests, type BookableCard, type Contact } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { AdvisorFlowGate } from "./advisor-only.tsx";
import { FlowFrame } from "./flow-bits.tsx";
import { contactSuggestsSchema, type ContactSuggestsValues } from "./initiate-forms.ts";
import { useMyBookingData } from "./use-my-booking-data.ts";
import type { z } from "zod";
import styles from "./initiate.module.css";

function ContactSuggestsForm({ cards, contacts }: { me: Me; cards: BookableCard[]; contacts: Contact[] }) {
  const navigate = useNavigate();
  const done = useRef(false);
  const only = cards.length === 1 ? cards[0]! : null;
  const action = useBookingAction();
  const kora = useKoraForm<ContactSuggestsValues, z.output<typeof contactSuggestsSchema>>({
    schema: contactSuggestsSchema,
    defaultValues: { email: "", firstName: "", cardId: only?.id ?? "", message: "" },
    onSubmit: async (values) => {
      await action.run("contact-suggests", () => contactSuggests(values), {
        success: () => `We've emailed ${values.firstName} your booking link.`,
        onSuccess: () => {
          done.current = true;
          navigate(bookingPaths.initiate("schedule-for-later"), { state: LEAVE_WITHOUT_ASKING });
        },
        fields: "form",
      });
    },
  });
  const { form } = kora;
  const withEmail = contacts.filter((contact) => contact.email);
  return (
    <form ref={kora.formRef} className={styles.form} onSubmit={kora.submit} noValidate>
      {withEmail.length > 0 && (
        <SelectField
          label="Fill in from your contacts (optional)"
          defaultValue=""
          onChange={(event) => {
            const contact = withEmail.find((candidate) => candidate.id === event.target.value);
            if (!contact) return;
            form.setValue("email", contact.email ?? "", { shouldDirty: true });
            form.setValue("firstName", contact.firstName, { shouldDirty: true });
          }}
        >
          <option value="">Choose a contact</option>
          {withEmail.map((contact) => (
            <option key={contact.id} value={contact.id}>
              {contact.fullName}
            </option>
          ))}
        </SelectField>
      )}
      <FieldRow>
        <TextField
          label="Their email"
          type="email"
          autoComplete="off"
          limit={TEXT_LIMITS.email}
          error={kora.errorOf("email")}
          {...kora.field("email")}
        />
        <TextField
          label="Their first name"
          autoComplete="off"
          limit={TEXT_LIMITS.firstName}
          error={kora.errorOf("firstName")}
          {...kora.field("firstName", { capitalise: true })}
        />
      </FieldRow>
      <SelectField
        label="Card to book"
        hint="They get this card's booking link and pick any of its free times."
        error={kora.errorOf("cardId")}
        {...kora.field("cardId", { tidy: false })}
      >
        {!only && <option value="">Choose one of your cards</option>}
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {card.title}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message (optional)"
        hint="A line to go with the link."
        rows={3}
        limit={TEXT_LIMITS.message}
        error={kora.errorOf("message")}
        {...kora.field("message")}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={action.busy !== null}>
          Email my booking link
        </Button>
      </div>
      <UnsavedChangesPrompt when={form.formState.isDirty && !done.current && !kora.submitting} />
    </form>
  );
}

/** /my-kora/bookings/initiate/your-contact-suggests — they get my card's booking link by email and choose a time. */
export function YourContactSuggestsPage() {
  const { data: me } = useMe();
  const { cards, contacts, advisor } = useMyBookingData(me, true);
  if (!me) return null;
  return (
    <FlowFrame
      back={bookingPaths.initiate("schedule-for-later")}
      backLabel="Schedule for later"
      title="Your contact suggests"
      intro="We email your contact your card's booking link, so they choose a time that suits them. You confirm it as a normal request."
    >
      <AdvisorFlowGate advisor={advisor} cards={cards} contacts={null}>
        <ContactSuggestsForm me={me} cards={cards.data ?? []} contacts={contacts.data ?? []} />
      </AdvisorFlowGate>
    </FlowFrame>
  );
}
