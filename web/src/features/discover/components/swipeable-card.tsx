import { useMotionValue, useTransform } from 'motion/react';
import * as m from 'motion/react-m';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { discoverNs } from '@/features/discover/i18n';
import type * as SwipeAnimation from '@/features/discover/lib/swipe-animation';
import { swipeAnimationMs, type SwipeDirection } from '@/features/discover/lib/use-swipe-deck';
import { cn } from '@/lib/cn';

/** SPEC section 9: a drag further than this swipes; a shorter one snaps back. */
export const dragThresholdPx = 100;

const interactive = 'button, a, input, select, textarea, label';

type Animation = { stop: () => void };
type SwipeMotion = (animate: typeof SwipeAnimation.animate) => Animation[];

let animationEngine: Promise<typeof SwipeAnimation> | null = null;

/**
 * motion's animation engine (~12 kB) is fetched on the first drag or swipe, so the deck's start-up
 * does not carry it. Without it (a failed fetch) the card still moves, by jumping to where the
 * animation would have taken it.
 */
function loadAnimationEngine() {
  animationEngine ??= import('@/features/discover/lib/swipe-animation').catch((error: unknown) => {
    animationEngine = null;
    throw error;
  });
  return animationEngine;
}

/** Runs `motion` once the engine is here, or `settle` when it cannot be fetched; returns the cleanup. */
function whenAnimated(motion: SwipeMotion, settle: () => void): () => void {
  let cancelled = false;
  let running: Animation[] = [];
  loadAnimationEngine().then(
    ({ animate }) => {
      if (!cancelled) running = motion(animate);
    },
    () => {
      if (!cancelled) settle();
    },
  );
  return () => {
    cancelled = true;
    for (const animation of running) animation.stop();
  };
}

type SwipeableCardProps = {
  /** Set once the server has the swipe: the card flies off that way. */
  leaving: SwipeDirection | null;
  /** A swipe is being saved: hold the card where it was let go. */
  holding: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  children: ReactNode;
};

/** Drags sideways with a pointer (mouse, pen or touch; vertical touch still scrolls the page). */
export function SwipeableCard({ leaving, holding, onSwipe, children }: SwipeableCardProps) {
  const { t } = useTranslation(discoverNs);
  const x = useMotionValue(0);
  const opacity = useMotionValue(1);
  const rotate = useTransform(x, [-300, 300], [-9, 9]);
  const passStamp = useTransform(x, [-dragThresholdPx, -24], [1, 0]);
  const connectStamp = useTransform(x, [24, dragThresholdPx], [0, 1]);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (leaving) {
      const distance = (frameRef.current?.offsetWidth || 400) * 1.3 * (leaving === 'right' ? 1 : -1);
      const duration = swipeAnimationMs / 1000;
      return whenAnimated(
        (animate) => [animate(x, distance, { duration, ease: 'easeIn' }), animate(opacity, 0, { duration, ease: 'easeIn' })],
        () => {
          x.jump(distance);
          opacity.jump(0);
        },
      );
    }
    // A swipe by button or key is being saved: fetch the engine while the server answers.
    if (holding) void loadAnimationEngine().catch(() => undefined);
    if (holding || dragging || x.get() === 0) return;
    return whenAnimated((animate) => [animate(x, 0, { type: 'spring', stiffness: 420, damping: 32 })], () => x.jump(0));
  }, [leaving, holding, dragging, x, opacity]);

  const release = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - drag.current.startX;
    drag.current = null;
    setDragging(false);
    if (!cancelled && Math.abs(distance) > dragThresholdPx) onSwipe(distance > 0 ? 'right' : 'left');
  };

  return (
    <m.div
      ref={frameRef}
      style={{ x, rotate, opacity }}
      className={cn('relative touch-pan-y', dragging ? 'cursor-grabbing select-none' : 'cursor-grab')}
      onPointerDown={(event) => {
        if (leaving || holding || event.button !== 0) return;
        if (event.target instanceof Element && event.target.closest(interactive)) return;
        x.stop();
        void loadAnimationEngine().catch(() => undefined);
        drag.current = { pointerId: event.pointerId, startX: event.clientX - x.get() };
        // jsdom and some older browsers have no pointer capture; the drag still works without it.
        if (typeof event.currentTarget.setPointerCapture === 'function') event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (drag.current?.pointerId !== event.pointerId) return;
        const distance = event.clientX - drag.current.startX;
        if (!dragging && Math.abs(distance) > 3) setDragging(true);
        x.set(distance);
      }}
      onPointerUp={(event) => release(event, false)}
      onPointerCancel={(event) => release(event, true)}
    >
      {children}
      <m.span
        aria-hidden="true"
        style={{ opacity: passStamp }}
        className="pointer-events-none absolute top-6 right-6 -rotate-12 rounded-lg border-2 border-rose-400 px-3 py-1 text-lg font-bold tracking-widest text-rose-300"
      >
        {t('deck.passStamp')}
      </m.span>
      <m.span
        aria-hidden="true"
        style={{ opacity: connectStamp }}
        className="pointer-events-none absolute top-6 left-6 rotate-12 rounded-lg border-2 border-emerald-400 px-3 py-1 text-lg font-bold tracking-widest text-emerald-300"
      >
        {t('deck.connectStamp')}
      </m.span>
    </m.div>
  );
}
