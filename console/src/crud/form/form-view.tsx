// The form as the user sees it (spec 01 §4, §5): copy and read-only notes, the form's own errors and
// warnings above the fields, the resource's custom piece, one input per field with its error, copy,
// cancel and save. Draws a FormController, fetches nothing.
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../field-input.tsx';
import { DiscardDialog } from './discard-dialog.tsx';
import type { FormController } from './use-form-controller.ts';
import { Busy } from '../../ui/busy.tsx';

function Notes({ c }: { c: FormController }) {
  const { t } = useTranslation();
  return (
    <>
      {c.copying && <Alert color="blue">{t('admin.crud.copying')}</Alert>}
      {c.locked && <Alert color="gray">{t('admin.crud.readOnly')}</Alert>}
      {c.formErrors.length > 0 && (
        <Alert color="red" role="alert">
          {c.formErrors.join(' ')}
        </Alert>
      )}
      {c.warned && (
        <Alert color="orange" role="alert">
          {t(c.warned)}
        </Alert>
      )}
    </>
  );
}

export function FormView({ controller: c }: { controller: FormController }) {
  const { t } = useTranslation();
  const { record, resource } = c;
  if (!record) return c.loading ? <Busy /> : <Alert color="red">{t('admin.crud.notFound')}</Alert>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void c.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`admin.${resource.name}.one`)}>
      <Stack>
        <Notes c={c} />
        {resource.FormExtra && (
          <resource.FormExtra
            record={record}
            stored={c.stored}
            setRecord={c.setRecord}
            set={c.set}
            disabled={c.locked}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {c.fields.map((f) => (
            // display: contents keeps the input a cell of the grid; leaving it judges the field (spec 01 §5).
            <div key={f.name} style={{ display: 'contents' }} onBlur={() => c.touch(f.name)}>
              <FieldInput
                resource={resource.name}
                field={f}
                record={record}
                stored={c.stored}
                error={c.errors[f.name]}
                errors={c.errorsUnder(f.name)}
                disabled={c.locked || f.shownOnly === true || (f.readOnly?.(record, c.stored) ?? false)}
                onChange={(v) => c.set(f.name, v)}
              />
            </div>
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Group>
            {!c.isNew && !c.copying && (
              <Button variant="default" onClick={c.startCopy}>
                {t('admin.crud.copy')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={c.cancel}>
              {t('admin.crud.cancel')}
            </Button>
            <Button type="submit" disabled={c.locked} loading={c.saving}>
              {t('admin.crud.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <DiscardDialog c={c} />
    </form>
  );
}
