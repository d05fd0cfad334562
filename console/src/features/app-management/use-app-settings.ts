// The app settings form's state and save (spec 02 §3 app settings; headless): the stored values in, the server's
// field errors out (spec 01 §5). Switching subscriptions off removes every active priority (spec 02 §5): that save
// waits for a confirmation. After a save the shell's app data follows (the subscriptions page shows or hides).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AppSettingsDocument,
  UpdateAppSettingsDocument,
  type AppSettingsFieldsFragment,
} from '../../generated/graphql.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import {
  fieldMessages,
  translateMessages,
  type FieldMessages,
} from '../../platform/validation/field-errors.ts';

export type AppSettingsValues = AppSettingsFieldsFragment;
export type Flag = {
  [K in keyof AppSettingsValues]: AppSettingsValues[K] extends boolean ? K : never;
}[keyof AppSettingsValues];
export type Timeout = Exclude<keyof AppSettingsValues, Flag>;

export const FLAGS: readonly Flag[] = [
  'subscriptions_enabled',
  'subscriptions_user_defined',
  'subscriptions_confirmation_required',
  'display_names_enabled',
  'team_view_enabled',
  'hide_presences',
  'sos_send_to_all_users',
  'logout_disabled',
  'logout_on_charge',
];
/** Spec 02 §9: escalation, resend and release in seconds, relevant calls and alerts in hours. */
export const TIMEOUTS: readonly Timeout[] = [
  'timeouts_escalation',
  'timeouts_resend',
  'timeouts_release',
  'timeouts_relevant_calls',
  'timeouts_relevant_alerts',
];

/** The stored settings without Apollo's type name (the input type has none). */
const valuesOf = (stored: AppSettingsFieldsFragment): AppSettingsValues => {
  const { __typename: _type, ...rest } = stored as AppSettingsFieldsFragment & { __typename?: string };
  return rest;
};

export function useAppSettings() {
  const { t } = useTranslation();
  const notify = useNotify();
  const appData = useAppData();
  const query = useQuery(AppSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(UpdateAppSettingsDocument);
  const stored = query.data?.appSettings;
  const [values, setValues] = useState<AppSettingsValues | null>(null);
  // Kept as they came and translated at each render: a language switch retranslates them.
  const [refusal, setRefusal] = useState<FieldMessages>({});
  const errors = translateMessages(refusal, t);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (stored) setValues(valuesOf(stored));
  }, [stored]);

  /** subscriptions are on now and this save switches them off */
  const removesPriorities = Boolean(stored?.subscriptions_enabled && values && !values.subscriptions_enabled);

  const write = async () => {
    if (!values) return;
    setConfirming(false);
    try {
      // An emptied or broken number goes as -1: the server answers with the field's range (catalogue between).
      const input = { ...values };
      for (const name of TIMEOUTS) if (!Number.isInteger(input[name])) input[name] = -1;
      // App settings have no id for the cache to update them by: the page reads them again.
      await save({ variables: { input }, refetchQueries: [AppSettingsDocument], awaitRefetchQueries: true });
      setRefusal({});
      notify({ type: 'success', title: t('admin.crud.savedTitle'), text: t('admin.appSettings.saved') });
      await appData.refetch();
    } catch (error) {
      const perField = CombinedGraphQLErrors.is(error) ? fieldMessages(error.errors) : {};
      if (Object.keys(perField).length > 0) setRefusal(perField);
      else
        notify({ type: 'error', title: t('admin.crud.saveErrorTitle'), text: t('admin.crud.saveErrorText') });
    }
  };

  return {
    loading: query.loading && !stored,
    failed: Boolean(query.error && !stored),
    values,
    set: <K extends keyof AppSettingsValues>(key: K, value: AppSettingsValues[K]) =>
      setValues((v) => (v ? { ...v, [key]: value } : v)),
    errors,
    saving,
    removesPriorities,
    confirming,
    cancelConfirm: () => setConfirming(false),
    submit: () => (removesPriorities ? setConfirming(true) : void write()),
    confirm: () => void write(),
  };
}
