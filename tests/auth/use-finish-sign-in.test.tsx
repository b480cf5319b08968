import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { useFinishAuthChange } from '@/components/auth/use-finish-sign-in';

// components/auth/use-finish-sign-in.ts: once the profile is created (or the code verified), the
// modal leaves for the page, and focus goes to the page's main heading rather than to the top of
// the page; where the closing dialog gave focus back to what opened it, it stays there
// (docs/product.md §2 "Focus follows each step").

const router = { replace: vi.fn(), refresh: vi.fn() };
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => router }));
vi.mock('@/lib/pwa/forget-member-on-device', () => ({ forgetMemberOnDevice: async () => {} }));

function finishWith() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFinishAuthChange(), { wrapper }).result.current;
}

describe('after the profile is created', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.clearAllMocks();
  });

  it('puts focus on the page’s main heading once the create-profile dialog has closed', async () => {
    document.body.innerHTML = `
      <main id="main"><h1>Rewards</h1></main>
      <dialog open><h2>Create profile</h2><button>Log me in</button></dialog>`;
    document.querySelector<HTMLElement>('dialog button')!.focus();
    const finish = finishWith();
    finish();
    expect(router.replace).toHaveBeenCalledOnce();
    // The navigation closes the modal a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('h1')).not.toHaveFocus();
    document.querySelector('dialog')!.remove();
    await vi.waitFor(() => expect(document.querySelector('h1')).toHaveFocus());
  });

  it('leaves focus on the control the closing dialog gave it back to', async () => {
    document.body.innerHTML = `
      <a href="/en/my-profile">Hala Omar</a>
      <main id="main"><h1>Rewards</h1></main>`;
    const opener = document.querySelector('a')!;
    opener.focus();
    finishWith()();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opener).toHaveFocus();
  });
});
