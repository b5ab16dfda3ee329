import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { rejectCardSchema } from "@kora/shared/contracts/cards.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { mayReviewCards } from "../../app/nav/dashboard-menu.ts";
import { isApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Icon } from "../../ui/icon.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { TextAreaField } from "../../ui/text-field.tsx";
import { CardContent } from "./card-content.tsx";
import { approveCard, cardQuery, refreshCards, rejectCard, reportActionFailure, reviewQueueQuery } from "./cards.client.ts";
import styles from "./cards.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";
import { PageHead } from "../../ui/page-head.tsx";

function RejectForm({ card, onClose }: { card: CardSummary; onClose: () => void }) {
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: rejectCardSchema,
    defaultValues: { comments: "" },
    onSubmit: async ({ comments }) => {
      await rejectCard(card.id, comments);
      toast.success(`'${card.title}' went back to ${card.user.firstName} with your comments.`);
      await refreshCards();
    },
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.rejectBox} aria-label={`Reject ${card.title}`}>
      <TextAreaField
        label="What should the advisor change?"
        hint={`${card.user.firstName} sees these comments. At least 10 characters.`}
        rows={4}
        limit={TEXT_LIMITS.reviewerComments}
        error={errorOf("comments")}
        {...field("comments", { capitalise: true })}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" size="small" busy={submitting}>
          Send back with comments
        </Button>
        <Button variant="ghost" size="small" onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReviewItem({ summary, timezone }: { summary: CardSummary; timezone: string }) {
  const detail = useQuery(cardQuery(summary.id));
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveCard(summary.id),
    onSuccess: async (card) => {
      toast.success(`'${card.title}' is approved and published. ${card.user.firstName} has been told.`);
      await refreshCards();
    },
    onError: reportActionFailure,
  });
  const titleId = `review-${summary.id}`;
  return (
    <li className={styles.review} aria-labelledby={titleId}>
      <div className={styles.reviewHead}>
        <div>
          <h2 id={titleId}>{summary.title}</h2>
          <p className={styles.byline}>
            By {summary.user.fullName} · sent for review {formatDateTime(summary.updatedAt, timezone)}
          </p>
        </div>
      </div>
      {detail.isPending ? (
        <PageLoader label="Loading the card" />
      ) : detail.isError ? (
        <p className={styles.note}>This card could not be loaded. It may have been withdrawn.</p>
      ) : (
        <CardContent card={detail.data} />
      )}
      {rejecting ? (
        <RejectForm card={summary} onClose={() => setRejecting(false)} />
      ) : (
        <div className={styles.actions}>
          <Button size="small" busy={approve.isPending} onClick={() => setConfirming(true)}>
            <Icon name="check" size={16} /> Approve and publish
          </Button>
          <Button size="small" variant="outline" disabled={approve.isPending} onClick={() => setRejecting(true)}>
            Reject with comments
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Approve this card?"
        message={`'${summary.title}' will be published and ${summary.user.firstName} will be told straight away.`}
        confirmLabel="Approve"
        cancelLabel="Cancel"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          approve.mutate();
        }}
      />
    </li>
  );
}

function queueDescription(me: Me): string {
  if (!me.isStaff) return "An advisor's first card in one of your groups waits here for you.";
  return me.groups.some((group) => group.isAdmin)
    ? "First marketplace cards, and first cards in your groups, wait here."
    : "An advisor's first marketplace card waits here for the Kora team.";
}

/** /my-kora/kora-cards/review: the cards waiting for this reviewer, in full, to approve or send back. */
export function ReviewCardsPage() {
  usePageTitle("Review cards");
  const { data: me } = useMe();
  const allowed = Boolean(me && mayReviewCards(me));
  const queue = useQuery({ ...reviewQueueQuery, enabled: allowed });
  if (!me) return null;
  if (!allowed || (isApiError(queue.error) && queue.error.status === 403)) return <ErrorContent kind={403} />;
  return (
    <PageLayout>
      <PageHead
        title="Review cards"
        actions={
          <Button variant="outline" size="small" onClick={() => void queue.refetch()} busy={queue.isFetching}>
            Refresh
          </Button>
        }
      >
        {queueDescription(me)} Approve to publish, or send back with comments.
      </PageHead>
      {queue.isPending ? (
        <PageLoader label="Loading the queue" />
      ) : queue.isError ? (
        <p className={styles.note}>The review queue could not be loaded. Try again in a moment.</p>
      ) : queue.data.length === 0 ? (
        <EmptyState icon="check" title="Nothing to review">
          New cards appear here when advisors publish them for the first time.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Cards awaiting review">
          {queue.data.map((summary) => (
            <ReviewItem key={summary.id} summary={summary} timezone={me.timezone} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
