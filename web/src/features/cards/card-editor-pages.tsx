import { Navigate, useLocation, useParams, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { isApiError } from "../../lib/api-client.ts";
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
  return (
    <PageHead title={title} back={{ to: back, label: "← My Kora Cards" }}>
      {text}
    </PageHead>
  );
}

/** /my-kora/kora-cards/create: a marketplace or private card. */
export function CreateCardPage() {
  usePageTitle("Create a Kora Card");
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className={styles.editor}>
      <EditorHead
        title="Create a Kora Card"
        text="Tell learners what you can help with. You can save a draft and come back to it any time."
        back={cardPaths.mine()}
      />
      <CardEditor me={me} kind="personal" />
    </div>
  );
}

function NoGroups() {
  return (
    <Panel>
      <h2>You're not in a group yet</h2>
      <p>Group cards are for the members of a group you belong to. Once a group accepts you, you can make a card for it here.</p>
      <ButtonLink to={cardPaths.create}>Create a personal card instead</ButtonLink>
    </Panel>
  );
}

/** /my-kora/kora-cards/create/group (optionally ?group={id}): a card for one of my groups. */
export function CreateGroupCardPage() {
  usePageTitle("Create a group card");
  const { data: me } = useMe();
  const [params] = useSearchParams();
  if (!me) return null;
  const chosen = me.groups.find((group) => group.id === params.get("group"))?.id;
  return (
    <div className={styles.editor}>
      <EditorHead
        title="Create a group card"
        text="A card for the members of one of your groups. Your first card in a group is checked by its admin."
        back={cardPaths.mine(chosen)}
      />
      {me.groups.length === 0 ? <NoGroups /> : <CardEditor me={me} kind="group" groupId={chosen} />}
    </div>
  );
}

function CardMissing({ message }: { message: string }) {
  return (
    <Panel>
      <h1 style={{ fontSize: "1.6rem" }}>{message}</h1>
      <p>It may have been deleted, or the link may be wrong.</p>
      <ButtonLink to={cardPaths.mine()}>Go to my Kora Cards</ButtonLink>
    </Panel>
  );
}

function EditCard({ me, cardId, userSlug }: { me: Me; cardId: string; userSlug: string }) {
  const card = useQuery(cardQuery(cardId, userSlug));
  usePageTitle(card.data ? `Edit ${card.data.title}` : "Edit card");
  if (card.isPending) return <PageLoader label="Loading your card" />;
  if (card.isError) {
    const status = isApiError(card.error) ? card.error.status : 0;
    if (status === 403) return <ErrorContent kind={403} />;
    if (status === 404) return <CardMissing message={card.error.message || MESSAGES.cardNotFound} />;
    return <ErrorContent kind="bug" />;
  }
  if (!card.data.canEdit) return <ErrorContent kind={403} />;
  const back = cardPaths.mine(card.data.type === "group" ? card.data.group?.id : null);
  return (
    <div className={styles.editor}>
      <EditorHead
        title={`Edit '${card.data.title}'`}
        text={
          card.data.status === "published"
            ? "This card is live: your changes show as soon as you save."
            : "Save your changes as you go; publish when you're ready."
        }
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
