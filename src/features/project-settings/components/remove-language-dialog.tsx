import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { notify, tx } from '@/lib/notify';
import { useDeleteCheckoutTranslationMutation, type CheckoutTranslation } from '../api/checkout-translations-api';
import { LANGUAGE_CODES } from '../model/codes';
import { useLanguageLabel } from '../model/language-label';

interface Props {
  /** The language to remove (never the default), or null when closed. */
  translation: CheckoutTranslation | null;
  projectName: string;
  onClose: () => void;
}

/** Asks before removing a checkout language (`checkout-translations/delete`); a refusal is said in the dialog. */
export function RemoveLanguageDialog({ translation, projectName, onClose }: Props) {
  const { t } = useTranslation('projectSettings');
  const label = useLanguageLabel();
  const [remove] = useDeleteCheckoutTranslationMutation();
  const language = translation ? label(translation.language) : '';
  return (
    <ConfirmDialog
      opened={translation !== null}
      title={t('languages.remove.title')}
      question={t('languages.remove.question', { language, name: projectName })}
      hint={t('languages.remove.hint')}
      confirmLabel={t('languages.remove.confirm')}
      danger
      onConfirm={async () => {
        if (!translation) return;
        await remove({ id: translation.id }).unwrap();
        notify({ color: 'teal', title: tx('projectSettings:languages.remove.done', { language }), message: projectName });
        onClose();
      }}
      describeFailure={(error) => t(failureMessageKey(toFailure(error), LANGUAGE_CODES))}
      onClose={onClose}
    />
  );
}
