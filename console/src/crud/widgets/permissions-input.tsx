// Role permissions (spec 01 §6, spec 02 §3): per module a level hide / read / write, then the single
// permissions; copy to the clipboard and paste on another server (spec 02 §6).
import {
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconClipboardCopy, IconClipboardText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord } from '../../platform/json-shape.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { ALL_PERMISSIONS, PERMISSION_CATALOGUE } from '@cs/rules';
import type { CrudRecord, CustomWidgetProps } from '../resource.ts';

type Level = 'hide' | 'read' | 'write';
const MODULES = Object.keys(PERMISSION_CATALOGUE) as Array<keyof typeof PERMISSION_CATALOGUE>;
const codesOf = (m: string) => ALL_PERMISSIONS.filter((c) => c.startsWith(`${m}::`));
/** Read: the module may be opened and looked at (use_module and see_* permissions), nothing changed. */
const readCodes = (m: string) => codesOf(m).filter((c) => /::(use_module|see_)/.test(c));

export function levelOf(module: string, held: readonly string[]): Level {
  const mine = codesOf(module).filter((c) => held.includes(c));
  if (mine.length === 0) return 'hide';
  return mine.every((c) => readCodes(module).includes(c)) ? 'read' : 'write';
}

export function withLevel(module: string, held: readonly string[], level: Level): string[] {
  const others = held.filter((c) => !c.startsWith(`${module}::`));
  return [...others, ...(level === 'hide' ? [] : level === 'read' ? readCodes(module) : codesOf(module))];
}

/** Pasted text: a JSON list (or object with permissions) of codes; unknown codes are dropped. */
export function parsePasted(text: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : isRecord(parsed) ? parsed.permissions : null;
    if (!Array.isArray(list)) return null;
    return list.filter(
      (c): c is string => typeof c === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(c),
    );
  } catch {
    return null;
  }
}

export function PermissionsInput({ value, onChange, error, disabled, label }: CustomWidgetProps) {
  const { t } = useTranslation();
  const held = (value as string[] | null) ?? [];
  return (
    <Input.Wrapper label={label} error={error} style={{ gridColumn: '1 / -1' }}>
      <Stack gap="xs" mt={4}>
        {MODULES.map((m) => (
          <Paper key={m} withBorder p="xs">
            <Group justify="space-between" mb={6}>
              <Text fw={600}>{t(`admin.roles.modules.${m}`)}</Text>
              <SegmentedControl
                size="xs"
                disabled={disabled}
                aria-label={t(`admin.roles.modules.${m}`)}
                value={levelOf(m, held)}
                onChange={(l) => onChange(withLevel(m, held, l as Level))}
                data={(['hide', 'read', 'write'] as const).map((l) => ({
                  value: l,
                  label: t(`admin.roles.levels.${l}`),
                }))}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
              {codesOf(m).map((code) => (
                <Checkbox
                  key={code}
                  size="xs"
                  label={t(`admin.roles.permissions.${code.replace('::', '.')}`)}
                  title={code}
                  disabled={disabled}
                  checked={held.includes(code)}
                  onChange={(e) =>
                    onChange(e.currentTarget.checked ? [...held, code] : held.filter((c) => c !== code))
                  }
                />
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}

/** Copy and paste of a role's permissions between servers. */
export function PermissionsClipboard({
  record,
  setRecord,
  disabled,
}: {
  record: CrudRecord;
  setRecord: (r: CrudRecord) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { clock } = useRuntime();
  const [copied, setCopied] = useState(false);
  const [pasteError, setPasteError] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(JSON.stringify({ permissions: record.permissions ?? [] }));
    setCopied(true);
    // spec 01 §9: the copied flag shows for 1500 ms
    clock.setTimeout(() => setCopied(false), 1500);
  };
  const paste = async () => {
    const codes = parsePasted(await navigator.clipboard.readText());
    setPasteError(codes === null);
    if (codes) setRecord({ ...record, permissions: codes });
  };
  return (
    <Group>
      <Button variant="light" size="xs" leftSection={<IconClipboardCopy size={14} />} onClick={copy}>
        {t(copied ? 'admin.roles.copied' : 'admin.roles.copyPermissions')}
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconClipboardText size={14} />}
        onClick={paste}
        disabled={disabled}
      >
        {t('admin.roles.pastePermissions')}
      </Button>
      {pasteError && (
        <Text size="xs" c="red">
          {t('admin.roles.pasteError')}
        </Text>
      )}
    </Group>
  );
}
