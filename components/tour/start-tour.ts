import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import { escapeHtml, type TourStep } from '@/lib/tour/steps';
import { restoreFocus } from '@/lib/ui/focus-step';

// Loaded only when a tour will show (components/tour/guided-tour.tsx imports it dynamically), so
// driver.js and its styles weigh on no other page.

export type TourTexts = {
  skip: string;
  next: string;
  finish: string;
  close: string;
  progress: string;
};

/**
 * Drives the steps with docs/product.md §9's defaults (overlay 0.7, stage padding 10 and radius 5, popover
 * offset 10, 400 ms animation, keyboard with arrows and Escape, 'n of m'). Buttons are Skip and
 * Next, or Finish on the last step (docs/product.md §2), plus the close button; each of close, skip and
 * finish calls `onDone` (docs/product.md §4: they set hasSeenTour).
 *
 * Ending it gives focus back to what had it before the tour, else to the page's main heading
 * (docs/product.md §2 "Focus follows each step"): driver.js would give it to the control of the
 * last popover it drew, which is gone by then, so focus would fall to the top of the page.
 */
export function startTour(steps: TourStep[], texts: TourTexts, onDone: () => void): Driver {
  const before = document.activeElement;
  const end = () => {
    onDone();
    tour.destroy();
    restoreFocus(before);
  };
  const tour: Driver = driver({
    steps: steps.map((step) => ({
      element: step.selector,
      popover: { title: escapeHtml(step.title), description: escapeHtml(step.text) },
    })),
    animate: true,
    duration: 400,
    overlayOpacity: 0.7,
    stagePadding: 10,
    stageRadius: 5,
    popoverOffset: 10,
    allowKeyboardControl: true,
    allowClose: true,
    showProgress: true,
    progressText: texts.progress,
    showButtons: ['next', 'close'],
    nextBtnText: escapeHtml(texts.next),
    doneBtnText: escapeHtml(texts.finish),
    popoverClass: 'amrx-tour',
    // Close (button, Escape, overlay) and Finish both end here; the component's own teardown
    // uses destroy(), which does not, so leaving home mid-tour does not count as seen.
    onDestroyStarted: end,
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', texts.close);
      const skip = document.createElement('button');
      skip.type = 'button';
      skip.className = 'driver-popover-footer-btn amrx-tour-skip';
      skip.textContent = texts.skip;
      skip.addEventListener('click', end);
      popover.footerButtons.prepend(skip);
    },
  });
  tour.drive();
  return tour;
}
