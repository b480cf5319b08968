import type { ReactNode } from 'react';

// Pages without the main layout (SPEC §2 Pages: manage account, terms, privacy, fingerprint).
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
