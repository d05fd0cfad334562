// The call log's export menu (spec 02 §3 export): CSV, Excel or a PDF report of the calls the filters show now.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../generated/graphql.ts';

export const FORMATS: readonly ExportFormat[] = ['CSV', 'XLSX', 'PDF'];

export function ExportMenu({ onExport, busy }: { onExport: (format: ExportFormat) => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('callLog.export.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => onExport(format)}>
            {t(`callLog.export.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
