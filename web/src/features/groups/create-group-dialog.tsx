import { useNavigate } from "react-router-dom";
import { GROUP_MESSAGES, groupCreateSchema } from "@kora/shared/contracts/groups.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import type { KeyOf } from "@kora/shared/i18n/translate.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { TextField } from "../../ui/text-field.tsx";
import dialog from "../../ui/dialog.module.css";
import { groupPaths } from "./group-paths.ts";
import { createGroup, type GroupCreate } from "./groups.client.ts";
import { useLocalisedSchema } from "./localised-schema.ts";
import { uniqueId } from "./settings-values.ts";
import styles from "./my-groups.module.css";

const EMPTY: GroupCreate = { name: "", slug: "", adminEmail: "", contentOnly: false, pricingEnabled: false };

/** The schema's messages, by their English. */
const KNOWN: Record<string, KeyOf<typeof groupsMessages>> = {
  [GROUP_MESSAGES.name]: "validation.groupName",
  [GROUP_MESSAGES.slug]: "validation.slug",
  "Please enter a valid email address.": "validation.email",
};

/** Staff create a group and name its first admin (an existing account's email); its settings open next. */
export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT(groupsMessages);
  const form = useKoraForm({
    schema: useLocalisedSchema(groupCreateSchema, t, KNOWN),
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const group = await createGroup(values);
      toast.success(t.t("create.created", { name: group.name }));
      form.form.reset(EMPTY);
      onClose();
      navigate(groupPaths.settings(group.slug));
    },
  });
  const { dirtyFields } = form.form.formState;
  const name = form.field("name", { capitalise: false });

  return (
    <Modal open={open} title={t.t("create.title")} onEscape={() => !form.submitting && onClose()}>
      <form ref={form.formRef} className={styles.createForm} onSubmit={form.submit} noValidate>
        <TextField
          label={t.t("create.name")}
          error={form.errorOf("name")}
          {...name}
          onChange={(event) => {
            void name.onChange(event);
            // The address follows the name until someone types one of their own.
            if (!dirtyFields.slug) form.form.setValue("slug", uniqueId(event.target.value, [], "").replace(/^-|-$/g, ""));
          }}
        />
        <TextField label={t.t("create.address")} hint={t.t("create.addressHint")} error={form.errorOf("slug")} {...form.field("slug")} />
        <TextField
          label={t.t("create.adminEmail")}
          hint={t.t("create.adminEmailHint")}
          type="email"
          autoComplete="off"
          error={form.errorOf("adminEmail")}
          {...form.field("adminEmail")}
        />
        <label className={styles.check}>
          <input type="checkbox" {...form.form.register("contentOnly")} /> {t.t("create.contentOnly")}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.form.register("pricingEnabled")} /> {t.t("create.pricing")}
        </label>
        <div className={dialog.actions}>
          <Button variant="outline" onClick={onClose} disabled={form.submitting}>
            {t.t("cancel")}
          </Button>
          <Button type="submit" busy={form.submitting}>
            {t.t("create.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
