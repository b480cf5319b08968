'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { apiKey, useApiQuery } from '@/lib/api/use-api';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { FormError } from '@/components/ui/field';
import { QueryState } from './query-state';

/**
 * docs/product.md §2 Manage account: active sessions, last logged-in time in the member's own zone (a
 * Riyadh member reads Riyadh time), current device flagged.
 */
export function SessionsPanel({ timeZone }: { timeZone: string }) {
  const t = useTranslations('ManageAccount');
  const reminders = useTranslations('Reminders');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useApiQuery('sso-sessions');
  const remove = useApiMutation('remove-session');

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('sessionsTitle')}
      </h2>
      <QueryState query={query}>
        {({ ssoInfo }) =>
          ssoInfo.logins.length === 0 ? (
            <p className="text-muted">{t('sessionsEmpty')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-2xl border border-line">
              {ssoInfo.logins.map((login) => (
                <li key={login.sessionId} className="flex items-center justify-between gap-4 p-4">
                  <div>
                    <p className="font-medium">
                      {login.deviceModel}
                      {login.isCurrentDevice ? (
                        <span className="ms-2 rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success-ink">
                          {t('currentDevice')}
                        </span>
                      ) : null}
                      {login.reminders ? (
                        <span className="ms-2 inline-block whitespace-nowrap rounded-full bg-surface px-2 py-0.5 text-xs font-semibold">
                          {reminders('sessionBadge')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted">
                      {t('lastLoggedIn', {
                        date: formatDate(login.lastLoggedInAt, locale, timeZone),
                        time: formatTime(login.lastLoggedInAt, locale, timeZone),
                      })}
                    </p>
                  </div>
                  {login.isCurrentDevice ? null : (
                    <button
                      type="button"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(
                          { sessionId: login.sessionId },
                          {
                            onSuccess: () =>
                              queryClient.invalidateQueries({ queryKey: apiKey('sso-sessions') }),
                          },
                        )
                      }
                      className="shrink-0 rounded-full border border-line px-4 py-2 text-sm font-medium"
                    >
                      {remove.isPending && remove.variables?.sessionId === login.sessionId
                        ? t('removingSession')
                        : t('removeSession')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <FormError message={remove.isError ? errorText(remove.error) : null} />
    </section>
  );
}
