// The calendar beside a typed date and time (spec 01 §9 dd.MM.yyyy HH:mm): Mantine's DatePicker in the user's
// language picks the day and keeps the typed time (08:00 when none is typed yet). The picker works on calendar
// days only ('YYYY-MM-DD'), never on instants, so the browser's zone never comes between the user and the
// facility's clock; datetime-value.ts turns the text into the instant.
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './date-picker.module.css';

const TYPED = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}:\d{2}))?/;
const DEFAULT_TIME = '08:00';

/** The calendar day of a typed text ('22.01.2027 08:00' -> '2027-01-22'), null when none is typed. */
export const typedDay = (typed: string): string | null => {
  const m = TYPED.exec(typed.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

/** The text with the day picked ('2027-01-22') and the time typed so far. */
export const withDay = (typed: string, day: string): string => {
  const [y, mo, d] = day.split('-');
  const time = TYPED.exec(typed.trim())?.[4] ?? /\d{2}:\d{2}/.exec(typed)?.[0] ?? DEFAULT_TIME;
  return `${d}.${mo}.${y} ${time}`;
};

export function DatePickerButton({
  typed,
  disabled,
  onPick,
}: {
  typed: string;
  disabled?: boolean;
  onPick: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const day = typedDay(typed);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={disabled}
          aria-label={t('admin.crud.pickDate')}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          locale={i18n.language}
          firstDayOfWeek={1}
          classNames={{ day: classes.day }}
          value={day}
          defaultDate={day ?? undefined}
          onChange={(picked) => {
            if (!picked) return;
            onPick(withDay(typed, picked));
            setOpened(false);
          }}
          ariaLabels={{ nextMonth: t('admin.crud.nextMonth'), previousMonth: t('admin.crud.previousMonth') }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
