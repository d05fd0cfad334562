// The HTTP sync-error popup (spec 01 §8, spec 02 §8 "transfer error to the call system after a change: run a
// manual sync"): an error callout, the hint to run a sync, 'show details' revealing the raw info in a scrollable
// box of at most 200 px, Ignore, and the primary button to the sync route.
import { Alert, Anchor, Box, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpErrorInfo } from './use-sync-popups.ts';

/** Spec 01 §8: the details box is at most 200 px high and scrolls. */
export const DETAILS_MAX_HEIGHT = 200;

function details(info: HttpErrorInfo): string {
  let payload: unknown = info.payload;
  try {
    payload = info.payload ? JSON.parse(info.payload) : null;
  } catch {
    // raw text as it came
  }
  const { action, checks, message, url, success } = info;
  return JSON.stringify({ action, checks, message, payload, url, success }, null, 2);
}

export interface HttpErrorPopupProps {
  info: HttpErrorInfo;
  maySync: boolean;
  onIgnore: () => void;
  onGoToSync: () => void;
  /** opens the form of a record the configurator refused (spec 02 §8) */
  onOpenRecord: (path: string) => void;
}

export function HttpErrorPopup({ info, maySync, onIgnore, onGoToSync, onOpenRecord }: HttpErrorPopupProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Modal opened onClose={onIgnore} title={t('syncPopup.httpErrorTitle')} size="lg">
      <Stack gap="sm">
        <Alert color="red" title={t('syncPopup.httpErrorCallout')}>
          {info.message}
        </Alert>
        <Text size="sm">{t('syncPopup.httpErrorHint')}</Text>
        {info.record && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              onIgnore();
              onOpenRecord(info.record!.path);
            }}
          >
            {t('syncPopup.openRecord', { entity: info.record.entity_label, id: info.record.entity_id })}
          </Anchor>
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {t(open ? 'syncPopup.hideDetails' : 'syncPopup.showDetails')}
        </Anchor>
        {open && (
          // a scrollable region a keyboard can reach (axe scrollable-region-focusable)
          <Box
            role="region"
            tabIndex={0}
            aria-label={t('syncPopup.detailsLabel')}
            data-testid="http-error-details"
            style={{ maxHeight: DETAILS_MAX_HEIGHT, overflow: 'auto' }}
          >
            <Code block>{details(info)}</Code>
          </Box>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onIgnore}>
            {t('syncPopup.ignore')}
          </Button>
          {maySync && (
            <Button
              onClick={() => {
                onIgnore();
                onGoToSync();
              }}
            >
              {t('syncPopup.goToSync')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
