import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './list-frame.module.css';

interface Props {
  label: string;
  placeholder?: string;
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/** Searches as you type (debounced); follows the URL when it changes elsewhere (Back, a chip). */
export function ListSearch({ label, placeholder, value, onSearch }: Props) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next.trim();
    onSearch(next);
  }, 300);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <TextInput
      type="search"
      className={classes.search}
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setText('');
              commit.cancel();
              committed.current = '';
              onSearch('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit.cancel();
          committed.current = text.trim();
          onSearch(text);
        }
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
