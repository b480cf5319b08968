'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { rememberedPage } from '@/lib/navigation-memory';

const CloseModal = createContext<() => void>(() => {});

/** Closes the modal this component sits in, as its close button does. */
export const useCloseModal = () => useContext(CloseModal);

type Props = {
  /** The modal's own path without the locale, e.g. `/rewards/detail/kfc/12`. */
  path: string;
  /** Where a modal with no remembered background closes to (SPEC §2 Modals table). */
  background: string;
  title: string;
  children?: ReactNode;
};

/**
 * A modal that is also a URL (SPEC §2 Modals; the nextgram pattern). Opened in-app it sits over
 * the page it was opened from and closing goes back to it; after a hard load there is nothing
 * in-app to go back to, so closing replaces the URL with the declared background.
 * Moving from one modal to the next should use router.replace, so one step back still lands on
 * the background.
 */
export function RouteModal({ path, background, title, children }: Props) {
  const t = useTranslations('RouteModal');
  const router = useRouter();
  const pathname = usePathname();
  // A hard-loaded modal stays mounted under the next intercepted one; only the current shows.
  const open = pathname === path;

  const close = () => {
    if (rememberedPage()) router.back();
    else router.replace(background);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-dialog sm:rounded-2xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="-m-2 rounded-full p-2 text-2xl leading-none hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <CloseModal.Provider value={close}>{children}</CloseModal.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
