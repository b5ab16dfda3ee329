import { useMemo, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { rejectCardSchema } from "@kora/shared/contracts/cards.ts";
import { CARD_MESSAGES } from "@kora/shared/domain/cards/rules.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { mayReviewCards } from "../../app/nav/dashboard-menu.ts";
import { isApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Icon } from "../../ui/icon.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { TextAreaField } from "../../ui/text-field.tsx";
import { CardContent } from "./card-content.tsx";
import type { CardsT } from "./cards-i18n.ts";
import { approveCard, cardQuery, refreshCards, rejectCard, reportActionFailure, reviewQueueQuery } from "./cards.client.ts";
import styles from "./cards.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { translatedSchema } from "../../lib/i18n/translated-schema.ts";

/** The reviewer's comments' messages (rejectCardSchema's, in English) in the page's language. */
function commentsMessage(t: CardsT, message: string): string {
  if (message === CARD_MESSAGES.rejectComments) return t.t("review.comments.tooShort");
  if (message === TEXT_LIMITS.reviewerComments.message)
    return t.t("review.comments.tooLong", { max: String(TEXT_LIMITS.reviewerComments.max) });
  return message;
}

function RejectForm({ card, onClose }: { card: CardSummary; onClose: () => void }) {
  const t = useT(cardsMessages);
  const schema = useMemo(
    () => translatedSchema(rejectCardSchema, t.locale === "en" ? null : (message) => commentsMessage(t, message)),
    [t],
  );
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { comments: "" },
    onSubmit: async ({ comments }) => {
      await rejectCard(card.id, comments);
      toast.success(t.t("review.sentBack", { title: card.title, name: card.user.firstName }));
      await refreshCards();
    },
  });
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className={styles.rejectBox}
      aria-label={t.t("review.rejectForm", { title: card.title })}
    >
      <TextAreaField
        label={t.t("review.comments.label")}
        hint={t.t("review.comments.hint", { name: card.user.firstName })}
        rows={4}
        limit={TEXT_LIMITS.reviewerComments}
        error={errorOf("comments")}
        {...field("comments", { capitalise: true })}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" size="small" busy={submitting}>
          {t.t("review.sendBack")}
        </Button>
        <Button variant="ghost" size="small" onClick={onClose} disabled={submitting}>
          {t.t("cancel")}
        </Button>
      </div>
    </form>
  );
}

function ReviewItem({ summary, timezone }: { summary: CardSummary; timezone: string }) {
  const t = useT(cardsMessages);
  const locale = useLocale();
  const detail = useQuery(cardQuery(summary.id));
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveCard(summary.id),
    onSuccess: async (card) => {
      toast.success(t.t("review.approved", { title: card.title, name: card.user.firstName }));
      await refreshCards();
    },
    onError: (error) => reportActionFailure(error, t),
  });
  const titleId = `review-${summary.id}`;
  return (
    <li className={styles.review} aria-labelledby={titleId}>
      <div className={styles.reviewHead}>
        <div>
          <h2 id={titleId}>{summary.title}</h2>
          <p className={styles.byline}>
            {t.t("review.byline", { name: summary.user.fullName, date: formatDateTime(summary.updatedAt, timezone, locale) })}
          </p>
        </div>
      </div>
      {detail.isPending ? (
        <PageLoader label={t.t("review.loadingCard")} />
      ) : detail.isError ? (
        <p className={styles.note}>{t.t("review.cardFailed")}</p>
      ) : (
        <CardContent card={detail.data} />
      )}
      {rejecting ? (
        <RejectForm card={summary} onClose={() => setRejecting(false)} />
      ) : (
        <div className={styles.actions}>
          <Button size="small" busy={approve.isPending} onClick={() => setConfirming(true)}>
            <Icon name="check" size={16} /> {t.t("review.approve")}
          </Button>
          <Button size="small" variant="outline" disabled={approve.isPending} onClick={() => setRejecting(true)}>
            {t.t("review.reject")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.t("review.confirm.title")}
        message={t.t("review.confirm.message", { title: summary.title, name: summary.user.firstName })}
        confirmLabel={t.t("review.confirm.approve")}
        cancelLabel={t.t("cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          approve.mutate();
        }}
      />
    </li>
  );
}

/** Whose first cards wait here, and what to do with them. */
function queueDescription(me: Me, t: CardsT): string {
  if (!me.isStaff) return t.t("review.intro.member");
  return me.groups.some((group) => group.isAdmin) ? t.t("review.intro.staffAndAdmin") : t.t("review.intro.staff");
}

/** /my-kora/kora-cards/review: the cards waiting for this reviewer, in full, to approve or send back. */
export function ReviewCardsPage() {
  const t = useT(cardsMessages);
  usePageTitle(t.t("review.title"));
  const { data: me } = useMe();
  const allowed = Boolean(me && mayReviewCards(me));
  const queue = useQuery({ ...reviewQueueQuery, enabled: allowed });
  if (!me) return null;
  if (!allowed || (isApiError(queue.error) && queue.error.status === 403)) return <ErrorContent kind={403} />;
  return (
    <PageLayout>
      <PageHead
        title={t.t("review.title")}
        actions={
          <Button variant="outline" size="small" onClick={() => void queue.refetch()} busy={queue.isFetching}>
            {t.t("review.refresh")}
          </Button>
        }
      >
        {queueDescription(me, t)}
      </PageHead>
      {queue.isPending ? (
        <PageLoader label={t.t("review.loadingQueue")} />
      ) : queue.isError ? (
        <p className={styles.note}>{t.t("review.queueFailed")}</p>
      ) : queue.data.length === 0 ? (
        <EmptyState icon="check" title={t.t("review.empty.title")}>
          {t.t("review.empty.text")}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t.t("review.list")}>
          {queue.data.map((summary) => (
            <ReviewItem key={summary.id} summary={summary} timezone={me.timezone} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
