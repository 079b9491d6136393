import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons/close';
import { cn } from './cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/** A centred modal on desktop and a full-height sheet on phones, with a titled header. */
export function DialogContent({ title, closeLabel, children, className }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-up md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] md:w-[min(92vw,760px)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl',
          className,
        )}
      >
        <header className="flex items-center gap-3 border-b border-neutral-200 px-6 py-4">
          <RadixDialog.Close
            aria-label={closeLabel}
            className="-ml-2 rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            <CloseIcon className="size-4" />
          </RadixDialog.Close>
          <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
        </header>
        <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        <div className="overflow-y-auto px-6 py-6">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
