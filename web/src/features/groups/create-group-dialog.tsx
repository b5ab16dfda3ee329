import { useNavigate } from "react-router-dom";
import { groupCreateSchema } from "@kora/shared/contracts/groups.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { TextField } from "../../ui/text-field.tsx";
import dialog from "../../ui/dialog.module.css";
import { groupPaths } from "./group-paths.ts";
import { createGroup, type GroupCreate } from "./groups.client.ts";
import { uniqueId } from "./settings-values.ts";
import styles from "./my-groups.module.css";

const EMPTY: GroupCreate = { name: "", slug: "", adminEmail: "", contentOnly: false, pricingEnabled: false };

/** Staff create a group and name its first admin (an existing account's email); its settings open next. */
export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useKoraForm({
    schema: groupCreateSchema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const group = await createGroup(values);
      toast.success(`${group.name} is created. Set up its page next.`);
      form.form.reset(EMPTY);
      onClose();
      navigate(groupPaths.settings(group.slug));
    },
  });
  const { dirtyFields } = form.form.formState;
  const name = form.field("name", { capitalise: false });

  return (
    <Modal open={open} title="Create a group" onEscape={() => !form.submitting && onClose()}>
      <form ref={form.formRef} className={styles.createForm} onSubmit={form.submit} noValidate>
        <TextField
          label="Group name"
          error={form.errorOf("name")}
          {...name}
          onChange={(event) => {
            void name.onChange(event);
            // The address follows the name until someone types one of their own.
            if (!dirtyFields.slug) form.form.setValue("slug", uniqueId(event.target.value, [], "").replace(/^-|-$/g, ""));
          }}
        />
        <TextField
          label="Address"
          hint="kora.com/g/ followed by this: lowercase letters, numbers and dashes."
          error={form.errorOf("slug")}
          {...form.field("slug")}
        />
        <TextField
          label="First admin's email"
          hint="The account that will run the group. It must already exist."
          type="email"
          autoComplete="off"
          error={form.errorOf("adminEmail")}
          {...form.field("adminEmail")}
        />
        <label className={styles.check}>
          <input type="checkbox" {...form.form.register("contentOnly")} /> Content only: resources, no members
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.form.register("pricingEnabled")} /> Pricing enabled: group cards may charge, paid by the group
        </label>
        <div className={dialog.actions}>
          <Button variant="outline" onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" busy={form.submitting}>
            Create group
          </Button>
        </div>
      </form>
    </Modal>
  );
}
