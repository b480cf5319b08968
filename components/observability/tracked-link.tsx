'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { track, type AnalyticsEvent } from '@/lib/observability/analytics';

/** A link of a server component that also sends an analytics event when followed. */
export function TrackedLink({
  analytics,
  ...props
}: ComponentProps<typeof Link> & { analytics: AnalyticsEvent }) {
  return <Link {...props} onClick={() => track(analytics)} />;
}
