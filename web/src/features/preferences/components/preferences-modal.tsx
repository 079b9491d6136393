import { Dialog } from '@/components/ui/dialog';
import { PreferencesDialogContent } from './preferences-dialog';

/** The language and currency dialog, controlled; its own chunk, see PreferencesButton. */
export function PreferencesModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <PreferencesDialogContent />
    </Dialog>
  );
}
