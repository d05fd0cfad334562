// Spec 01 §2 close-call dialog: shows the call card, confirm and cancel, and an error line on failure.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { SendDeviceActionDocument } from '../../../generated/graphql.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { CallCard } from '../cards/call-card.tsx';
import type { DisplayCall, FeedStore } from '../feed/feed-store.ts';
import { closeCallMachine, type CloseCallTarget } from './close-call-machine.ts';

export function CloseCallDialog({
  call,
  store,
  onDone,
}: {
  call: DisplayCall;
  store: FeedStore;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const runtime = useRuntime();
  const actor = useActorRef(
    closeCallMachine.provide({
      actors: {
        sendEndCalls: fromPromise<void, CloseCallTarget>(async ({ input }) => {
          try {
            const { data } = await client.mutate({
              mutation: SendDeviceActionDocument,
              variables: { action: 'EndCalls', deviceID: input.number, sectionID: input.section_id ?? null },
              context: { systemId: input.system_id },
            });
            if (!data?.sendDeviceAction.success) throw new Error(t('display.close.failed'));
          } catch (error) {
            if (CombinedGraphQLErrors.is(error))
              throw new Error(error.errors[0]?.message ?? t('display.close.failed'), { cause: error });
            throw error;
          }
        }),
        // The display's live list (callsChanged) is what the dialog polls: the call is gone when a list
        // without it has arrived.
        isGone: fromPromise<boolean, CloseCallTarget>(async ({ input }) => {
          const live = store.get(input.system_id);
          return !!live && live.sequence !== null && !live.calls.some((c) => c.id === input.id);
        }),
      },
      actions: {
        notifySuccess: () =>
          runtime.notify({ title: t('display.close.successTitle'), text: t('display.close.successText') }),
      },
    }),
    // Its polls run on the runtime's clock (ARCHITECTURE §7).
    { input: { call }, clock: runtime.clock },
  );
  const state = useSelector(actor, (s) => ({
    value: s.value,
    error: s.context.error,
    message: s.context.message,
    tries: s.context.tries,
  }));
  useEffect(() => {
    const subs = [actor.on('success', onDone), actor.on('cancelled', onDone)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, onDone]);
  const busy = state.value === 'sending' || state.value === 'waiting' || state.value === 'checking';
  return (
    <Modal
      opened
      onClose={() => actor.send({ type: 'CANCEL' })}
      title={t('display.close.title')}
      zIndex={300}
    >
      <Stack>
        <CallCard call={call} />
        <Text>{t('display.close.question')}</Text>
        {state.error && (
          <Text c="red" role="alert" data-testid="close-error">
            {state.error === 'stillOpen'
              ? t('display.close.stillOpen')
              : (state.message ?? t('display.close.failed'))}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'CANCEL' })}>
            {t('display.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => actor.send({ type: 'CONFIRM' })}>
            {t('display.close.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
