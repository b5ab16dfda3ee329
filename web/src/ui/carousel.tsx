import { useEffect, useId, useReducer, useRef, type CSSProperties, type FocusEvent, type ReactNode } from "react";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDES_PER_VIEW, CAROUSEL_TRANSITION_MS } from "@kora/shared/constants.ts";
import { textDirection } from "@kora/shared/i18n/locales.ts";
import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useLocale } from "../lib/i18n/locale.tsx";
import { useT } from "../lib/i18n/use-t.ts";
import styles from "./carousel.module.css";

/**
 * Where the carousel is and why it is (not) rotating. `playing` is the Pause/Play button's state;
 * hover and focus hold the rotation without changing it. It starts paused with `reducedMotion`
 * unknown (true), as the server renders it, and the browser starts it once it knows motion is fine.
 */
export interface CarouselState {
  index: number;
  count: number;
  playing: boolean;
  /** The visitor pressed Pause: a later change of motion preference does not restart it. */
  userPaused: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "play" }
  | { type: "pause" }
  | { type: "hover"; on: boolean }
  | { type: "focus"; on: boolean }
  /** From matchMedia: reduced motion stops rotation; allowed motion starts it unless the visitor paused it. */
  | { type: "motion"; reduced: boolean };

export function initialCarouselState(count: number): CarouselState {
  return { index: 0, count, playing: false, userPaused: false, hovered: false, focused: false, reducedMotion: true };
}

const wrap = (index: number, count: number) => (count > 0 ? (index + count) % count : 0);

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "next":
      return { ...state, index: wrap(state.index + 1, state.count) };
    case "previous":
      return { ...state, index: wrap(state.index - 1, state.count) };
    case "play":
      return { ...state, playing: true, userPaused: false };
    case "pause":
      return { ...state, playing: false, userPaused: true };
    case "hover":
      return { ...state, hovered: action.on };
    case "focus":
      return { ...state, focused: action.on };
    case "motion":
      return { ...state, reducedMotion: action.reduced, playing: action.reduced ? false : !state.userPaused };
  }
}

/** Rotation runs only while playing, with more than one slide, and nobody hovering or focused inside. */
export const isRotating = (state: CarouselState) => state.playing && state.count > 1 && !state.hovered && !state.focused;

/**
 * Schedules the next automatic slide for the current state (what the component's effect does after
 * each change); returns the cleanup. Each slide gets the full interval, also after a manual move.
 */
export function scheduleRotation(
  state: CarouselState,
  dispatch: (action: CarouselAction) => void,
  intervalMs = CAROUSEL_AUTOPLAY_MS,
): (() => void) | undefined {
  if (!isRotating(state)) return undefined;
  const timer = setTimeout(() => dispatch({ type: "next" }), intervalMs);
  return () => clearTimeout(timer);
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export interface CarouselProps {
  /** What the carousel shows, e.g. "What people say about Kora". */
  label: string;
  slides: ReactNode[];
  className?: string;
}

/**
 * One slide at a time (public-site §9: autoplay 3000 ms, 500 ms transition, 1 slide), following the
 * WAI-ARIA carousel pattern: a Pause/Play button first, previous and next buttons, "n of m", and
 * hidden slides out of the accessibility tree and tab order. Never rotates with reduced motion
 * unless the visitor presses Play; holds still while hovered or focused within. The server renders
 * slide 1 paused; timers exist only in effects.
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, initialCarouselState);
  const t = useT(uiMessages);
  // Right to left, the slides run leftwards: the track moves right, and "previous" points right.
  const rtl = textDirection(useLocale()) === "rtl";
  const rootRef = useRef<HTMLElement>(null);
  const id = useId();
  const slidesId = `${id}-slides`;
  const count = slides.length;
  const rotating = isRotating(state);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    dispatch({ type: "motion", reduced: query.matches });
    const onChange = (event: MediaQueryListEvent) => dispatch({ type: "motion", reduced: event.matches });
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => scheduleRotation(state, dispatch), [state]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: "focus", on: false });
  };
  const track: CSSProperties = {
    transform: `translateX(${rtl ? "" : "-"}${(state.index * 100) / CAROUSEL_SLIDES_PER_VIEW}%)`,
    transitionDuration: `${CAROUSEL_TRANSITION_MS}ms`,
  };

  return (
    <section
      ref={rootRef}
      className={[styles.carousel, className].filter(Boolean).join(" ")}
      aria-roledescription={t.t("carousel.role")}
      aria-label={label}
      onMouseEnter={() => dispatch({ type: "hover", on: true })}
      onMouseLeave={() => dispatch({ type: "hover", on: false })}
      onFocus={() => dispatch({ type: "focus", on: true })}
      onBlur={onBlur}
    >
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => dispatch({ type: state.playing ? "pause" : "play" })}
            aria-label={state.playing ? t.t("carousel.pauseSlides") : t.t("carousel.playSlides")}
          >
            {state.playing ? <PauseGlyph /> : <PlayGlyph />}
            <span className={styles.controlText}>{state.playing ? t.t("carousel.pause") : t.t("carousel.play")}</span>
          </button>
          <span className={styles.spacer} />
          <button
            type="button"
            className={styles.control}
            onClick={() => dispatch({ type: "previous" })}
            aria-controls={slidesId}
            aria-label={t.t("carousel.previous")}
          >
            <ArrowGlyph flip={!rtl} />
          </button>
          <span className={styles.position}>{t.t("carousel.position", { index: state.index + 1, count })}</span>
          <button
            type="button"
            className={styles.control}
            onClick={() => dispatch({ type: "next" })}
            aria-controls={slidesId}
            aria-label={t.t("carousel.next")}
          >
            <ArrowGlyph flip={rtl} />
          </button>
        </div>
      )}
      <div className={styles.viewport}>
        <div id={slidesId} className={styles.track} style={track} aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, index) => {
            const active = index === state.index;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are given in order and never reordered; the position is the slide
                key={index}
                className={styles.slide}
                style={{ flexBasis: `${100 / CAROUSEL_SLIDES_PER_VIEW}%` }}
                role="group"
                aria-roledescription={t.t("carousel.slideRole")}
                aria-label={t.t("carousel.position", { index: index + 1, count })}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

const glyph = { width: 18, height: 18, viewBox: "0 0 24 24", focusable: "false" } as const;

function PauseGlyph() {
  return (
    <svg {...glyph} aria-hidden="true" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg {...glyph} aria-hidden="true" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 001.5.9l10-6.5a1 1 0 000-1.7l-10-6.5A1 1 0 008 5.5z" />
    </svg>
  );
}

function ArrowGlyph({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      {...glyph}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={flip ? { transform: "scaleX(-1)" } : undefined}
    >
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}
