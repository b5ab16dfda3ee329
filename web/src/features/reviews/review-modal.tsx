import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { MODAL_DELAY_MS } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { awaitingReviewQuery, reviewPath } from "./reviews.client.ts";
import { dismissReview, readDismissedReviews, reviewPromptFor } from "./review-prompt-rule.ts";
import { reviewsMessages } from "@kora/shared/i18n/messages/reviews.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const local = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The review modal (core §2 Behaviour): 2 s after one of my sessions is completed and not yet reviewed
 * by me, on any page but a review page. "Not now" waves that booking away for good in this browser;
 * reviewing it takes it off the list. Mounted once, in the app shell.
 */
export function ReviewModal() {
  const t = useT(reviewsMessages);
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(() => readDismissedReviews(local()));
  const [openId, setOpenId] = useState<string | null>(null);
  const signedIn = Boolean(me && !me.isPlaceholder);
  const awaiting = useQuery({ ...awaitingReviewQuery(), enabled: signedIn });
  const prompt = signedIn ? reviewPromptFor({ awaiting: awaiting.data?.awaitingReview ?? [], pathname, dismissed }) : null;
  const candidate = prompt?.bookingId ?? null;

  useEffect(() => {
    setOpenId(null);
    if (!candidate) return;
    const timer = setTimeout(() => setOpenId(candidate), MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [candidate]);

  const answer = (review: boolean) => {
    if (!openId) return;
    if (review) navigate(reviewPath(openId));
    else setDismissed(dismissReview(local(), openId));
    setOpenId(null);
  };
  const open = Boolean(prompt && openId === prompt.bookingId);
  return (
    <ConfirmDialog
      open={open}
      title={prompt ? t.t("prompt.titleWith", { name: prompt.otherName }) : t.t("prompt.title")}
      message={prompt ? t.t("prompt.message", { card: prompt.cardTitle }) : ""}
      confirmLabel={t.t("prompt.leave")}
      cancelLabel={t.t("prompt.notNow")}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
