import { Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

interface OfferSearchBoxProps {
  /** The text of the search in the URL. */
  value: string;
  onSearch: (text: string) => void;
  searching: boolean;
}

/**
 * Free-text search that answers while typing: the text goes to the URL 300 ms after the last key
 * (Enter sends it at once). When the URL changes from outside (back button), the box follows.
 */
export function OfferSearchBox({ value, onSearch, searching }: OfferSearchBoxProps) {
  const { t } = useTranslation('offers');
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      // Enter may have sent it meanwhile.
      if (wanted === sent.current) {
        return;
      }
      sent.current = wanted;
      onSearchRef.current(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text]);

  return (
    <form
      role="search"
      aria-label={t('search.region')}
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = text.trim();
        if (wanted !== sent.current) {
          sent.current = wanted;
          onSearch(wanted);
        }
      }}
    >
      <TextInput
        type="search"
        label={t('search.label')}
        description={t('search.description')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={
          searching ? <Loader size="xs" role="status" aria-label={t('search.searching')} /> : null
        }
        maxLength={200}
        autoComplete="off"
        data-testid="offer-search"
      />
    </form>
  );
}
