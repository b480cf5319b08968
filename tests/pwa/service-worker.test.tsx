import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Snackbar } from '@/components/overlays/snackbar';
import en from '@/messages/en.json';
import { ServiceWorker } from '@/components/pwa/service-worker';

// The update prompt: a waiting version is offered, never forced; accepting it activates the new
// worker and reloads once it controls the page. @serwist/window is replaced by a stand-in that
// records what the component asks of it (the browser's worker lifecycle is not in happy-dom).
const worker = vi.hoisted(() => ({ instances: [] as FakeSerwist[] }));

class FakeSerwist extends EventTarget {
  registered = false;
  skipWaitingAsked = false;
  constructor(
    readonly url: string,
    readonly options: RegistrationOptions,
  ) {
    super();
    worker.instances.push(this);
  }
  register() {
    this.registered = true;
    return Promise.resolve(undefined);
  }
  messageSkipWaiting() {
    this.skipWaitingAsked = true;
  }
}

vi.mock('@serwist/window', () => ({ Serwist: FakeSerwist }));

function renderWorker() {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ServiceWorker />
      <Snackbar />
    </NextIntlClientProvider>,
  );
}

describe('service worker registration and the update prompt', () => {
  beforeEach(() => {
    worker.instances.length = 0;
    vi.stubEnv('NODE_ENV', 'production');
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => vi.unstubAllEnvs());

  it('registers /serwist/sw.js for the whole site', async () => {
    renderWorker();
    await vi.waitFor(() => expect(worker.instances[0]?.registered).toBe(true));
    expect(worker.instances[0]).toMatchObject({ url: '/serwist/sw.js', options: { scope: '/' } });
  });

  it('offers a waiting version and activates it only when the member accepts', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    renderWorker();
    await vi.waitFor(() => expect(worker.instances[0]?.registered).toBe(true));
    const serwist = worker.instances[0]!;

    act(() => void serwist.dispatchEvent(new Event('waiting')));
    expect(await screen.findByText(en.Pwa.updateReady)).toBeInTheDocument();
    expect(serwist.skipWaitingAsked).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: en.Pwa.updateNow }));
    expect(serwist.skipWaitingAsked).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    act(() => void serwist.dispatchEvent(new Event('controlling')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('registers nothing outside production builds', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    renderWorker();
    await new Promise((r) => setTimeout(r, 20));
    expect(worker.instances).toHaveLength(0);
  });
});
