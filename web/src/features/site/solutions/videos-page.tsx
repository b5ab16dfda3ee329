import { BRAND } from "@kora/shared/brand.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { CheckList, CtaBand, Hero, Section, Steps } from "./solutions-ui.tsx";
import { breadcrumbLd, webPageLd } from "./solutions-seo.ts";
import { ListedVideos } from "../videos/listed-videos.tsx";
import styles from "./videos.module.css";

const PATH = "/videos";
const TITLE = siteTitle("Video library: free unlimited cloud recording");
const DESCRIPTION = `Record any ${BRAND.name} call to the cloud for free, with no cap, keep it in your video library and share it privately or by link. Viewers need only a first name.`;

const STEPS = [
  { title: "Start a call", text: "Open a booking's call (up to 60 minutes before it starts) or an instant meeting in your personal room." },
  { title: "Press record", text: "A host records with one click. Co-hosts can help run the call, but they can't record." },
  { title: "We prepare it", text: "When a booking ends, we start preparing its recording and email you as soon as it's ready." },
  { title: "Watch and share", text: "It's in your video library in the cloud, kept for free with no cap, for you to rewatch or share." },
];

const MODES: { id: string; icon: IconName; title: string; text: string; soon?: boolean }[] = [
  { id: "private", icon: "lock", title: "Private", text: "Only you can watch the recording." },
  { id: "view", icon: "share", title: "View-only link", text: "Anyone you give the link to can play the recording, but not download it." },
  {
    id: "download",
    icon: "upload",
    title: "View and download link",
    text: "Anyone with the link can play and download it. Allowing downloads needs Plus, which can also offer the audio or the video on its own.",
  },
  { id: "password", icon: "lock", title: "Password-protected link", text: "A link that also asks for a password you choose.", soon: true },
];

/** /videos: what the video library is, for visitors, and the videos their owners chose to list publicly (8 a page). */
export default function VideosPage() {
  const abs = useAbsoluteUrl();
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        jsonLd={[
          webPageLd(abs, { path: PATH, name: TITLE, description: DESCRIPTION }),
          breadcrumbLd(abs, [{ name: "Video library", path: PATH }]),
        ]}
      />
      <Hero
        eyebrow="Video library"
        title={
          <>
            Every session, <em>recorded for free</em>
          </>
        }
        lede={`Record any ${BRAND.name} video call to the cloud, with no cap on how much you keep and no meeting time limit on any tier. Your recordings live in your video library, and only you decide who watches them.`}
        actions={
          <>
            <ButtonLink to={SIGN_UP_PATH} size="large">
              Record for free!
            </ButtonLink>
            <ButtonLink to="/features/video-meetings" variant="outline" size="large">
              About video meetings
            </ButtonLink>
          </>
        }
      >
        <div className={styles.claims}>
          <CheckList items={["Free unlimited cloud recording", "No meeting time limit", "Viewers need only a first name"]} />
        </div>
      </Hero>

      <Section id="recording" tone="alt" title="How recording works">
        <Steps items={STEPS} />
      </Section>

      <Section
        id="sharing"
        title="Sharing, on your terms"
        intro="The recording's owner alone controls sharing. When you share a link, the people who have it can only play the recording unless you allow more."
      >
        <ul className={styles.modes}>
          {MODES.map((mode) => (
            <li key={mode.id} className={mode.soon ? `${styles.mode} ${styles.soon}` : styles.mode}>
              <span className={styles.modeIcon}>
                <Icon name={mode.icon} size={22} />
              </span>
              <h3>
                {mode.title}
                {mode.soon && <span className={styles.badge}>Coming soon</span>}
              </h3>
              <p>{mode.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.viewers}>
          <Icon name="user" size={20} />
          <span>People you share with don't need an account: they type their first name and press play.</span>
        </p>
      </Section>

      <Section
        id="library"
        tone="alt"
        title="What goes in your library"
        intro={`Your library holds the videos you record on ${BRAND.name} and the ones you bring in.`}
      >
        <ul className={styles.options}>
          <li className={styles.option}>
            <span className={styles.modeIcon}>
              <Icon name="record" size={22} />
            </span>
            <h3>Record a video now</h3>
            <p>
              Open a meeting on your own and press record: an introduction to send new clients, an answer to a question you get asked a lot,
              or a walkthrough for a client.
            </p>
          </li>
          <li className={styles.option}>
            <span className={styles.modeIcon}>
              <Icon name="upload" size={22} />
            </span>
            <h3>Upload an existing video</h3>
            <p>
              Bring in a video you've already made (WebM, MP4 or MOV). It uploads in the background, picks up where it stopped if your
              connection drops, and is ready to share like any recording.
            </p>
          </li>
        </ul>
      </Section>

      <Section id="public-videos" title="Public videos" intro="Recordings their owners chose to show to everyone.">
        <ListedVideos />
      </Section>

      <CtaBand
        title="Record your first session for free"
        text="Sign-up is free and takes under a minute. Start a call, press record, and it's in your library, with no meeting time limit and no cap on recordings."
        to={SIGN_UP_PATH}
        label="Record for free!"
        secondary={{ to: "/pricing", label: "Compare Basic, Plus and Pro" }}
      />
    </>
  );
}
