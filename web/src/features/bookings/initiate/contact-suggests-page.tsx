import { useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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
import { type contactSuggestsSchema, contactSuggestsSchemaIn, type ContactSuggestsValues } from "./initiate-forms.ts";
import { useMyBookingData } from "./use-my-booking-data.ts";
import type { z } from "zod";
import styles from "./initiate.module.css";

function ContactSuggestsForm({ cards, contacts }: { me: Me; cards: BookableCard[]; contacts: Contact[] }) {
  const t = useT(bookingsInitiateMessages);
  const tb = useT(bookingsMessages);
  const schema = useMemo(() => contactSuggestsSchemaIn(tb), [tb]);
  const navigate = useNavigate();
  const done = useRef(false);
  const only = cards.length === 1 ? cards[0]! : null;
  const action = useBookingAction();
  const kora = useKoraForm<ContactSuggestsValues, z.output<typeof contactSuggestsSchema>>({
    schema,
    defaultValues: { email: "", firstName: "", cardId: only?.id ?? "", message: "" },
    onSubmit: async (values) => {
      await action.run("contact-suggests", () => contactSuggests(values), {
        success: () => t.t("contact.sent", { name: values.firstName }),
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
          label={t.t("contact.fillIn")}
          defaultValue=""
          onChange={(event) => {
            const contact = withEmail.find((candidate) => candidate.id === event.target.value);
            if (!contact) return;
            form.setValue("email", contact.email ?? "", { shouldDirty: true });
            form.setValue("firstName", contact.firstName, { shouldDirty: true });
          }}
        >
          <option value="">{t.t("form.chooseContact")}</option>
          {withEmail.map((contact) => (
            <option key={contact.id} value={contact.id}>
              {contact.fullName}
            </option>
          ))}
        </SelectField>
      )}
      <FieldRow>
        <TextField
          label={t.t("form.email")}
          type="email"
          autoComplete="off"
          limit={TEXT_LIMITS.email}
          error={kora.errorOf("email")}
          {...kora.field("email")}
        />
        <TextField
          label={t.t("form.firstName")}
          autoComplete="off"
          limit={TEXT_LIMITS.firstName}
          error={kora.errorOf("firstName")}
          {...kora.field("firstName", { capitalise: true })}
        />
      </FieldRow>
      <SelectField
        label={t.t("contact.card")}
        hint={t.t("contact.cardHint")}
        error={kora.errorOf("cardId")}
        {...kora.field("cardId", { tidy: false })}
      >
        {!only && <option value="">{t.t("form.chooseCard")}</option>}
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {card.title}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t.t("contact.message")}
        hint={t.t("contact.messageHint")}
        rows={3}
        limit={TEXT_LIMITS.message}
        error={kora.errorOf("message")}
        {...kora.field("message")}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={action.busy !== null}>
          {t.t("contact.submit")}
        </Button>
      </div>
      <UnsavedChangesPrompt when={form.formState.isDirty && !done.current && !kora.submitting} />
    </form>
  );
}

/** /my-kora/bookings/initiate/your-contact-suggests — they get my card's booking link by email and choose a time. */
export function YourContactSuggestsPage() {
  const t = useT(bookingsInitiateMessages);
  const { data: me } = useMe();
  const { cards, contacts, advisor } = useMyBookingData(me, true);
  if (!me) return null;
  return (
    <FlowFrame
      back={bookingPaths.initiate("schedule-for-later")}
      backLabel={t.t("later.title")}
      title={t.t("contact.title")}
      intro={t.t("contact.intro")}
    >
      <AdvisorFlowGate advisor={advisor} cards={cards} contacts={null}>
        <ContactSuggestsForm me={me} cards={cards.data ?? []} contacts={contacts.data ?? []} />
      </AdvisorFlowGate>
    </FlowFrame>
  );
}
