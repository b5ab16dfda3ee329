import { useState } from "react";
import { BRAND } from "@kora/shared/brand.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ProRequestDto, proRequestDtoSchema } from "@kora/shared/contracts/plans.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { api, isApiError } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Panel } from "../../ui/surface.tsx";
import styles from "./plans.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";

const requestsSchema = z.array(proRequestDtoSchema);
const requestsQuery = {
  queryKey: ["pro-requests"],
  queryFn: () => api.get("/api/subscriptions/pro-requests", { schema: requestsSchema, toast: false }),
};

const STATUS = { pending: "Waiting for an answer", approved: "Approved: on Pro", declined: "Declined" } as const;

/** One request: who, what they said, and (while pending) the two answers. */
function RequestRow({ request }: { request: ProRequestDto }) {
  const [busy, setBusy] = useState<"approve" | "decline" | null>(null);
  const answer = async (action: "approve" | "decline") => {
    setBusy(action);
    try {
      const list = await api.post(`/api/subscriptions/pro-requests/${request.id}/${action}`, undefined, {
        schema: requestsSchema,
        toast: false,
      });
      queryClient.setQueryData(requestsQuery.queryKey, list);
      toast.success(action === "approve" ? `${request.name} is on Pro now.` : `${request.name}'s request was declined.`);
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : "That didn't work. Please try again.");
      await queryClient.invalidateQueries({ queryKey: requestsQuery.queryKey });
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className={styles.request}>
      <div className={styles.requestHead}>
        <strong>{request.name}</strong>
        <span className={styles.small}>
          {request.email ?? "no email"} · {formatCreditExpiry(request.createdAt, "UTC")}
        </span>
      </div>
      <p className={styles.requestMessage}>{request.message}</p>
      {request.status === "pending" ? (
        <div className={styles.requestActions}>
          <Button variant="outline" busy={busy === "decline"} disabled={busy !== null} onClick={() => void answer("decline")}>
            Decline
          </Button>
          <Button busy={busy === "approve"} disabled={busy !== null} onClick={() => void answer("approve")}>
            Approve Pro
          </Button>
        </div>
      ) : (
        <p className={styles.small}>{STATUS[request.status]}</p>
      )}
    </li>
  );
}

/** /my-kora/more/pro-requests — staff answer requests for Pro (pending first). */
export function ProRequestsPage() {
  usePageTitle("Pro requests");
  const { data: me } = useMe();
  const requests = useQuery({ ...requestsQuery, enabled: Boolean(me?.isStaff) });
  if (!me?.isStaff) return <p>Only the {BRAND.name} team answers Pro requests.</p>;
  return (
    <PageLayout width="wide">
      <PageHead title="Pro requests">Approving gives Pro at once; the person is mailed either way. Each request is answered once.</PageHead>
      <Panel>
        {requests.isPending ? (
          <PageLoader />
        ) : requests.isError ? (
          <LoadFailed what="Pro requests" onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <p className={styles.small}>No requests yet.</p>
        ) : (
          <ul className={styles.requests} aria-label="Requests">
            {requests.data.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </Panel>
    </PageLayout>
  );
}
