'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { apiKey, useApiQuery } from '@/lib/api/use-api';
import type { CallData } from '@/lib/contract/calls';
import { QueryState } from './query-state';

type Permissions = CallData<'permissions'>;
type Permission = Permissions['permissions'][number];

/**
 * docs/product.md §3 Permission types as switches, saved at once. The switch moves first; a refused or
 * stale write (docs/quality.md §2 item 20) moves it back and says so.
 */
export function PermissionsPanel() {
  const t = useTranslations('ManageAccount');
  const queryClient = useQueryClient();
  const query = useApiQuery('permissions');
  const [message, setMessage] = useState<{ type: Permission['type']; ok: boolean } | null>(null);
  const [saving, setSaving] = useState<Permission['type'] | null>(null);

  const toggle = async (permission: Permission) => {
    const key = apiKey('permissions');
    const previous = queryClient.getQueryData<Permissions>(key);
    const status = permission.status === 'activated' ? 'deactivated' : 'activated';
    const replace = (p: Permission) =>
      queryClient.setQueryData<Permissions>(key, (data) =>
        data ? { permissions: data.permissions.map((x) => (x.type === p.type ? p : x)) } : data,
      );
    replace({ ...permission, status });
    setSaving(permission.type);
    setMessage(null);
    try {
      const result = await callApi('update-permission', {
        type: permission.type,
        status,
        version: permission.version,
      });
      replace(result.data.permission);
      setMessage({ type: permission.type, ok: true });
    } catch {
      if (previous) queryClient.setQueryData(key, previous);
      setMessage({ type: permission.type, ok: false });
      void queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="permissions-title" className="flex flex-col gap-3">
      <h2 id="permissions-title" className="text-lg font-semibold">
        {t('permissionsTitle')}
      </h2>
      <p className="text-sm text-muted">{t('permissionsIntro')}</p>
      <QueryState query={query}>
        {(data) => (
          <ul className="divide-y divide-line rounded-2xl border border-line">
            {data.permissions.map((permission) => {
              const on = permission.status === 'activated';
              const label = t(`permission_${permission.type}`);
              return (
                <li key={permission.type} className="flex flex-col gap-1 p-4">
                  <div className="flex items-center justify-between gap-4">
                    <span id={`perm-${permission.type}`}>{label}</span>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={on}
                      aria-labelledby={`perm-${permission.type}`}
                      disabled={saving === permission.type}
                      onClick={() => toggle(permission)}
                      className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${on ? 'bg-success' : 'bg-muted'}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`absolute top-1 size-5 rounded-full bg-white shadow transition-[inset-inline-start] ${on ? 'start-6' : 'start-1'}`}
                      />
                    </button>
                  </div>
                  {message?.type === permission.type ? (
                    <p
                      role="status"
                      className={`text-sm ${message.ok ? 'text-success-ink' : 'text-error-ink'}`}
                    >
                      {message.ok ? t('permissionSaved') : t('permissionFailed')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
