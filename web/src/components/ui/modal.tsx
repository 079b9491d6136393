import type { ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** `Dialog` + `DialogContent`, controlled: its own chunk (Radix), see `useLazyModal`. */
export function Modal({ open, onOpenChange, title, closeLabel, children }: ModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} closeLabel={closeLabel}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
