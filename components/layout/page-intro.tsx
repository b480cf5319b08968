import type { ReactNode } from 'react';

export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
