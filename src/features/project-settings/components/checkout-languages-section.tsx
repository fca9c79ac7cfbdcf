import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { useListCheckoutTranslationsQuery, type CheckoutTranslation } from '../api/checkout-translations-api';
import { LANGUAGE_CODES } from '../model/codes';
import { CHECKOUT_LANGUAGES_WRITE } from '../model/permissions';
import { AddLanguageDialog } from './add-language-dialog';
import { EditTextsDialog } from './edit-texts-dialog';
import { LanguagesTable } from './languages-table';
import { RemoveLanguageDialog } from './remove-language-dialog';

interface Props {
  projectId: string;
  projectName: string;
}

const NONE: CheckoutTranslation[] = [];

/**
 * "Checkout languages": the languages the project's checkout page is offered in (`checkout-translations/list`),
 * each with its missing texts; add one, edit its texts beside the default language's, remove one.
 */
export function CheckoutLanguagesSection({ projectId, projectName }: Props) {
  const { t } = useTranslation('projectSettings');
  const canWrite = usePermission(CHECKOUT_LANGUAGES_WRITE);
  const query = useListCheckoutTranslationsQuery(projectId);
  const rows = query.currentData ?? NONE;
  const [adding, setAdding] = useState(false);
  // By id, so that the dialogs follow the list as it is read again.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CheckoutTranslation | null>(null);
  const editing = rows.find((row) => row.id === editingId) ?? null;
  const defaultLanguage = rows.find((row) => row.isDefault) ?? null;

  let body: React.ReactNode;
  if (query.currentData) {
    body = <LanguagesTable rows={rows} canWrite={canWrite} onEdit={(row) => setEditingId(row.id)} onRemove={setRemoving} />;
  } else if (query.isError && !query.isFetching) {
    body = <ErrorState error={query.error} codes={LANGUAGE_CODES} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = <LoadingState label={t('languages.loading')} rows={3} />;
  }

  return (
    <SectionCard
      title={t('languages.title')}
      description={t('languages.description')}
      actions={
        canWrite && query.currentData ? (
          <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('languages.add.open')}
          </Button>
        ) : undefined
      }
    >
      {body}
      <AddLanguageDialog
        opened={adding}
        projectId={projectId}
        projectName={projectName}
        existing={rows.map((row) => row.language)}
        onClose={() => setAdding(false)}
        onAdded={(row) => {
          setAdding(false);
          setEditingId(row.id);
        }}
      />
      <EditTextsDialog
        translation={editing}
        defaultLanguage={defaultLanguage}
        projectName={projectName}
        readOnly={!canWrite}
        onClose={() => setEditingId(null)}
      />
      <RemoveLanguageDialog translation={removing} projectName={projectName} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
