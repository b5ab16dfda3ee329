import { siteSolutionsMessages } from "@kora/shared/i18n/messages/site-solutions.ts";
import { siteSolutionsVideosMessages } from "@kora/shared/i18n/messages/site-solutions-videos.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { em } from "../marketing/rich-tags.tsx";
import { CheckList, CtaBand, Hero, Section, Steps } from "./solutions-ui.tsx";
import { breadcrumbLd, webPageLd } from "./solutions-seo.ts";
import { ListedVideos } from "../videos/listed-videos.tsx";
import styles from "./videos.module.css";

const PATH = "/videos";

/** How recording works: `step.{id}.title` and `.text` in site-solutions-videos. */
const STEPS = ["start", "record", "prepare", "share"] as const;

/** The ways to share a recording: `mode.{id}.title` and `.text`. */
const MODES: { id: "private" | "view" | "download" | "password"; icon: IconName; soon?: boolean }[] = [
  { id: "private", icon: "lock" },
  { id: "view", icon: "share" },
  { id: "download", icon: "upload" },
  { id: "password", icon: "lock", soon: true },
];

/** /videos: what the video library is, for visitors, and the videos their owners chose to list publicly (8 a page). */
export default function VideosPage() {
  const abs = useAbsoluteUrl();
  const t = useT(siteSolutionsVideosMessages);
  const shared = useT(siteSolutionsMessages);
  const locale = useLocale();
  const TITLE = siteTitle(t.t("meta.title"));
  const DESCRIPTION = t.t("meta.description");
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        jsonLd={[
          webPageLd(abs, { path: PATH, name: TITLE, description: DESCRIPTION, inLanguage: locale }),
          breadcrumbLd(abs, [{ name: t.t("eyebrow"), path: PATH }], shared.t("breadcrumb.home")),
        ]}
      />
      <Hero
        eyebrow={t.t("eyebrow")}
        title={t.rich("title", { em })}
        lede={t.t("lede")}
        actions={
          <>
            <ButtonLink to={SIGN_UP_PATH} size="large">
              {t.t("record")}
            </ButtonLink>
            <ButtonLink to="/features/video-meetings" variant="outline" size="large">
              {t.t("meetings")}
            </ButtonLink>
          </>
        }
      >
        <div className={styles.claims}>
          <CheckList items={[t.t("claim.recording"), t.t("claim.noLimit"), t.t("claim.viewers")]} />
        </div>
      </Hero>

      <Section id="recording" tone="alt" title={t.t("recording.title")}>
        <Steps items={STEPS.map((id) => ({ title: t.t(`step.${id}.title`), text: t.t(`step.${id}.text`) }))} />
      </Section>

      <Section id="sharing" title={t.t("sharing.title")} intro={t.t("sharing.intro")}>
        <ul className={styles.modes}>
          {MODES.map((mode) => (
            <li key={mode.id} className={mode.soon ? `${styles.mode} ${styles.soon}` : styles.mode}>
              <span className={styles.modeIcon}>
                <Icon name={mode.icon} size={22} />
              </span>
              <h3>
                {t.t(`mode.${mode.id}.title`)}
                {mode.soon && <span className={styles.badge}>{t.t("soon")}</span>}
              </h3>
              <p>{t.t(`mode.${mode.id}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className={styles.viewers}>
          <Icon name="user" size={20} />
          <span>{t.t("viewers")}</span>
        </p>
      </Section>

      <Section id="library" tone="alt" title={t.t("library.title")} intro={t.t("library.intro")}>
        <ul className={styles.options}>
          <li className={styles.option}>
            <span className={styles.modeIcon}>
              <Icon name="record" size={22} />
            </span>
            <h3>{t.t("library.record.title")}</h3>
            <p>{t.t("library.record.text")}</p>
          </li>
          <li className={styles.option}>
            <span className={styles.modeIcon}>
              <Icon name="upload" size={22} />
            </span>
            <h3>{t.t("library.upload.title")}</h3>
            <p>{t.t("library.upload.text")}</p>
          </li>
        </ul>
      </Section>

      <Section id="public-videos" title={t.t("public.title")} intro={t.t("public.intro")}>
        <ListedVideos />
      </Section>

      <CtaBand
        title={t.t("cta.title")}
        text={t.t("cta.text")}
        to={SIGN_UP_PATH}
        label={t.t("record")}
        secondary={{ to: "/pricing", label: t.t("cta.compare") }}
      />
    </>
  );
}
