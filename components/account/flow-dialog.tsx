'use client';

import { useId, type ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

export type FlowDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** One step of the account deletion flow (components/account/delete-account-flow.tsx). */
export function FlowDialog({ open, title, onClose, children }: FlowDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-5 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-dialog sm:rounded-2xl sm:p-6"
    >
      <div className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </ModalDialog>
  );
}
