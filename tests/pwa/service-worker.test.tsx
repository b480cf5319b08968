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
  messages: unknown[] = [];
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
  messageSW(data: unknown) {
    this.messages.push(data);
    return Promise.resolve(true);
  }
}

/** Serwist's lifecycle event: isUpdate says a worker already controlled the page. */
function lifecycleEvent(type: string, isUpdate: boolean) {
  return Object.assign(new Event(type), { isUpdate });
}

vi.mock('@serwist/window', () => ({ Serwist: FakeSerwist }));

function renderWorker() {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ServiceWorker />
      <Snackbar closeLabel="Close the message" />
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
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload },
      configurable: true,
    });
    renderWorker();
    await vi.waitFor(() => expect(worker.instances[0]?.registered).toBe(true));
    const serwist = worker.instances[0]!;

    act(() => void serwist.dispatchEvent(new Event('waiting')));
    expect(await screen.findByText(en.Pwa.updateReady)).toBeInTheDocument();
    expect(serwist.skipWaitingAsked).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: en.Pwa.updateNow }));
    expect(serwist.skipWaitingAsked).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    act(() => void serwist.dispatchEvent(lifecycleEvent('controlling', true)));
    expect(reload).toHaveBeenCalledTimes(1);
    // An update's files load after the reload, through the worker; nothing is handed over.
    expect(serwist.messages).toEqual([]);
  });

  it('hands the worker the build files this page loaded when a first install takes control', async () => {
    const origin = window.location.origin;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${origin}/_next/static/chunks/app.js` },
      { name: `${origin}/_next/static/media/rubik.woff2` },
      { name: `${origin}/_next/static/chunks/app.js` },
      { name: `${origin}/api/amr-loyalty/v1/profile` },
      { name: 'https://images.example.com/_next/static/chunks/other.js' },
    ] as PerformanceEntry[]);
    renderWorker();
    await vi.waitFor(() => expect(worker.instances[0]?.registered).toBe(true));
    const serwist = worker.instances[0]!;

    act(() => void serwist.dispatchEvent(lifecycleEvent('controlling', false)));
    expect(serwist.messages).toEqual([
      {
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: [
            `${origin}/_next/static/chunks/app.js`,
            `${origin}/_next/static/media/rubik.woff2`,
          ],
        },
      },
    ]);
    vi.restoreAllMocks();
  });

  it('registers nothing outside production builds', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    renderWorker();
    await new Promise((r) => setTimeout(r, 20));
    expect(worker.instances).toHaveLength(0);
  });
});
