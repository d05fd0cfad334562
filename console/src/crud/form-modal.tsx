// The modal form of one resource (spec 01 §4 form lifecycle): id -1 new, copy (id new, copying
// flagged), create when new or copying else update, type names stripped, success notification,
// errors cleared, then the follow-up route (back to the list). Server validation errors show under
// their fields (first message per field, translated with its data, red state; spec 01 §5).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { useNotify } from '../platform/runtime-context.tsx';
import { fieldErrors } from '../platform/validation/field-errors.ts';
import { storageFailedText } from '../platform/validation/storage-failed.ts';
import { documentsFor, listDocumentOf } from './documents.ts';
import { FieldInput } from './field-input.tsx';
import {
  copyOf,
  errorsUnder,
  idFromParam,
  isNew,
  newRecord,
  stripTypename,
  submitMode,
  toInput,
} from './form-state.ts';
import type { CrudRecord, ResourceDef } from './resource.ts';

/** Errors not tied to a field of the form (e.g. the schedule limit) are shown above the fields. */
const FORM = '_form';

export function FormModal({
  resource,
  params,
  close,
  readOnly = false,
}: ScreenProps & { resource: ResourceDef; readOnly?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { state, pathname } = useLocation();
  const docs = documentsFor(resource);
  const id = idFromParam(params.id);
  // The copy flag travels in the history state, so closing the form does not carry it to the list.
  const copying = (state as { copy?: boolean } | null)?.copy === true && id > 0;
  const { data, loading, error } = useQuery(docs.get, {
    variables: { id },
    skip: id < 0,
    fetchPolicy: 'cache-and-network',
  });
  const [record, setRecord] = useState<CrudRecord | null>(id < 0 ? newRecord(resource.defaults) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warned, setWarned] = useState<string | null>(null);
  const refetch = { refetchQueries: [{ query: docs.list }], awaitRefetchQueries: false };
  const [create, { loading: creating }] = useMutation(docs.create, refetch);
  const [update, { loading: updating }] = useMutation(docs.update, refetch);

  // The list the `hidden` rules read (cache-first: a select of the form usually loads it anyway).
  const { data: lookupData } = useQuery(resource.lookup ? listDocumentOf(resource.lookup.type) : docs.list, {
    skip: !resource.lookup,
    fetchPolicy: 'cache-first',
  });
  const lookup = resource.lookup
    ? ((lookupData as Record<string, CrudRecord[]> | undefined)?.[resource.lookup.plural] ?? [])
    : [];
  const loaded = (data as Record<string, CrudRecord | null> | undefined)?.[docs.keys.get];
  useEffect(() => {
    if (id < 0) setRecord(newRecord(resource.defaults));
    else if (loaded) setRecord(copying ? copyOf(loaded) : stripTypename(loaded));
    setErrors({});
  }, [id, loaded, copying, resource.defaults]);
  useEffect(() => {
    if (error)
      notify({
        id: 'crud-load',
        type: 'error',
        title: t('admin.crud.loadErrorTitle'),
        text: t('admin.crud.loadErrorText'),
      });
  }, [error, notify, t]);

  if (!record)
    return loading ? (
      <Loader aria-label={t('admin.crud.loading')} />
    ) : (
      <Alert color="red">{t('admin.crud.notFound')}</Alert>
    );

  const locked = readOnly || (resource.readOnly?.(record) ?? false);
  const set = (name: string, value: unknown) => setRecord((r) => (r ? { ...r, [name]: value } : r));
  const visible = resource.fields.filter((f) => !f.hidden?.(record, lookup));
  // Errors without an input of their own (the form's, or a field drawn by a custom piece) show above the fields.
  const drawn = new Set(visible.filter((f) => f.widget !== 'none').map((f) => f.name));
  // A nested error (`recipients.1.identification`) belongs to the input of its field.
  const formErrors = Object.entries(errors)
    .filter(([field]) => field === FORM || !drawn.has(field.split('.')[0] as string))
    .map(([field, message]) =>
      field === FORM
        ? message
        : `${t(`admin.${resource.name}.fields.${field.split('.')[0] as string}`)}: ${message}`,
    );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (locked) return;
    const warning = resource.beforeSubmit?.(record) ?? null;
    if (warning && warned !== warning) return setWarned(warning);
    setWarned(null);
    const mode = submitMode(record, copying);
    try {
      await (mode === 'create' ? create : update)({ variables: { input: toInput(record, visible, mode) } });
      setErrors({});
      notify({
        type: 'success',
        title: t('admin.crud.savedTitle'),
        text: t('admin.crud.savedText', { label: t(`admin.${resource.name}.one`) }),
      });
      close?.();
    } catch (e) {
      const perField = CombinedGraphQLErrors.is(e) ? fieldErrors(e.errors, t) : {};
      setErrors(perField);
      notify({
        type: 'error',
        title: t('admin.crud.saveErrorTitle'),
        text: storageFailedText(e) ?? t('admin.crud.saveErrorText'),
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t(`admin.${resource.name}.one`)}>
      <Stack>
        {copying && <Alert color="blue">{t('admin.crud.copying')}</Alert>}
        {locked && <Alert color="gray">{t('admin.crud.readOnly')}</Alert>}
        {formErrors.length > 0 && (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        )}
        {warned && (
          <Alert color="orange" role="alert">
            {t(warned)}
          </Alert>
        )}
        {resource.FormExtra && <resource.FormExtra record={record} setRecord={setRecord} disabled={locked} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {visible.map((f) => (
            <FieldInput
              key={f.name}
              resource={resource.name}
              field={f}
              record={record}
              error={errors[f.name]}
              errors={errorsUnder(errors, f.name)}
              disabled={locked || (f.readOnly?.(record) ?? false)}
              onChange={(v) => set(f.name, v)}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Group>
            {!isNew(record) && !copying && (
              <Button variant="default" onClick={() => navigate(pathname, { state: { copy: true } })}>
                {t('admin.crud.copy')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={close}>
              {t('admin.crud.cancel')}
            </Button>
            <Button type="submit" disabled={locked} loading={creating || updating}>
              {t('admin.crud.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
