import type { ReactNode } from 'react';
import { LogoMark } from './logo';

/** The whole-window screens the app shows instead of itself (startup failure, unsupported browser). */
export function FullPageMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <LogoMark className="size-12 text-brand" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </main>
  );
}
