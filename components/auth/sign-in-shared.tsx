import { getTranslations } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import { pendingSignIn, type PendingSignIn, type SessionPhone } from '@/lib/session/sign-in';
import { Link } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';
import { FormError } from '@/components/ui/field';

// What the server halves of the sign-in modals share (docs/product.md §2 Modals). Each modal's body
// has a file of its own, importing its own form only: a page carries the client code of the form
// it shows, not all three (the first-load JavaScript budget, docs/quality.md §3).

export async function configOrError() {
  const [config, t] = await Promise.all([getAppConfig(), getTranslations('ApiErrors')]);
  return { config, error: config ? null : <FormError message={t('generic')} /> };
}

/** The number a code went to, as the code and profile screens show it: "+971 501234567". */
export const shownPhone = (phone: SessionPhone) => `${phone.cCode} ${phone.phnNo}`;

/** The number a code was sent to lives in the session; without one, start again at login. */
export async function pendingSignInOr(render: (pending: PendingSignIn) => React.ReactNode) {
  const [pending, t] = await Promise.all([pendingSignIn(), getTranslations('ServiceErrors')]);
  if (!pending) {
    return (
      <div className="flex flex-col gap-4">
        <FormError message={t('session_required')} />
        <Link href={routePath('login')} replace className="font-medium text-primary-ink">
          {(await getTranslations('Modals'))('login')}
        </Link>
      </div>
    );
  }
  return render(pending);
}
