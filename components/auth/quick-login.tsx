'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import type { CallData } from '@/lib/contract/calls';
import type { BrandCode } from '@/lib/contract/common';
import { Link } from '@/lib/i18n/navigation';
import { FormError, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useFinishAuthChange } from './use-finish-sign-in';
import { routePath } from '@/lib/navigation/route-paths';

type Texts = { title: string; existOne: string; proceed: string; otherOption: string };
type Found = CallData<'verify-redirect'>;

/**
 * docs/product.md §2 Quick login via the programme profile: a brand app hands over a one-time client id;
 * we show whose profile it is (masked), and Continue signs in with it (docs/product.md §7 validateAccount).
 */
export function QuickLogin({
  clientId,
  brand,
  texts,
}: {
  clientId: string;
  brand: BrandCode;
  texts: Texts;
}) {
  const t = useTranslations('QuickLogin');
  const errorText = useErrorText();
  const finish = useFinishAuthChange();
  const [found, setFound] = useState<Found | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    callApi('verify-redirect', { brand, clientId }, { signal: controller.signal })
      .then((result) => setFound(result.data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(errorText(error));
      });
    return () => controller.abort();
    // errorText is a fresh function each render; the lookup depends only on the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brand, clientId]);

  const proceed = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await callApi('validate-account', { brand, brandName: brand, clientId });
      if (!result.data.success) throw new Error('not validated');
      finish(routePath('home'));
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-medium">{texts.title}</p>
      {found?.maskedUserDetails ? (
        <div className="rounded-2xl bg-surface p-4">
          <p className="text-muted">{texts.existOne}</p>
          <p className="mt-2 font-semibold">{found.maskedUserDetails.maskedName}</p>
          <p dir="ltr" className="text-start text-muted rtl:text-end">
            {found.maskedUserDetails.maskedPhnNo}
          </p>
        </div>
      ) : !failure ? (
        <p role="status" className="text-muted">
          {t('checking')}
        </p>
      ) : null}
      <FormError message={failure} />
      {found?.maskedUserDetails ? (
        <button type="button" onClick={proceed} disabled={busy} className={primaryButtonClass}>
          {busy ? t('signingIn') : texts.proceed}
        </button>
      ) : null}
      <Link href={routePath('login')} className={secondaryButtonClass}>
        {texts.otherOption}
      </Link>
    </div>
  );
}
