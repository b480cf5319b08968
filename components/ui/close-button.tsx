import { Icon } from '@/components/ui/icon';

/** The ✕ in a dialog's top corner (route modals, the drawer): named by its label. */
export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className="-m-2 rounded-full p-2 hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon name="close" className="size-6" />
    </button>
  );
}
