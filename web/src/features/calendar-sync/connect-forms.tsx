import type { FormEvent, ReactNode, RefObject } from "react";
import { caldavConnectInputSchema, icsSubscribeInputSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { connectCaldav, subscribeIcs } from "./calendar-sync.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./calendar-sync.module.css";

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
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: caldavConnectInputSchema,
    defaultValues: { serverUrl: "", username: "", password: "" },
    onSubmit: async (values) => {
      const connection = await connectCaldav(values);
      form.reset();
      toast.success(`Connected ${connection.label}. Its busy times are being read now.`);
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
      title="CalDAV account"
      lead="iCloud, Fastmail, Nextcloud and most other calendar services. Kora reads your busy times and can write your sessions in."
    >
      <TextField
        label="Server address"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://caldav.fastmail.com"
        hint="Your calendar service's CalDAV address: choose yours below to fill it in, or type it."
        error={errorOf("serverUrl")}
        {...field("serverUrl")}
      />
      <ul className={styles.presets} aria-label="Known calendar servers">
        {CALDAV_SERVERS.map((server) => (
          <li key={server.name}>
            <button type="button" className={styles.preset} onClick={() => fill(server.url)}>
              <strong>{server.name}</strong> <code>{server.url}</code>
            </button>
          </li>
        ))}
      </ul>
      <TextField
        label="User name"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorOf("username")}
        {...field("username")}
      />
      <TextField
        label="App password"
        type="password"
        autoComplete="new-password"
        hint="An app password is a password your calendar service makes for one app, so Kora never needs your main password. Make one in your account's security settings."
        error={errorOf("password")}
        {...field("password", { tidy: false })}
      />
      <Button type="submit" busy={submitting}>
        {submitting ? "Connecting…" : "Connect calendar"}
      </Button>
    </ConnectForm>
  );
}

/** A read-only subscription to any ICS address (a calendar's secret address, say). */
export function IcsForm() {
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: icsSubscribeInputSchema,
    defaultValues: { url: "", label: "" },
    onSubmit: async (values) => {
      const connection = await subscribeIcs({ url: values.url, ...(values.label ? { label: values.label } : {}) });
      form.reset();
      toast.success(`Subscribed to ${connection.label}.`);
    },
  });
  return (
    <ConnectForm
      formRef={formRef}
      submit={submit}
      submitting={submitting}
      id="ics"
      title="Subscribe to an ICS address"
      lead="Read-only: Kora reads busy times from it but can't write your sessions in."
    >
      <TextField
        label="ICS address"
        type="url"
        inputMode="url"
        placeholder="https://example.com/work.ics"
        hint="Most calendar apps give each calendar a secret address in iCal format; it usually ends in .ics."
        error={errorOf("url")}
        {...field("url")}
      />
      <TextField label="Name (optional)" placeholder="Work calendar" error={errorOf("label")} {...field("label")} />
      <Button type="submit" variant="secondary" busy={submitting}>
        {submitting ? "Subscribing…" : "Subscribe"}
      </Button>
    </ConnectForm>
  );
}
