import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { groupQuery } from "./groups.client.ts";

/**
 * The group of the page as this viewer sees it, once the viewer is known (a guest and a member see
 * different things). `missing`: the API answered 404 (unknown slug, or a group hidden from them).
 */
export function useGroupView(slug: string) {
  const me = useMe();
  const viewer = me.data?.id ?? null;
  const group = useQuery({ ...groupQuery(slug, viewer), enabled: !me.isPending });
  const missing = group.isError && isApiError(group.error) && group.error.status === 404;
  return { me: me.data ?? null, mePending: me.isPending, group, missing };
}
