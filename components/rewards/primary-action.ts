import { primaryDisabledClass } from '@/components/ui/field';

/** The detail's main call to action: log in, join, unlock, transfer. */
export const PRIMARY_ACTION = `block w-full rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white ${primaryDisabledClass}`;
