import { Fragment } from 'react';
import { Kbd, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { useModKey } from '../palette-button';

type Keys = readonly (readonly string[])[];

/**
 * Every keyboard shortcut the app has, where it works: the global ones (this feature), the palette's,
 * the lists' row navigation (components/list-page/use-row-navigation.ts), the workspace switcher's
 * and the dialogs'. Keys of one chord are joined with "+", alternatives with "/".
 */
function useSections(): { key: string; rows: { key: string; keys: Keys }[] }[] {
  const mod = useModKey();
  return [
    {
      key: 'everywhere',
      rows: [
        { key: 'palette', keys: [[mod, 'K']] },
        { key: 'shortcuts', keys: [['?']] },
      ],
    },
    {
      key: 'palette',
      rows: [
        { key: 'move', keys: [['↑'], ['↓']] },
        { key: 'choose', keys: [['Enter']] },
        { key: 'back', keys: [['Backspace']] },
        { key: 'close', keys: [['Esc']] },
      ],
    },
    {
      key: 'lists',
      rows: [
        { key: 'rows', keys: [['↑'], ['↓']] },
        { key: 'ends', keys: [['Home'], ['End']] },
        { key: 'pages', keys: [['Page Up'], ['Page Down']] },
        { key: 'open', keys: [['Enter']] },
        { key: 'search', keys: [['Enter']] },
      ],
    },
    {
      key: 'switcher',
      rows: [
        { key: 'move', keys: [['↑'], ['↓']] },
        { key: 'choose', keys: [['Enter']] },
      ],
    },
    { key: 'dialogs', rows: [{ key: 'close', keys: [['Esc']] }] },
  ];
}

export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('palette');
  const sections = useSections();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('shortcuts.title')} size="lg" centered={false} returnFocus={false}>
      <Stack gap="md">
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`shortcuts-${section.key}`}>
            <Title order={3} size="h5" id={`shortcuts-${section.key}`} mb={4}>
              {t(`shortcuts.sections.${section.key}`)}
            </Title>
            <Table layout="fixed" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="40%">{t('shortcuts.keys')}</Table.Th>
                  <Table.Th>{t('shortcuts.does')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <span dir="ltr">
                        {row.keys.map((chord, i) => (
                          <Fragment key={chord.join('+')}>
                            {i > 0 && ' / '}
                            {chord.map((key, j) => (
                              <Fragment key={key}>
                                {j > 0 && ' + '}
                                <Kbd>{key}</Kbd>
                              </Fragment>
                            ))}
                          </Fragment>
                        ))}
                      </span>
                    </Table.Td>
                    <Table.Td>{t(`shortcuts.rows.${section.key}.${row.key}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Dialog>
  );
}
