// A date and time field (spec 01 §9: dd.MM.yyyy HH:mm in every language, the facility's clock): typed, not the
// browser's own picker (which shows 'MM/DD/YYYY, hh:mm AM' in English and the browser's zone). The text stays as
// typed while it is incomplete; the record holds the instant as soon as the text means one. A calendar beside it
// (Mantine's DatePicker, date-picker-button.tsx) picks the day.
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { DatePickerButton } from './date-picker-button.tsx';
import { fromInputValue, toInputValue } from './datetime-value.ts';

export function DateTimeInput({
  value,
  onChange,
  ...common
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (stored: string | null) => void;
}) {
  const { t } = useTranslation();
  // The facility's clock: the current system's time zone parameter (spec 01 §9).
  const zone = useFacilityZone();
  const [typed, setTyped] = useState(() => toInputValue(value, zone));
  // A new value from outside (the record loaded, a copy) replaces the text; our own echo does not.
  useEffect(() => {
    setTyped((current) => (fromInputValue(current, zone) === value ? current : toInputValue(value, zone)));
  }, [value, zone]);
  return (
    <TextInput
      {...common}
      value={typed}
      placeholder={t('admin.crud.dateTimeFormat')}
      inputMode="numeric"
      maxLength={16}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        onChange(fromInputValue(e.currentTarget.value, zone));
      }}
      rightSection={
        <DatePickerButton
          typed={typed}
          disabled={common.disabled || common.readOnly}
          onPick={(text) => {
            setTyped(text);
            onChange(fromInputValue(text, zone));
          }}
        />
      }
      rightSectionPointerEvents="all"
    />
  );
}
