'use client';

import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { canGoBackInApp } from '@/lib/navigation/navigation-memory';
import { CloseButton } from '@/components/ui/close-button';
import { ModalDialog, SHEET_CLASS } from '@/components/ui/modal-dialog';

const CloseModal = createContext<() => void>(() => {});

/** Closes the modal this component sits in, as its close button does. */
export const useCloseModal = () => useContext(CloseModal);

type Props = {
  /** The modal's own path without the locale, e.g. `/rewards/detail/kfc/12`. */
  path: string;
  /** Where a modal with no remembered background closes to (docs/product.md §2 Modals table). */
  background: string;
  title: string;
  children?: ReactNode;
};

/**
 * A modal that is also a URL (docs/product.md §2 Modals; the nextgram pattern). Opened in-app it sits over
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
    if (canGoBackInApp()) router.back();
    else router.replace(background);
  };

  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      className={`${SHEET_CLASS} shadow-xl focus:outline-none`}
    >
      <div className="flex flex-col">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <CloseButton label={t('close')} onClose={close} />
        </div>
        <CloseModal.Provider value={close}>{children}</CloseModal.Provider>
      </div>
    </ModalDialog>
  );
}
