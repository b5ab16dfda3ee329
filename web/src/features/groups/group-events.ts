import { realtime } from "../../lib/realtime/realtime.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { refreshGroups } from "./groups.client.ts";

export const accessGrantedMessage = (name: string) => `You're now a member of ${name}.`;

let listening = false;

/**
 * GroupAccessGranted (public-site §4) reaches the member wherever they are in the app: a success
 * toast (event length), and fresh groups and user, so the group's page, the menus and My groups
 * open up at once.
 */
export function listenForGroupAccess(): void {
  if (listening) return;
  listening = true;
  realtime().onEvent("GroupAccessGranted", ({ data }) => {
    toast.success(accessGrantedMessage(data.name), "event", { to: `/g/${data.slug}`, label: "Open the group" });
    void refreshGroups();
  });
}
