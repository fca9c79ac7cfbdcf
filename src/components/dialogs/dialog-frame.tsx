import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from './outcome';

type ModalOptions = 'size' | 'centered' | 'withCloseButton' | 'closeOnClickOutside' | 'closeOnEscape' | 'returnFocus' | 'fullScreen' | 'yOffset' | 'classNames';

export interface DialogProps extends Pick<ModalProps, ModalOptions> {
  opened: boolean;
  /** The close button, Escape or a click outside; ignored while `busy`. */
  onClose: () => void;
  /** The heading the dialog is named by. */
  title: ReactNode;
  /** The close button's accessible name; "Close" unless the feature has its own words. */
  closeLabel?: string;
  /** Something is being sent: the dialog cannot be closed until it is answered. */
  busy?: boolean;
  /** The intent the dialog sends (`useOutcome`): no close button while it is sent, no closing by a click outside until it is settled. */
  outcome?: Pick<Outcome, 'pending' | 'unknown'>;
  children?: ReactNode;
}

/**
 * The one frame every dialog of the app is drawn in (Mantine's Modal is used nowhere else): the title
 * names it, its close button has a name, it is centred unless told otherwise, and it stays open while
 * `busy`. Mantine mirrors it on a right-to-left page; focus goes to the first `data-autofocus` element.
 * `ConfirmDialog` and `FormDialog` are built on it; a dialog that is neither uses it directly.
 */
export function Dialog({ opened, onClose, title, closeLabel, busy = false, outcome, centered = true, children, ...options }: DialogProps) {
  const { t } = useTranslation('common');
  const locked = busy || Boolean(outcome?.pending);
  const guarded = outcome && { withCloseButton: !outcome.pending, closeOnClickOutside: !outcome.pending && !outcome.unknown };
  return (
    <Modal
      opened={opened}
      onClose={() => !locked && onClose()}
      title={title}
      centered={centered}
      closeButtonProps={{ 'aria-label': closeLabel ?? t('close') }}
      {...options}
      {...guarded}
    >
      {children}
    </Modal>
  );
}
