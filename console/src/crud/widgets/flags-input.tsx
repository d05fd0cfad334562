// A set of named flags (spec 02 §3, e.g. a report's parts): one checkbox per option, stored as
// { option: true | false }.
import { Checkbox, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Option } from '../resource.ts';

export function FlagsInput(props: {
  name: string;
  label: string;
  description?: string;
  error?: string;
  disabled: boolean;
  options: readonly Option[];
  value: unknown;
  onChange: (value: Record<string, boolean>) => void;
}) {
  const { t } = useTranslation();
  const flags = (props.value as Record<string, boolean> | null) ?? {};
  return (
    <Input.Wrapper
      label={props.label}
      error={props.error}
      description={props.description}
      style={{ gridColumn: '1 / -1' }}
    >
      <Group gap="lg" mt={6}>
        {props.options.map((o) => (
          <Checkbox
            key={String(o.value)}
            label={o.plain ? o.label : t(o.label)}
            name={`${props.name}.${String(o.value)}`}
            disabled={props.disabled}
            checked={flags[String(o.value)] === true}
            onChange={(e) => props.onChange({ ...flags, [String(o.value)]: e.currentTarget.checked })}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}
