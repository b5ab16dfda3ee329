import { Fragment, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { UNANSWERED_EXPIRIES_TO_UNPUBLISH } from "@kora/shared/domain/cards/auto-unpublish.ts";
import { isViewable } from "@kora/shared/domain/cards/lifecycle.ts";
import { needsHoursWarning } from "@kora/shared/domain/onboarding/bookable-time.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { fetchAvailabilitySummary } from "../availability/availability.api.ts";
import { actionDoneMessage, actionLabel, confirmationFor, needsConfirmation, ownerActions, type StatusAction } from "./card-actions.ts";
import { StatusChip, typeLabel } from "./card-bits.tsx";
import { formatDuration, rateLabel } from "./card-format.ts";
import { cardPaths } from "./card-paths.ts";
import { joinList } from "./cards-i18n.ts";
import { cardQuery, refreshCards, reportActionFailure, runCardAction } from "./cards.client.ts";
import { CopyMeetingLink } from "./copy-meeting-link.tsx";
import styles from "./cards.module.css";
import { PublishWarning } from "./publish-warning.tsx";

/** Why a draft is a draft when it isn't the owner's doing: the reviewer's comments, or an automatic unpublish. Only the card's detail carries them. */
function DraftReason({ cardId }: { cardId: string }) {
  const t = useT(cardsMessages);
  const { data } = useQuery(cardQuery(cardId));
  if (data?.autoUnpublished)
    return (
      <div className={styles.feedback} role="note" aria-label={t.t("list.autoUnpublished.label")}>
        <strong>{t.t("list.autoUnpublished.title")}</strong>
        <p>{t.t(`autoUnpublished.why.${data.autoUnpublished}`, { count: UNANSWERED_EXPIRIES_TO_UNPUBLISH })}</p>
        {data.autoUnpublished === "no-availability" && <Link to={appPath("my-calendar/working-hours")}>{t.t("list.setWorkingHours")}</Link>}
      </div>
    );
  if (!data?.reviewFeedback) return null;
  return (
    <div className={styles.feedback} role="note" aria-label={t.t("list.feedback.label")}>
      <strong>{t.t("list.feedback.title")}</strong>
      <p>{data.reviewFeedback}</p>
    </div>
  );
}

/** One of my cards: what it is, its status, and what I can do with it. */
export function CardListItem({ card }: { card: CardSummary }) {
  const t = useT(cardsMessages);
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const action = useMutation({
    mutationFn: (next: StatusAction) => runCardAction(card.id, next),
    onSuccess: async (after, done) => {
      const message = actionDoneMessage(done, card.title, after, t);
      if (after?.status === "awaiting-review") toast.info(message, "event");
      else toast.success(message);
      await refreshCards();
    },
    onError: (error) => reportActionFailure(error, t),
  });
  const [noHours, setNoHours] = useState(false);
  const [checking, setChecking] = useState(false);
  const navigate = useNavigate();
  /** Publishing asks first, warning instead when nobody could book the card in the next 4 weeks (core §4 Cards). */
  const askToPublish = async () => {
    setChecking(true);
    try {
      if (needsHoursWarning(await fetchAvailabilitySummary(card.id))) setNoHours(true);
      else setAsking("publish");
    } catch {
      setAsking("publish");
    } finally {
      setChecking(false);
    }
  };
  const start = (next: StatusAction) =>
    next === "publish" ? void askToPublish() : needsConfirmation(next) ? setAsking(next) : action.mutate(next);
  const confirmation = asking && confirmationFor(asking, { ...card, groupName: card.group?.name }, t);
  const titled = isViewable(card.status, false) ? <Link to={card.link}>{card.title}</Link> : card.title;

  return (
    <li className={styles.item} aria-label={card.title}>
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle}>{titled}</h2>
        <StatusChip status={card.status} />
      </div>
      <ul className={styles.facts}>
        <li>
          <strong>{card.unsetFields?.includes("rate") ? t.t("list.rateNotSet") : rateLabel(card.rate, card.currency, t)}</strong>
        </li>
        {card.durations.length > 0 && (
          <li>
            {joinList(
              card.durations.map((minutes) => formatDuration(minutes, t.locale)),
              t,
            )}
          </li>
        )}
        <li>{typeLabel(card.type, card.group?.name, t)}</li>
      </ul>
      {card.excerpt && <p className={styles.excerpt}>{card.excerpt}</p>}
      {card.skills.length > 0 && (
        <ul className={styles.chips} aria-label={t.t("skills")}>
          {card.skills.map((skill) => (
            <li key={skill} className={styles.chip}>
              {skill}
            </li>
          ))}
        </ul>
      )}
      {card.status === "draft" && <DraftReason cardId={card.id} />}
      {card.status === "awaiting-review" && <p className={styles.note}>{t.t("list.awaitingReview")}</p>}
      <div className={styles.actions}>
        {ownerActions(card).map((next) =>
          next === "edit" ? (
            <Fragment key={next}>
              <ButtonLink to={cardPaths.edit(card.user.slug, card.id)} size="small" variant="outline">
                {t.t("action.edit")}
              </ButtonLink>
              {isViewable(card.status, false) && <CopyMeetingLink link={card.link} />}
            </Fragment>
          ) : (
            <Button
              key={next}
              size="small"
              variant={next === "publish" ? "primary" : next === "delete" ? "ghost" : "outline"}
              className={next === "delete" ? styles.apart : undefined}
              busy={(action.isPending && action.variables === next) || (next === "publish" && checking)}
              disabled={action.isPending || checking}
              onClick={() => start(next)}
            >
              {actionLabel(next, card.status, t)}
            </Button>
          ),
        )}
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ""}
        message={confirmation?.message ?? ""}
        confirmLabel={confirmation?.confirmLabel ?? ""}
        cancelLabel={t.t("cancel")}
        tone={asking === "delete" ? "danger" : "primary"}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) action.mutate(asking);
          setAsking(null);
        }}
      />
      <PublishWarning
        open={noHours}
        detail={confirmationFor("publish", { ...card, groupName: card.group?.name }, t).message}
        onClose={() => setNoHours(false)}
        onSetHours={() => navigate(appPath("my-calendar/working-hours"))}
        onPublishAnyway={() => {
          setNoHours(false);
          action.mutate("publish");
        }}
      />
    </li>
  );
}
