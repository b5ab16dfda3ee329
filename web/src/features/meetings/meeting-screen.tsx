import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { DesktopScreenPicker, desktopScreenSourceOrNone } from "../desktop/desktop.api.ts";
import { useMeetingSession, type MeetingSession, type MeetingTarget } from "./engine/index.ts";
import { CallScreen } from "./call-screen.tsx";
import { EndScreen } from "./end-screen.tsx";
import { KnockingScreen } from "./knocking-screen.tsx";
import type { MeetingFrame } from "./meeting-frame.ts";
import { useMeetingSettings } from "./meetings.atoms.ts";
import { PreviewScreen } from "./preview-screen.tsx";
import type { CallRecorder, RecorderSnapshot } from "./recording/call-recorder.ts";
import { RecordingProgress } from "./recording/record-controls.tsx";
import { useCallRecorder } from "./recording/use-call-recorder.ts";
import styles from "./meeting-screen.module.css";

interface JoinChoice {
  firstName: string | undefined;
  relay: boolean;
}

interface AttemptProps {
  target: MeetingTarget;
  frame: MeetingFrame;
  /** My user id when known (tests find my video by it before the server has answered). */
  viewerId: string | null;
  /** Set on a rejoin: join straight away with the choices made last time. */
  rejoinWith: JoinChoice | null;
  relay: boolean;
  onRelayChange: (relay: boolean) => void;
  onJoined: (choice: JoinChoice) => void;
  onRejoin: () => void;
  /** The recorder outlives attempts: a recording keeps saving on the end screen and through a rejoin. */
  recorder: CallRecorder;
  recording: RecorderSnapshot;
}

/** One go at the call, from preview to end; a rejoin mounts a fresh one (a session ends for good). */
function MeetingAttempt(props: AttemptProps) {
  const { target, frame, viewerId, rejoinWith, relay, onRelayChange, onJoined, onRejoin, recorder, recording } = props;
  const [settings] = useMeetingSettings();
  const [snapshot, session] = useMeetingSession(target, {
    forceRelay: relay,
    guestFirstName: rejoinWith?.firstName,
    // The desktop app's own screen picker; the browser's otherwise.
    screenSource: desktopScreenSourceOrNone(),
  });
  const [leftByMe, setLeftByMe] = useState(false);
  const [guestName, setGuestName] = useState(frame.guestName ?? "");
  const inCall = useRef<{ from: number | null; to: number | null }>({ from: null, to: null });
  const { phase } = snapshot;

  if ((phase === "in-call" || phase === "reconnecting") && inCall.current.from === null) inCall.current.from = Date.now();
  if (phase === "ended" && inCall.current.from !== null && inCall.current.to === null) inCall.current.to = Date.now();

  const join = (firstName: string | undefined) => {
    if (firstName) setGuestName(firstName);
    session.setForceRelay?.(relay);
    onJoined({ firstName, relay });
    void session.join({ firstName });
  };
  // Once per session (the one this attempt was mounted with), with the props of that render: a rejoin joins
  // straight away. An effect event, so new callbacks from the parent or a relay toggle don't join again.
  const joinOnRejoin = useEffectEvent((mounted: MeetingSession) => {
    if (rejoinWith && mounted === session) join(rejoinWith.firstName);
  });
  useEffect(() => {
    joinOnRejoin(session);
  }, [session]);

  // Out of the call (left, removed, ended): my recording stops; what it holds goes on saving.
  useEffect(() => {
    if (phase === "ended") void recorder.stop();
  }, [phase, recorder]);

  const leave = () => {
    setLeftByMe(true);
    session.leave();
  };
  const selfId = snapshot.self?.id ?? viewerId ?? "self";
  let screen: ReactNode;
  if (phase === "preview" || phase === "joining")
    screen = (
      <PreviewScreen
        snapshot={snapshot}
        session={session}
        frame={frame}
        selfId={selfId}
        mirrored={settings.flipVideo}
        relay={relay}
        onRelayChange={(value) => {
          onRelayChange(value);
          session.setForceRelay?.(value);
        }}
        onJoin={join}
      />
    );
  else if (phase === "knocking")
    screen = (
      <KnockingScreen
        snapshot={snapshot}
        session={session}
        onLeave={leave}
        frame={frame}
        selfId={selfId}
        name={guestName}
        mirrored={settings.flipVideo}
      />
    );
  else if (phase === "ended") {
    const { from, to } = inCall.current;
    screen = (
      <EndScreen
        endMessage={snapshot.endMessage}
        leftByMe={leftByMe}
        inCallMs={from !== null ? (to ?? Date.now()) - from : null}
        frame={frame}
        onRejoin={onRejoin}
      />
    );
  } else
    screen = (
      <CallScreen snapshot={snapshot} session={session} title={frame.title} onLeave={leave} recorder={recorder} recording={recording} />
    );

  return (
    <div className={styles.root} data-meeting-state={snapshot.currentState} data-phase={phase}>
      {screen}
      {phase !== "in-call" && phase !== "reconnecting" && <RecordingProgress state={recording} />}
      <DesktopScreenPicker />
    </div>
  );
}

/**
 * A meeting from preview to end call (public-site §3 currentState 0/1/2) for a booking's call or a
 * personal room. `?relay=1` and the preview's checkbox route media through the TURN relay.
 */
export function MeetingScreen({
  target,
  frame,
  viewerId,
  initialRelay,
}: {
  target: MeetingTarget;
  frame: MeetingFrame;
  viewerId: string | null;
  initialRelay: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const [relay, setRelay] = useState(initialRelay);
  const lastChoice = useRef<JoinChoice | null>(null);
  const [recording, recorder] = useCallRecorder(target);
  // A new target object for the same booking or room is fine: useMeetingSession keys its session on the
  // target's kind and id, and makes a new session only when those change.
  return (
    <MeetingAttempt
      key={attempt}
      target={target}
      frame={frame}
      viewerId={viewerId}
      rejoinWith={attempt > 0 ? lastChoice.current : null}
      relay={relay}
      onRelayChange={setRelay}
      onJoined={(choice) => (lastChoice.current = choice)}
      onRejoin={() => setAttempt((value) => value + 1)}
      recorder={recorder}
      recording={recording}
    />
  );
}
