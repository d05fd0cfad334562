// The demo console's 'Schicht' tab (issue 19, trainer panel): one switch for the simulated phones of the nurses on
// the current shift, which shift that is in each facility, and what each phone is doing now (free, ringing,
// accepted and on her way, at the resident). The three real app clients of the App tab run beside them.
import { Alert, Badge, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DemoPhoneStatus } from '@cs/contracts/demo';
import { Busy } from '../../ui/busy.tsx';
import type { DemoActions } from './use-demo-actions.ts';
import { useDemoPhones, type DemoPhones } from './use-demo-phones.ts';

const STATUS_COLOR: Record<DemoPhoneStatus, string> = {
  offline: 'gray',
  idle: 'teal',
  ringing: 'red',
  walking: 'blue',
  atResident: 'grape',
};

export function ShiftPanel({ phones, actions }: { phones: DemoPhones; actions: DemoActions }) {
  const { t } = useTranslation();
  const { state } = phones;
  const names = new Map(state?.phones.map((p) => [p.system_id, p.system_name]) ?? []);
  return (
    <Stack p="md" gap="md" data-testid="shift-panel">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('demo.shift.title')}
        </Title>
        <Text size="sm">{t('demo.shift.intro')}</Text>
      </Stack>
      {phones.loadFailed && !state && <Alert color="red" title={t('demo.shift.loadFailed')} />}
      {!state && !phones.loadFailed && <Busy size="sm" />}
      {state && (
        <Switch
          label={t('demo.shift.switch')}
          description={t(state.on ? 'demo.shift.onText' : 'demo.shift.offText')}
          checked={state.on}
          disabled={actions.busy('phones')}
          onChange={(event) => phones.setOn(event.currentTarget.checked)}
          data-testid="shift-switch"
        />
      )}
      {state?.on && (
        <>
          <Group gap="xs" aria-live="polite" data-testid="shift-summary">
            <Text size="sm" fw={600}>
              {t('demo.shift.count', { count: state.phones.length })}
            </Text>
            {state.shifts.map((s) => (
              <Badge key={s.system_id} variant="light" color="dark">
                {names.get(s.system_id) ?? s.system_id}: {t(`demo.shift.shifts.${s.shift}`)}
              </Badge>
            ))}
          </Group>
          <Table striped withTableBorder data-testid="shift-phones">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('demo.shift.columns.nurse')}</Table.Th>
                <Table.Th>{t('demo.shift.columns.facility')}</Table.Th>
                <Table.Th>{t('demo.shift.columns.section')}</Table.Th>
                <Table.Th>{t('demo.shift.columns.shift')}</Table.Th>
                <Table.Th>{t('demo.shift.columns.status')}</Table.Th>
                <Table.Th>{t('demo.shift.columns.call')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.phones.map((p) => (
                <Table.Tr key={p.client_id} data-testid={`shift-phone-${p.user}`}>
                  <Table.Td>{p.display_name}</Table.Td>
                  <Table.Td>{p.system_name}</Table.Td>
                  <Table.Td>{p.section}</Table.Td>
                  <Table.Td>{t(`demo.shift.shifts.${p.shift}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[p.status]} data-status={p.status}>
                      {t(`demo.shift.status.${p.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{p.call ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

/** The tab's content, mounted only while the tab shows (keepMounted off): the phones are read only then. */
export function ShiftTab({ actions }: { actions: DemoActions }) {
  const phones = useDemoPhones(actions);
  return <ShiftPanel phones={phones} actions={actions} />;
}
