import { Navigate, useLocation, useParams, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { isApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Panel } from "../../ui/surface.tsx";
import { CardEditor } from "./card-editor.tsx";
import { cardPaths } from "./card-paths.ts";
import { cardQuery } from "./cards.client.ts";
import styles from "./editor.module.css";
import { PageHead } from "../../ui/page-head.tsx";

function EditorHead({ title, text, back }: { title: string; text: string; back: string }) {
  const t = useT(cardsMessages);
  return (
    <PageHead title={title} back={{ to: back, label: t.t("pages.back") }}>
      {text}
    </PageHead>
  );
}

/** /my-kora/kora-cards/create: a marketplace or private card. */
export function CreateCardPage() {
  const t = useT(cardsMessages);
  usePageTitle(t.t("pages.create.title"));
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className={styles.editor}>
      <EditorHead title={t.t("pages.create.title")} text={t.t("pages.create.text")} back={cardPaths.mine()} />
      <CardEditor me={me} kind="personal" />
    </div>
  );
}

function NoGroups() {
  const t = useT(cardsMessages);
  return (
    <Panel>
      <h2>{t.t("pages.noGroups.title")}</h2>
      <p>{t.t("pages.noGroups.text")}</p>
      <ButtonLink to={cardPaths.create}>{t.t("pages.noGroups.personal")}</ButtonLink>
    </Panel>
  );
}

/** /my-kora/kora-cards/create/group (optionally ?group={id}): a card for one of my groups. */
export function CreateGroupCardPage() {
  const t = useT(cardsMessages);
  usePageTitle(t.t("pages.createGroup.title"));
  const { data: me } = useMe();
  const [params] = useSearchParams();
  if (!me) return null;
  const chosen = me.groups.find((group) => group.id === params.get("group"))?.id;
  return (
    <div className={styles.editor}>
      <EditorHead title={t.t("pages.createGroup.title")} text={t.t("pages.createGroup.text")} back={cardPaths.mine(chosen)} />
      {me.groups.length === 0 ? <NoGroups /> : <CardEditor me={me} kind="group" groupId={chosen} />}
    </div>
  );
}

function CardMissing({ message }: { message: string }) {
  const t = useT(cardsMessages);
  return (
    <Panel>
      <h1 style={{ fontSize: "1.6rem" }}>{message || t.t("pages.missing.notFound")}</h1>
      <p>{t.t("pages.missing.text")}</p>
      <ButtonLink to={cardPaths.mine()}>{t.t("pages.missing.back")}</ButtonLink>
    </Panel>
  );
}

function EditCard({ me, cardId, userSlug }: { me: Me; cardId: string; userSlug: string }) {
  const t = useT(cardsMessages);
  const card = useQuery(cardQuery(cardId, userSlug));
  usePageTitle(card.data ? t.t("pages.edit.pageTitle", { title: card.data.title }) : t.t("pages.edit.pageTitleLoading"));
  if (card.isPending) return <PageLoader label={t.t("pages.edit.loading")} />;
  if (card.isError) {
    const status = isApiError(card.error) ? card.error.status : 0;
    if (status === 403) return <ErrorContent kind={403} />;
    if (status === 404) return <CardMissing message={card.error.message} />;
    return <ErrorContent kind="bug" />;
  }
  if (!card.data.canEdit) return <ErrorContent kind={403} />;
  const back = cardPaths.mine(card.data.type === "group" ? card.data.group?.id : null);
  return (
    <div className={styles.editor}>
      <EditorHead
        title={t.t("pages.edit.title", { title: card.data.title })}
        text={card.data.status === "published" ? t.t("pages.edit.live") : t.t("pages.edit.draft")}
        back={back}
      />
      <CardEditor key={card.data.id} me={me} kind={card.data.type === "group" ? "group" : "personal"} card={card.data} />
    </div>
  );
}

/** /advisors/{userSlug}/{cardId}/edit: the owner edits a card. Signed-out visitors log in first; others get the 403 page. */
export function EditCardPage() {
  const { userSlug = "", cardId = "" } = useParams();
  const { pathname } = useLocation();
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoader />;
  if (!me) return <Navigate to={`${LOGIN_PATH}&redirectTo=${encodeURIComponent(pathname)}`} replace />;
  return (
    <div className={styles.frame}>
      <EditCard me={me} cardId={cardId} userSlug={userSlug} />
    </div>
  );
}
