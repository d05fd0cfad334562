// The call log's filter bar (spec 02 §3, §9): the eleven date ranges, sections, call types and a text that is
// applied with Enter or when the field is left (no timer: the server is asked once per decision).
import { useQuery } from '@apollo/client/react';
import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallLogOptionsDocument, type CallLogRange } from '../../generated/graphql.ts';
import { DEFAULT_RANGE, RANGES, URGENCIES, type CallLogView } from './call-filters.ts';

const asOptions = (list: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

export function FilterBar({
  view,
  onChange,
  defaultRange = DEFAULT_RANGE,
}: {
  view: CallLogView;
  onChange: (change: Partial<CallLogView>) => void;
  /** the screen's own default range: what 'Filter zurücksetzen' goes back to */
  defaultRange?: CallLogRange;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(CallLogOptionsDocument);
  const [text, setText] = useState(view.text);
  // The box follows the address only when the address changes from elsewhere (reset, back, a bookmark): a render
  // of the text this box applied itself can arrive after the user typed the next one and must not overwrite it.
  const applied = useRef(view.text);
  useEffect(() => {
    if (view.text === applied.current) return;
    applied.current = view.text;
    setText(view.text);
  }, [view.text]);
  const applyText = () => {
    const next = text.trim();
    if (next === view.text) return;
    applied.current = next;
    onChange({ text: next });
  };
  const filtered =
    view.range !== defaultRange ||
    [view.sections, view.callTypes, view.callSources, view.urgencies].some((chosen) => chosen.length > 0) ||
    view.text !== '';

  return (
    <Group align="flex-start" gap="sm" role="search" aria-label={t('callLog.filters.label')}>
      <Select
        label={t('callLog.filters.range')}
        data={RANGES.map((r) => ({ value: r, label: t(`callLog.ranges.${r}`) }))}
        value={view.range}
        onChange={(value) => value && onChange({ range: value as CallLogRange })}
        allowDeselect={false}
        w={210}
      />
      <MultiSelect
        label={t('callLog.filters.sections')}
        data={asOptions(data?.callLogOptions.sections)}
        value={view.sections.map(String)}
        onChange={(values) => onChange({ sections: values.map(Number) })}
        clearable
        searchable
        w={240}
      />
      <MultiSelect
        label={t('callLog.filters.callTypes')}
        data={asOptions(data?.callLogOptions.call_types)}
        value={view.callTypes.map(String)}
        onChange={(values) => onChange({ callTypes: values.map(Number) })}
        clearable
        searchable
        w={240}
      />
      <MultiSelect
        label={t('callLog.filters.callSources')}
        data={asOptions(data?.callLogOptions.call_sources)}
        value={view.callSources.map(String)}
        onChange={(values) => onChange({ callSources: values.map(Number) })}
        clearable
        searchable
        w={240}
      />
      <MultiSelect
        label={t('callLog.filters.urgencies')}
        data={URGENCIES.map((u) => ({ value: u, label: t(`callLog.urgencies.${u}`) }))}
        value={view.urgencies}
        onChange={(values) => onChange({ urgencies: URGENCIES.filter((u) => values.includes(u)) })}
        clearable
        searchable
        w={200}
      />
      <TextInput
        label={t('callLog.filters.text')}
        placeholder={t('callLog.filters.textPlaceholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && applyText()}
        onBlur={applyText}
        w={260}
      />
      {filtered && (
        <Button
          variant="subtle"
          // the fields line up at their labels (a multiselect grows with its choices); the button sits by the inputs
          style={{ alignSelf: 'flex-end' }}
          onClick={() =>
            onChange({
              range: defaultRange,
              sections: [],
              callTypes: [],
              callSources: [],
              urgencies: [],
              text: '',
            })
          }
        >
          {t('callLog.filters.reset')}
        </Button>
      )}
    </Group>
  );
}
