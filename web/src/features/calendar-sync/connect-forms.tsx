import { type FormEvent, type ReactNode, type RefObject, useMemo } from "react";
import { caldavConnectInputSchema, icsSubscribeInputSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { calendarSyncMessages } from "@kora/shared/i18n/messages/calendar-sync.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { connectCaldav, subscribeIcs } from "./calendar-sync.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./calendar-sync.module.css";
import { translatedSchema } from "../../lib/i18n/translated-schema.ts";

type SyncKey = KeyOf<typeof calendarSyncMessages>;

/** The connect schemas' messages (in English, as the server speaks them) by their text, and the key that says each. */
const VALIDATION = new Map(
  Object.entries(calendarSyncMessages.en)
    .filter((entry): entry is [string, string] => entry[0].startsWith("validation.") && typeof entry[1] === "string")
    .map(([key, english]) => [english, key as SyncKey]),
);

/** A connect form's message in the page's language: null for English (the schema's own words). */
const validationText = (t: Translator<SyncKey>) =>
  t.locale === "en"
    ? null
    : (message: string) => {
        const key = VALIDATION.get(message);
        return key ? t.t(key) : message;
      };

/** A connect form's frame: its title (which names the form) and the line under it, then its fields. */
function ConnectForm({
  formRef,
  submit,
  submitting,
  id,
  title,
  lead,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Prefix of the title's id, unique on the page. */
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className={styles.form}
      aria-labelledby={`${id}-title`}
      aria-busy={submitting || undefined}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <p className={settingsPage.muted}>{lead}</p>
      {children}
    </form>
  );
}

/** Well-known CalDAV servers: a button fills the address in. */
export const CALDAV_SERVERS = [
  { name: "iCloud", url: "https://caldav.icloud.com" },
  { name: "Fastmail", url: "https://caldav.fastmail.com" },
  { name: "Nextcloud", url: "https://<your-server>/remote.php/dav" },
] as const;

/**
 * CalDAV: server, user name and app password. The API logs in and lists the calendars before it
 * answers; a refusal comes back as a 422 on the field at fault, and everything typed stays.
 */
export function CaldavForm() {
  const t = useT(calendarSyncMessages);
  const schema = useMemo(() => translatedSchema(caldavConnectInputSchema, validationText(t)), [t]);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { serverUrl: "", username: "", password: "" },
    onSubmit: async (values) => {
      const connection = await connectCaldav(values);
      form.reset();
      toast.success(t.t("caldav.connected", { label: connection.label }));
    },
  });
  const fill = (url: string) => {
    form.setValue("serverUrl", url, { shouldDirty: true });
    form.clearErrors("serverUrl");
    // Nextcloud's address needs the person's own server put in.
    const input = formRef.current?.querySelector<HTMLInputElement>('input[name="serverUrl"]');
    input?.focus();
    if (input && url.includes("<your-server>")) input.setSelectionRange(url.indexOf("<"), url.indexOf(">") + 1);
  };
  return (
    <ConnectForm
      formRef={formRef}
      submit={submit}
      submitting={submitting}
      id="caldav"
      title={t.t("caldav.title")}
      lead={t.t("caldav.lead")}
    >
      <TextField
        label={t.t("caldav.server")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://caldav.fastmail.com"
        hint={t.t("caldav.server.hint")}
        error={errorOf("serverUrl")}
        {...field("serverUrl")}
      />
      <ul className={styles.presets} aria-label={t.t("caldav.presets")}>
        {CALDAV_SERVERS.map((server) => (
          <li key={server.name}>
            <button type="button" className={styles.preset} onClick={() => fill(server.url)}>
              <strong>{server.name}</strong> <code>{server.url}</code>
            </button>
          </li>
        ))}
      </ul>
      <TextField
        label={t.t("caldav.username")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorOf("username")}
        {...field("username")}
      />
      <TextField
        label={t.t("caldav.password")}
        type="password"
        autoComplete="new-password"
        hint={t.t("caldav.password.hint")}
        error={errorOf("password")}
        {...field("password", { tidy: false })}
      />
      <Button type="submit" busy={submitting}>
        {submitting ? t.t("caldav.connecting") : t.t("caldav.connect")}
      </Button>
    </ConnectForm>
  );
}

/** A read-only subscription to any ICS address (a calendar's secret address, say). */
export function IcsForm() {
  const t = useT(calendarSyncMessages);
  const schema = useMemo(() => translatedSchema(icsSubscribeInputSchema, validationText(t)), [t]);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { url: "", label: "" },
    onSubmit: async (values) => {
      const connection = await subscribeIcs({ url: values.url, ...(values.label ? { label: values.label } : {}) });
      form.reset();
      toast.success(t.t("ics.subscribed", { label: connection.label }));
    },
  });
  return (
    <ConnectForm formRef={formRef} submit={submit} submitting={submitting} id="ics" title={t.t("ics.title")} lead={t.t("ics.lead")}>
      <TextField
        label={t.t("ics.address")}
        type="url"
        inputMode="url"
        placeholder="https://example.com/work.ics"
        hint={t.t("ics.address.hint")}
        error={errorOf("url")}
        {...field("url")}
      />
      <TextField label={t.t("ics.name")} placeholder={t.t("ics.name.placeholder")} error={errorOf("label")} {...field("label")} />
      <Button type="submit" variant="secondary" busy={submitting}>
        {submitting ? t.t("ics.subscribing") : t.t("ics.subscribe")}
      </Button>
    </ConnectForm>
  );
}
