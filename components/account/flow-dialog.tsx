'use client';

import { useId, type ReactNode } from 'react';
import { ModalDialog, SHEET_CLASS } from '@/components/ui/modal-dialog';

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
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className={SHEET_CLASS}>
      <div className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </ModalDialog>
  );
}
