import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { CAROUSEL_AUTOPLAY_MS } from "@kora/shared/constants.ts";
import {
  Carousel,
  type CarouselAction,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
  isRotating,
  scheduleRotation,
} from "./carousel.tsx";

/**
 * Drives the carousel's state the way the component does: every dispatch goes through the reducer
 * and re-runs the effect (cleanup, then scheduleRotation) — with fake timers standing in for time.
 * The node test environment has no DOM, so the markup is checked through server rendering.
 */
function drive(count: number) {
  let state = initialCarouselState(count);
  let cleanup: (() => void) | undefined;
  const dispatch = (action: CarouselAction) => {
    const next = carouselReducer(state, action);
    if (next === state) return;
    state = next;
    cleanup?.();
    cleanup = scheduleRotation(state, dispatch);
  };
  return {
    dispatch,
    get state(): CarouselState {
      return state;
    },
  };
}

const slides = ["First quote", "Second quote", "Third quote"].map((text) => <blockquote key={text}>{text}</blockquote>);

describe("Carousel autoplay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves on every 3000 ms once the browser says motion is fine, and wraps around", () => {
    const c = drive(3);
    c.dispatch({ type: "motion", reduced: false });
    expect(c.state.playing).toBe(true);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
    expect(c.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.state.index).toBe(1);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2);
    expect(c.state.index).toBe(0);
  });

  it("never starts by itself with prefers-reduced-motion, but plays when the visitor presses Play", () => {
    const c = drive(3);
    c.dispatch({ type: "motion", reduced: true });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 5);
    expect(c.state.index).toBe(0);
    expect(c.state.playing).toBe(false);
    c.dispatch({ type: "play" });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
    expect(c.state.index).toBe(1);
  });

  it("does not rotate before the browser has been asked (the server's render)", () => {
    const c = drive(3);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3);
    expect(c.state.index).toBe(0);
  });

  it("holds while hovered and resumes with a full interval when the pointer leaves", () => {
    const c = drive(3);
    c.dispatch({ type: "motion", reduced: false });
    vi.advanceTimersByTime(2000);
    c.dispatch({ type: "hover", on: true });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 4);
    expect(c.state.index).toBe(0);
    c.dispatch({ type: "hover", on: false });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
    expect(c.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.state.index).toBe(1);
  });

  it("holds while focus is inside", () => {
    const c = drive(3);
    c.dispatch({ type: "motion", reduced: false });
    c.dispatch({ type: "focus", on: true });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2);
    expect(c.state.index).toBe(0);
    c.dispatch({ type: "focus", on: false });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
    expect(c.state.index).toBe(1);
  });

  it("Pause stops it for good, even if the motion preference changes later; Play restarts it", () => {
    const c = drive(3);
    c.dispatch({ type: "motion", reduced: false });
    c.dispatch({ type: "pause" });
    c.dispatch({ type: "motion", reduced: false });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3);
    expect(c.state.index).toBe(0);
    c.dispatch({ type: "play" });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
    expect(c.state.index).toBe(1);
  });

  it("stops when the visitor switches reduced motion on mid-play", () => {
    const c = drive(3);
    c.dispatch({ type: "motion", reduced: false });
    c.dispatch({ type: "motion", reduced: true });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2);
    expect(c.state.index).toBe(0);
  });

  it("previous and next buttons move one slide, wrap at both ends, and give the new slide a full interval", () => {
    const c = drive(3);
    c.dispatch({ type: "previous" });
    expect(c.state.index).toBe(2);
    c.dispatch({ type: "next" });
    expect(c.state.index).toBe(0);
    c.dispatch({ type: "next" });
    expect(c.state.index).toBe(1);
    c.dispatch({ type: "motion", reduced: false });
    vi.advanceTimersByTime(2500);
    c.dispatch({ type: "next" });
    vi.advanceTimersByTime(2500);
    expect(c.state.index).toBe(2);
    vi.advanceTimersByTime(500);
    expect(c.state.index).toBe(0);
  });

  it("a single slide never rotates", () => {
    const c = drive(1);
    c.dispatch({ type: "motion", reduced: false });
    expect(isRotating(c.state)).toBe(false);
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2);
    expect(c.state.index).toBe(0);
  });
});

describe("Carousel markup (server render)", () => {
  const html = renderToStaticMarkup(<Carousel label="What people say" slides={slides} />);

  it("is a labelled carousel of slides named n of m", () => {
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="What people say"');
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
  });

  it("shows slide 1 and hides the others from assistive technology and the tab order", () => {
    const slideTags = html.match(/<div[^>]*aria-roledescription="slide"[^>]*>/g) ?? [];
    expect(slideTags[0]).not.toContain("aria-hidden");
    expect(slideTags[0]).not.toContain("inert");
    for (const tag of slideTags.slice(1)) {
      expect(tag).toContain('aria-hidden="true"');
      expect(tag).toContain("inert");
    }
    expect(html).toContain("translateX(-0%)");
    expect(html).toContain(">1 of 3<");
  });

  it("renders paused with a Play button, previous and next, and a polite live region", () => {
    expect(html).toContain('aria-label="Play the slides"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain("transition-duration:500ms");
  });

  it("a single slide gets no controls", () => {
    const one = renderToStaticMarkup(<Carousel label="One" slides={[<p key="a">Only</p>]} />);
    expect(one).not.toContain("<button");
  });
});
