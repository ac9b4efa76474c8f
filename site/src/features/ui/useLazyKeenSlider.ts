/**
 * A looping keen-slider whose code loads when the page is idle, or at once when the shopper
 * reaches for it (first touch, focus or press): its set-up measures the page, which phones should
 * not pay for while the page hydrates, and its 5 KB stay out of the first load. Steps asked for
 * before it has loaded are taken as soon as it has. Used by the car gallery and home's promotions.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { KeenSliderInstance } from 'keen-slider';

/** True once the page has loaded and the browser is idle, or at once after `want()`. */
export function useWantedWhenIdle(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    let cancel = () => {};
    const later = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setWanted(true));
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setWanted(true), 200);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      cancel();
    };
  }, [wanted]);
  return [wanted, () => setWanted(true)];
}

export interface LazyKeenSlider {
  /** The slider's frame (the `keen-slider` element holding the slides). */
  frame: React.RefObject<HTMLDivElement | null>;
  /** The slide shown (0-based, in slide order). */
  current: number;
  /** Whether keen-slider has taken over the frame (before that, only `current` is shown). */
  mounted: boolean;
  /** Whether the slider's code is wanted yet (the rest of the slides' images may load). */
  wanted: boolean;
  want: () => void;
  /** One slide on (1) or back (-1), looping. */
  go: (step: number) => void;
  /** ArrowLeft / ArrowRight on the carousel. */
  onKeyDown: (event: KeyboardEvent) => void;
}

export function useLazyKeenSlider({ initial = 0 }: { initial?: number } = {}): LazyKeenSlider {
  const [current, setCurrent] = useState(initial);
  const [mounted, setMounted] = useState(false);
  const [wanted, want] = useWantedWhenIdle();
  const frame = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  // The slide asked for last: a second key press during the animation goes one further, not to the same slide.
  const target = useRef(initial);
  const pending = useRef(0);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void import('keen-slider').then(({ default: KeenSlider }) => {
      if (cancelled || !frame.current) return;
      // Until now only the current slide was laid out (`mounted` false): keen-slider lays out all.
      frame.current.dataset.mounted = 'true';
      const instance = new KeenSlider(frame.current, {
        initial,
        loop: true,
        slideChanged: (s) => setCurrent(s.track.details.rel),
        animationEnded: (s) => {
          target.current = s.track.details.abs;
        },
      });
      slider.current = instance;
      setMounted(true);
      if (pending.current !== 0) {
        target.current += pending.current;
        pending.current = 0;
        instance.moveToIdx(target.current, true);
      }
    });
    return () => {
      cancelled = true;
      slider.current?.destroy();
      slider.current = null;
    };
    // `initial` is where the slider starts, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  const go = (step: number) => {
    want();
    if (!slider.current) {
      pending.current += step;
      return;
    }
    target.current += step;
    slider.current.moveToIdx(target.current, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  return { frame, current, mounted, wanted, want, go, onKeyDown };
}
