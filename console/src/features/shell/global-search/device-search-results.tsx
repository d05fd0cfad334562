// The device search's list in the global search popup (spec 01 §4): every device a hub detected, newest first,
// with its address and the time it came in the facility's zone; Enter or a click opens the node form like a hit.
// Before the first contact it says what to do; 'no hubs registered' is a warning, any other error an error.
import { Alert, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { formatTime } from '@cs/rules/time';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacilityZone } from '../../../platform/session/app-data-context.tsx';
import type { DeviceSearchState } from './use-device-search.ts';

export function DeviceSearchResults({
  search,
  open,
}: {
  search: DeviceSearchState;
  open: (nodeId: number) => void;
}) {
  const { t } = useTranslation();
  const zone = useFacilityZone();
  const heading = useId();
  return (
    <div role="group" aria-labelledby={heading}>
      <Text id={heading} size="xs" fw={700} tt="uppercase" c="gray.7" px="md" pt="sm" pb={4}>
        {t('search.devices.title')}
      </Text>
      {search.error === 'noHubs' && (
        <Alert color="yellow" title={t('search.devices.noHubsTitle')} m="sm">
          {t('search.devices.noHubsText')}
        </Alert>
      )}
      {search.error !== null && search.error !== 'noHubs' && (
        <Alert color="red" title={t('search.devices.failedTitle')} m="sm">
          {search.error}
        </Alert>
      )}
      {search.error === null && search.devices.length === 0 && (
        <Text size="sm" c="dimmed" px="md" pb="md" role="status">
          {t('search.devices.waiting')}
        </Text>
      )}
      {search.devices.map((d) => (
        <Spotlight.Action
          key={d.address}
          label={d.node.name}
          description={t('search.devices.entry', {
            address: d.address,
            parent: d.node.parent_name ?? '–',
            time: formatTime(d.at, zone),
          })}
          onClick={() => open(d.node.id)}
        />
      ))}
    </div>
  );
}
