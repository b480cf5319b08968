'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { apiKey, useApiQuery } from '@/lib/api/use-api';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorText } from '@/lib/api/use-error-text';
import { deviceNameArgs, deviceOfLogin } from '@/lib/devices/device-name';
import { isolate } from '@/lib/i18n/bidi';
import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { Link } from '@/lib/i18n/navigation';
import { FormError } from '@/components/ui/field';
import { IsolatedRuns } from '@/components/ui/isolated-text';
import { QueryState } from './query-state';
import { routePath } from '@/lib/navigation/route-paths';

const rowButton = 'shrink-0 rounded-full border border-line px-4 py-2 text-sm font-medium';

/**
 * docs/product.md §2 Manage account: active sessions, last logged-in time in the member's own zone (a
 * Riyadh member reads Riyadh time), device names in the page's language: from the device as data
 * (browser and platform, lib/contract/device.ts), never the English name the service keeps. This
 * device's row says so and logs out; another's ends that session after the member confirms, and
 * says it ended.
 */
export function SessionsPanel({ timeZone }: { timeZone: string }) {
  const t = useTranslations('ManageAccount');
  const reminders = useTranslations('Reminders');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useApiQuery('sso-sessions');
  const remove = useApiMutation('remove-session');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const deviceName = (login: Parameters<typeof deviceOfLogin>[0]) => {
    const device = deviceOfLogin(login);
    return device ? t('deviceName', deviceNameArgs(device)) : t('deviceUnknown');
  };

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
              {ssoInfo.logins.map((login) => {
                const device = deviceName(login);
                const asking = confirming === login.sessionId;
                return (
                  <li key={login.sessionId} className="flex flex-col gap-3 p-4">
                    <div className="flex items-center justify-between gap-4">
                      <div>
                        <p className="font-medium">
                          {device}
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
                          {/* The date and time isolated and unbroken (docs/product.md §9 Direction). */}
                          <IsolatedRuns
                            text={t('lastLoggedIn', {
                              date: isolate(formatDate(login.lastLoggedInAt, locale, timeZone)),
                              time: isolate(formatTime(login.lastLoggedInAt, locale, timeZone)),
                            })}
                          />
                        </p>
                      </div>
                      {login.isCurrentDevice ? (
                        <Link href={routePath('logout')} replace className={rowButton}>
                          {t('logoutThisDevice')}
                        </Link>
                      ) : asking ? null : (
                        <button
                          type="button"
                          disabled={remove.isPending}
                          onClick={() => {
                            setEnded(null);
                            setConfirming(login.sessionId);
                          }}
                          className={rowButton}
                        >
                          {t('removeSession')}
                        </button>
                      )}
                    </div>
                    {asking ? (
                      <div
                        role="group"
                        aria-label={t('removeSession')}
                        className="flex flex-col gap-2"
                      >
                        <p className="text-sm">{t('endSessionConfirm', { device })}</p>
                        <div className="flex gap-2">
                          <button
                            type="button"
                            // The question has just replaced the button the member pressed.
                            autoFocus
                            disabled={remove.isPending}
                            onClick={() =>
                              remove.mutate(
                                { sessionId: login.sessionId },
                                {
                                  onSuccess: () => {
                                    setConfirming(null);
                                    setEnded(device);
                                    void queryClient.invalidateQueries({
                                      queryKey: apiKey('sso-sessions'),
                                    });
                                  },
                                },
                              )
                            }
                            className="rounded-full bg-primary-ink px-4 py-2 text-sm font-semibold text-white"
                          >
                            {remove.isPending ? t('removingSession') : t('endSessionYes')}
                          </button>
                          <button
                            type="button"
                            disabled={remove.isPending}
                            onClick={() => setConfirming(null)}
                            className={rowButton}
                          >
                            {t('endSessionNo')}
                          </button>
                        </div>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      <p role="status" className="text-sm text-success-ink">
        {ended ? t('sessionEnded', { device: ended }) : null}
      </p>
      <FormError message={remove.isError ? errorText(remove.error) : null} />
    </section>
  );
}
