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
import type { KeyOf } from "@kora/shared/i18n/translate.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { plansMessages } from "@kora/shared/i18n/messages/plans.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const requestsSchema = z.array(proRequestDtoSchema);
const requestsQuery = {
  queryKey: ["pro-requests"],
  queryFn: () => api.get("/api/subscriptions/pro-requests", { schema: requestsSchema, toast: false }),
};

const STATUS: Record<ProRequestDto["status"], KeyOf<typeof plansMessages>> = {
  pending: "requests.status.pending",
  approved: "requests.status.approved",
  declined: "requests.status.declined",
};

/** One request: who, what they said, and (while pending) the two answers. */
function RequestRow({ request }: { request: ProRequestDto }) {
  const t = useT(plansMessages);
  const locale = useLocale();
  const [busy, setBusy] = useState<"approve" | "decline" | null>(null);
  const answer = async (action: "approve" | "decline") => {
    setBusy(action);
    try {
      const list = await api.post(`/api/subscriptions/pro-requests/${request.id}/${action}`, undefined, {
        schema: requestsSchema,
        toast: false,
      });
      queryClient.setQueryData(requestsQuery.queryKey, list);
      toast.success(t.t(action === "approve" ? "requests.approved" : "requests.declined", { name: request.name }));
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : t.t("requests.failed"));
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
          {request.email ?? t.t("requests.noEmail")} · {formatCreditExpiry(request.createdAt, "UTC", locale)}
        </span>
      </div>
      <p className={styles.requestMessage}>{request.message}</p>
      {request.status === "pending" ? (
        <div className={styles.requestActions}>
          <Button variant="outline" busy={busy === "decline"} disabled={busy !== null} onClick={() => void answer("decline")}>
            {t.t("requests.decline")}
          </Button>
          <Button busy={busy === "approve"} disabled={busy !== null} onClick={() => void answer("approve")}>
            {t.t("requests.approve")}
          </Button>
        </div>
      ) : (
        <p className={styles.small}>{t.t(STATUS[request.status])}</p>
      )}
    </li>
  );
}

/** /my-kora/more/pro-requests — staff answer requests for Pro (pending first). */
export function ProRequestsPage() {
  const t = useT(plansMessages);
  usePageTitle(t.t("requests.title"));
  const { data: me } = useMe();
  const requests = useQuery({ ...requestsQuery, enabled: Boolean(me?.isStaff) });
  if (!me?.isStaff) return <p>{t.t("requests.staffOnly", { brand: BRAND.name })}</p>;
  return (
    <PageLayout width="wide">
      <PageHead title={t.t("requests.title")}>{t.t("requests.lead")}</PageHead>
      <Panel>
        {requests.isPending ? (
          <PageLoader />
        ) : requests.isError ? (
          <LoadFailed message={t.t("requests.loadFailed")} onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <p className={styles.small}>{t.t("requests.none")}</p>
        ) : (
          <ul className={styles.requests} aria-label={t.t("requests.list")}>
            {requests.data.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </Panel>
    </PageLayout>
  );
}
