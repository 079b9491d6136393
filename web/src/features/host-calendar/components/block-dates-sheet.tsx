import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { BlockDatesForm, type BlockDatesFormProps } from './block-dates-form';

export interface BlockDatesSheetProps extends Omit<BlockDatesFormProps, 'onDone' | 'onCancel'> {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Block Dates': the app's dialog, a sheet from the bottom on phones and centred on wider
 * screens. Its own chunk with the form's libraries, fetched when the button is first hovered,
 * focused or pressed (listing-calendar.tsx). The form mounts with each opening, so it starts
 * from the day selected then.
 */
export function BlockDatesSheet({ open, onOpenChange, ...form }: BlockDatesSheetProps) {
  const { t } = useTranslation('host-calendar');
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('block.title')}
      closeLabel={t('block.close')}
    >
      <BlockDatesForm {...form} onDone={close} onCancel={close} />
    </Modal>
  );
}
