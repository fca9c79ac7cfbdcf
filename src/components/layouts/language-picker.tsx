import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageCodes, languages, rememberLanguage, type LanguageCode } from '@/lib/i18n';

export function LanguagePicker({ onChange }: { onChange?: (code: LanguageCode) => void }) {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect
      size="xs"
      label={t('language')}
      leftSection={<IconLanguage size={14} aria-hidden />}
      value={i18n.language}
      data={languageCodes.map((code) => ({ value: code, label: languages[code].nativeName }))}
      onChange={(event) => {
        const code = event.currentTarget.value as LanguageCode;
        rememberLanguage(code);
        void i18n.changeLanguage(code);
        onChange?.(code);
      }}
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { marginBottom: 0 } }}
    />
  );
}
