// One call's facts and what happened to it in order (spec 02 §3 call and call actions), as the call log's detail
// (/log/edit/:id, /analytics/call/edit/:id) and the call behind a defect incident (/analytics/incidents/call/:id)
// show it. The texts are the call log area's (callLog.detail.*, callLog.events.*), loaded with both screens.
import { SimpleGrid, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallLogEventKind } from '../generated/graphql.ts';
import { formatDuration } from './format-duration.ts';

export interface CallFactsCall {
  call_type_text: string | null;
  call_source_text: string | null;
  device_text_short: string | null;
  device_text_long: string | null;
  section_name: string | null;
  position: string | null;
  handled_by_app_username: string | null;
  time_start: string;
  time_end: string | null;
  duration: number;
}

export interface CallAction {
  kind: CallLogEventKind;
  time: string;
  user_name: string | null;
  /** Seconds after the call opened. */
  offset: number;
}

/** A label and its value; an empty value shows as a dash. */
export type CallFact = [label: string, value: string | null | undefined];

export function CallFacts({
  call,
  timeline,
  durationLabel,
  more = [],
}: {
  call: CallFactsCall;
  timeline: readonly CallAction[];
  /** Instead of 'duration' (a call still open has lasted so far). */
  durationLabel?: string;
  /** Facts after the duration. */
  more?: readonly CallFact[];
}) {
  const { t } = useTranslation();
  const facts: CallFact[] = [
    [t('callLog.detail.callType'), call.call_type_text],
    [t('callLog.detail.device'), call.device_text_long ?? call.device_text_short],
    [t('callLog.detail.section'), call.section_name],
    [t('callLog.detail.source'), call.call_source_text],
    [t('callLog.detail.position'), call.position],
    [t('callLog.detail.handledBy'), call.handled_by_app_username],
    [t('callLog.detail.opened'), call.time_start],
    [t('callLog.detail.closed'), call.time_end],
    [durationLabel ?? t('callLog.detail.duration'), formatDuration(call.duration)],
    ...more,
  ];
  return (
    <>
      <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value || '–'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('callLog.detail.timeline')}
      </Title>
      <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2}>
        {timeline.map((event, i) => (
          <Timeline.Item key={i} title={t(`callLog.events.${event.kind}`)}>
            <Text size="sm">
              {event.time}
              {event.offset > 0 &&
                ` · ${t('callLog.detail.after', { duration: formatDuration(event.offset) })}`}
              {event.user_name && ` · ${t('callLog.detail.by', { name: event.user_name })}`}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
