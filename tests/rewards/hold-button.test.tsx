import { act, fireEvent, render, screen } from '@testing-library/react';
import { HOLD_MS, HoldButton } from '@/components/rewards/hold-button';

// components/rewards/hold-button.tsx: only a press held for HOLD_MS acts, by finger, mouse or key;
// anything shorter, however often, does nothing.

function renderButton() {
  const onHold = vi.fn();
  render(
    <>
      <p id="hint">Press and hold</p>
      <HoldButton onHold={onHold} describedBy="hint">
        Hold to mark as used
      </HoldButton>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Hold to mark as used' });
  const fill = screen.getByTestId('hold-progress');
  return { onHold, button, fill };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('a button pressed and held', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a button described by the text beside it', () => {
    const { button } = renderButton();
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAccessibleDescription('Press and hold');
  });

  it('does nothing for a tap, a click or a press let go early', () => {
    const { onHold, button, fill } = renderButton();
    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.pointerUp(button, { button: 0 });
    fireEvent.click(button);
    fireEvent.pointerDown(button, { button: 0 });
    wait(HOLD_MS - 100);
    expect(fill).toHaveStyle({ width: '100%' });
    fireEvent.pointerUp(button, { button: 0 });
    expect(fill).toHaveStyle({ width: '0%' });
    wait(HOLD_MS * 2);
    expect(onHold).not.toHaveBeenCalled();
  });

  it('does nothing when the finger slides off, the touch turns into a scroll or another button presses', () => {
    const { onHold, button } = renderButton();
    fireEvent.pointerDown(button, { button: 0 });
    wait(HOLD_MS / 2);
    fireEvent.pointerLeave(button);
    fireEvent.pointerDown(button, { button: 0 });
    wait(HOLD_MS / 2);
    fireEvent.pointerCancel(button);
    fireEvent.pointerDown(button, { button: 2 });
    wait(HOLD_MS * 2);
    expect(onHold).not.toHaveBeenCalled();
  });

  it('acts once when held to the end, showing its progress as it goes', () => {
    const { onHold, button, fill } = renderButton();
    expect(fill).toHaveStyle({ width: '0%' });
    fireEvent.pointerDown(button, { button: 0 });
    expect(fill).toHaveStyle({ width: '100%', transition: `width ${HOLD_MS}ms linear` });
    wait(HOLD_MS - 1);
    expect(onHold).not.toHaveBeenCalled();
    wait(1);
    expect(onHold).toHaveBeenCalledTimes(1);
    expect(fill).toHaveStyle({ width: '0%' });
    wait(HOLD_MS * 2);
    fireEvent.pointerUp(button, { button: 0 });
    expect(onHold).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Space', ' '],
    ['Enter', 'Enter'],
  ])('acts when %s is held down, with its repeats, and not when let go early', (_, key) => {
    const { onHold, button } = renderButton();
    button.focus();
    fireEvent.keyDown(button, { key });
    wait(HOLD_MS / 2);
    fireEvent.keyUp(button, { key });
    wait(HOLD_MS * 2);
    expect(onHold).not.toHaveBeenCalled();

    fireEvent.keyDown(button, { key });
    // A key held down repeats: the repeats neither restart nor shorten the hold.
    for (let i = 0; i < 10; i++) {
      wait(HOLD_MS / 20);
      fireEvent.keyDown(button, { key, repeat: true });
    }
    expect(onHold).not.toHaveBeenCalled();
    wait(HOLD_MS / 2);
    expect(onHold).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(button, { key, repeat: true });
    fireEvent.keyUp(button, { key });
    wait(HOLD_MS * 2);
    expect(onHold).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, and a hold that loses focus', () => {
    const { onHold, button } = renderButton();
    fireEvent.keyDown(button, { key: 'a' });
    wait(HOLD_MS * 2);
    fireEvent.keyDown(button, { key: ' ' });
    wait(HOLD_MS / 2);
    fireEvent.blur(button);
    wait(HOLD_MS * 2);
    expect(onHold).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const onHold = vi.fn();
    render(
      <HoldButton onHold={onHold} describedBy="hint" disabled>
        Redeeming…
      </HoldButton>,
    );
    fireEvent.pointerDown(screen.getByRole('button'), { button: 0 });
    wait(HOLD_MS * 2);
    expect(onHold).not.toHaveBeenCalled();
  });
});
