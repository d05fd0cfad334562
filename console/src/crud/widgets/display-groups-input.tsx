// An app user group's display groups (spec 02 §3 app user group) with the group form's nested display-group modal
// (spec 01 §2 groups/edit/:groupid/displayGroups/:id?): who manages display groups (app::manage_display_groups)
// creates one from here, or changes a chosen one, without leaving the group's unsaved form; a new display group
// comes back chosen.
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routePathByName } from '../../platform/routes/guard.ts';
import { useMayOpen } from '../../platform/routes/use-may-open.ts';
import { FieldInput } from '../field-input.tsx';
import { relationFor } from '../options.ts';
import type { CustomWidgetProps, FieldDef } from '../resource.ts';
import { useOptions } from '../use-options.ts';

/** The nested modal's route (route table) and the history state it hands a saved display group back in. */
export const NESTED_DISPLAY_GROUP_FORM = 'appUserGroupsDisplayGroupForm';
export type AddedDisplayGroup = { addedDisplayGroup?: number; copy?: boolean } | null;

const FIELD: FieldDef = {
  name: 'display_group_ids',
  widget: 'multiselect',
  options: relationFor({ type: 'DisplayGroup', plural: 'displayGroups' }),
};

export function DisplayGroupsInput({
  value,
  onChange,
  error,
  disabled,
  record,
  resource,
}: CustomWidgetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, pathname, search } = useLocation();
  const chosen = (value as number[] | null) ?? [];
  const options = useOptions(FIELD, value);
  const { addedDisplayGroup: added, copy } = (state as AddedDisplayGroup) ?? {};
  const may = useMayOpen()(NESTED_DISPLAY_GROUP_FORM);

  // A display group saved in the nested modal comes back chosen; the hand-over is then dropped from the history.
  useEffect(() => {
    if (added === undefined) return;
    if (!chosen.includes(added)) onChange([...chosen, added]);
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [added, chosen, onChange, navigate, pathname, search]);

  const groupid = String(record.id > 0 ? record.id : -1);
  const open = (id?: number) =>
    navigate(
      `${routePathByName(NESTED_DISPLAY_GROUP_FORM, { groupid, id: id === undefined ? undefined : String(id) }) as string}${search}`,
    );
  const nameOf = (id: number) => options.find((o) => o.value === id)?.label ?? String(id);
  // A copy is not stored yet under any id the modal could return to: pick from the list only.
  const offer = may && !disabled && !copy;
  return (
    <Stack gap={6}>
      <FieldInput
        resource={resource}
        field={FIELD}
        record={record}
        onChange={onChange}
        {...(error ? { error } : {})}
        disabled={disabled}
      />
      {offer && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => open()}
          >
            {t('admin.appUserGroups.newDisplayGroup')}
          </Button>
          {chosen.map((id) => (
            <Button
              key={id}
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => open(id)}
            >
              {t('admin.appUserGroups.editDisplayGroup', { name: nameOf(id) })}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
