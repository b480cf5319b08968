'use client';

import { useEffect } from 'react';
import { sessionReports, type SessionView } from '@/lib/session/browser/session-reports';

/** Hands the server's verdict on the session, as this page was rendered, to the session watch. */
export function SessionReport({ state, session, shown }: SessionView) {
  const name = shown?.name;
  const phone = shown?.phone;
  useEffect(() => {
    sessionReports.report({
      state,
      session,
      shown: name !== undefined && phone !== undefined ? { name, phone } : null,
    });
  }, [state, session, name, phone]);
  return null;
}
