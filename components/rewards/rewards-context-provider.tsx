'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { RewardsEnv } from '@/lib/rewards/rewards-env';

const Env = createContext<RewardsEnv | null>(null);

/** The server's view (config, member, brands) for the rewards screens' client leaves. */
export function RewardsEnvProvider({ env, children }: { env: RewardsEnv; children: ReactNode }) {
  return <Env.Provider value={env}>{children}</Env.Provider>;
}

export function useRewardsEnv(): RewardsEnv {
  const env = useContext(Env);
  if (!env) throw new Error('useRewardsEnv outside RewardsEnvProvider');
  return env;
}

/** A brand's display name and URL segment by its code (falls back to the code itself). */
export function useBrandOf() {
  const { brands } = useRewardsEnv();
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
