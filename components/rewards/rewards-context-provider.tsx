'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { RewardsContext } from '@/lib/rewards/rewards-context';

const Shared = createContext<RewardsContext | null>(null);

/** The server's view (config, member, brands) for the rewards screens' client leaves. */
export function RewardsContextProvider({
  value,
  children,
}: {
  value: RewardsContext;
  children: ReactNode;
}) {
  return <Shared.Provider value={value}>{children}</Shared.Provider>;
}

export function useRewardsContext(): RewardsContext {
  const value = useContext(Shared);
  if (!value) throw new Error('useRewardsContext outside RewardsContextProvider');
  return value;
}

/** A brand's display name and URL segment by its code (falls back to the code itself). */
export function useBrandOf() {
  const { brands } = useRewardsContext();
  return (code: string) => {
    const brand = brands.find(
      (b) => b.code.toLowerCase() === code.toLowerCase() || b.shortname === code.toLowerCase(),
    );
    return {
      code: brand?.code ?? code,
      name: brand?.name ?? code,
      shortname: brand?.shortname ?? code.toLowerCase(),
    };
  };
}
