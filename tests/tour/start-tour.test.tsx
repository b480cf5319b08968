import { startTour } from '@/components/tour/start-tour';

// components/tour/start-tour.ts: ending the guided tour gives focus back to what had it before
// the tour, else to the page's main heading, rather than to the top of the page
// (docs/product.md §2 "Focus follows each step", §4 Tour).

const TEXTS = {
  skip: 'Skip',
  next: 'Next',
  finish: 'Finish',
  close: 'Close the tour',
  progress: '{{current}} of {{total}}',
};
const STEPS = [
  { selector: '[data-tour-lg="home"]', title: 'Home', text: 'Your points at a glance.' },
  { selector: '[data-tour-lg="rewards"]', title: 'Rewards', text: 'Rewards of every brand.' },
];

function home() {
  document.body.innerHTML = `
    <header>
      <a href="/home" data-tour-lg="home">Home</a>
      <a href="/rewards" data-tour-lg="rewards">Rewards</a>
    </header>
    <main id="main"><h1>Home</h1></main>`;
}

const popover = () => document.querySelector<HTMLElement>('.driver-popover');
const button = (name: string) =>
  [...(popover()?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;

describe('the guided tour, ended', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts focus on the page’s main heading after Escape when nothing had focus before', async () => {
    home();
    const done = vi.fn();
    startTour(STEPS, TEXTS, done);
    await vi.waitFor(() => expect(popover()).not.toBeNull());
    expect(popover()!.contains(document.activeElement)).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
    expect(done).toHaveBeenCalledOnce();
    expect(popover()).toBeNull();
    expect(document.querySelector('h1')).toHaveFocus();
  });

  it('gives focus back to what had it before, after a step further on', async () => {
    home();
    const before = document.querySelector<HTMLElement>('a[href="/rewards"]')!;
    before.focus();
    startTour(STEPS, TEXTS, vi.fn());
    await vi.waitFor(() => expect(button(TEXTS.next)).toBeDefined());
    button(TEXTS.next).click();
    await vi.waitFor(() => expect(popover()?.textContent).toContain('2 of 2'));
    button(TEXTS.skip).click();
    expect(popover()).toBeNull();
    expect(before).toHaveFocus();
  });
});
