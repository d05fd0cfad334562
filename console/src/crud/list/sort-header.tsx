// A sortable column's header: a button in the header cell, so the cell stays a column header for screen readers
// (mantine-datatable's own sorting makes the whole cell a button and names its state in English only).
import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortStatus } from './sort-rows.ts';

export function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: string;
  label: string;
  sort: SortStatus | null;
  onSort: (s: SortStatus) => void;
}) {
  const { t } = useTranslation();
  const direction = sort?.column === column ? sort.direction : null;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return (
    <UnstyledButton
      onClick={() => onSort({ column, direction: direction === 'asc' ? 'desc' : 'asc' })}
      aria-label={
        direction
          ? `${label}, ${t(direction === 'asc' ? 'admin.crud.sortedAsc' : 'admin.crud.sortedDesc')}`
          : label
      }
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, fontSize: 'inherit' }}
    >
      {label}
      <Icon size={14} aria-hidden stroke={direction ? 2.2 : 1.5} />
    </UnstyledButton>
  );
}
