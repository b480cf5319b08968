import type { ReactNode } from 'react';
import './globals.css';

// <html> and <body> live in app/[locale]/layout.tsx, where the language and direction are known.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
