'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { rememberedPage, takeReturnAfterSignIn } from '@/lib/navigation/navigation-memory';
import { routePath } from '@/lib/navigation/route-paths';
import { forgetMemberOnDevice } from '@/lib/pwa/forget-member-on-device';
import { focusPageAfterModal } from '@/lib/ui/focus-step';

/**
 * After sign-in or sign-out: forget what the browser kept for the previous visitor (queries and
 * the pages saved for offline reading), go where the member was going when asked to sign in (a
 * reward's detail), else leave the modal for the page it was opened over, and re-render the
 * server parts with the new session. Focus then goes to the page's main heading, or stays where
 * the closing modal gave it back, rather than falling to the top of the page (docs/product.md §2
 * "Focus follows each step").
 */
export function useFinishAuthChange() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (target?: string) => {
    queryClient.clear();
    void forgetMemberOnDevice();
    const going = takeReturnAfterSignIn();
    router.replace(target ?? going ?? rememberedPage() ?? routePath('home'));
    router.refresh();
    focusPageAfterModal();
  };
}
