import { CreateProfileForm } from './create-profile-form';
import { pendingSignInOr, shownPhone } from './sign-in-shared';

// The profile modal's server half (docs/product.md §2 Modals): the number being signed up.

export async function CreateProfileBody() {
  return pendingSignInOr(({ phone }) => <CreateProfileForm phone={shownPhone(phone)} />);
}
