// A list of records edited in rows (spec 02 §3 nested records: alert channel recipients, merge group
// interconnections, checkpoints, display group connections): one input per item field, drawn by the
// same FieldInput as the form's fields, add and remove rows, each input with its own server error
// (`field.index.sub`, spec 01 §5) and the list's own error (e.g. contains) under the whole list.
import { ActionIcon, Box, Button, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { itemOf } from '../form-state.ts';
import type { CrudRecord, FieldDef } from '../resource.ts';
import type { ComponentType } from 'react';

/** What a row's input gets: the form's own field input (field-input.tsx hands itself in, so neither imports the other). */
export interface CellProps {
  compact: true;
  resource: string;
  field: FieldDef;
  record: CrudRecord;
  label: string;
  error?: string;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

interface Props {
  resource: string;
  field: FieldDef;
  record: CrudRecord;
  value: unknown;
  /** the input of each item of a row */
  Cell: ComponentType<CellProps>;
  onChange: (value: unknown) => void;
  error?: string;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  label: string;
}

export function RecordsInput({
  resource,
  field,
  value,
  Cell,
  onChange,
  error,
  errors,
  disabled,
  label,
}: Props) {
  const { t } = useTranslation();
  const items = field.items ?? [];
  const keepId = field.itemIds === true;
  const rows = ((value as Record<string, unknown>[] | null) ?? []).map((r) => itemOf(r, items, keepId));
  const setRow = (i: number, name: string, v: unknown) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [name]: v } : r)));
  const columns = `${items.map((f) => f.width ?? 'minmax(0, 1fr)').join(' ')} 28px`;
  const itemLabel = (f: FieldDef) => t(`admin.${resource}.items.${f.name}`);
  return (
    <Input.Wrapper
      label={label}
      error={error}
      required={field.required}
      description={typeof field.hint === 'string' ? t(field.hint) : undefined}
      style={{ gridColumn: '1 / -1' }}
      data-testid={`records-${field.name}`}
    >
      <Stack gap={6} mt={4}>
        {rows.length > 0 && (
          <Box style={{ display: 'grid', gridTemplateColumns: columns, gap: 8 }} aria-hidden>
            {items.map((f) => (
              <Text
                key={f.name}
                size="xs"
                c="dimmed"
                fw={500}
                style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
              >
                {itemLabel(f)}
                {f.required ? ' *' : ''}
              </Text>
            ))}
          </Box>
        )}
        {rows.map((r, i) => (
          <Box
            key={i}
            style={{ display: 'grid', gridTemplateColumns: columns, gap: 8, alignItems: 'start' }}
            data-testid={`${field.name}-row-${i}`}
          >
            {items.map((f) => (
              <Cell
                key={f.name}
                compact
                resource={resource}
                field={f}
                record={r as CrudRecord}
                label={`${itemLabel(f)} ${i + 1}`}
                error={errors[`${i}.${f.name}`]}
                disabled={disabled || (f.readOnly?.(r as CrudRecord, null) ?? false)}
                onChange={(v) => setRow(i, f.name, v)}
              />
            ))}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              disabled={disabled}
              aria-label={`${t('admin.crud.remove')} ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Box>
        ))}
        {field.newItem && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={disabled}
            onClick={() => onChange([...rows, { ...structuredClone(field.newItem) }])}
            w="fit-content"
          >
            {t(field.addLabel ?? 'admin.crud.addRow')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
