import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `yyyy-mm-dd` → `dd/mm/yyyy` (the spec's date format, whatever the browser's language). */
export function isoToDayText(iso: string | null): string {
  const match = iso === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match === null ? '' : `${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}`;
}

/** `d/m/yyyy` or `dd/mm/yyyy` (also with '-' or '.') → `yyyy-mm-dd`, or null when not a real day. */
export function dayTextToIso(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (match === null) {
    return null;
  }
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A day typed as dd/mm/aaaa (the native date input shows the browser's order, e.g.
 * mm/dd/yyyy in an English browser, while the interface is Spanish). Sent on Enter or blur.
 */
export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  /** yyyy-mm-dd or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('offers');
  const [text, setText] = useState(isoToDayText(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // Follow the URL (back button, 'clear filters').
  if (shown !== value) {
    setShown(value);
    setText(isoToDayText(value));
    setInvalid(false);
  }
  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== null) {
        onChange(null);
      }
      return;
    }
    const iso = dayTextToIso(text);
    setInvalid(iso === null);
    if (iso !== null && iso !== value) {
      onChange(iso);
    }
  };
  return (
    <TextInput
      label={label}
      placeholder={t('filters.dayPlaceholder')}
      description={t('filters.dayFormat')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={text}
      error={invalid ? t('filters.dayInvalid') : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
