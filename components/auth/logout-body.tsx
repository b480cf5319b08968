import { LogoutConfirm } from './logout-confirm';

// The logout modal's server half (docs/product.md §2 Modals).

export function LogoutBody() {
  return <LogoutConfirm />;
}
