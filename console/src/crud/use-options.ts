// A field's options (spec 01 §5 dropdowns): fixed ones from its description, or another entity's records
// (a relation), with a chosen record that is gone still listed so it can be removed.
import { useQuery } from '@apollo/client/react';
import { parse } from 'graphql';
import { useTranslation } from 'react-i18next';
import { listDocumentOf } from './documents.ts';
import { isRelation } from './form-state.ts';
import type { CrudRecord, FieldDef, Option } from './resource.ts';

const EMPTY_QUERY = parse('query Nothing { __typename }');

/** The field's options; relation options come from the other entity's list. */
export function useOptions(field: FieldDef, value: unknown): readonly Option[] {
  const { t } = useTranslation();
  const relation = isRelation(field.options) ? field.options : null;
  const { data } = useQuery(relation ? listDocumentOf(relation.type) : EMPTY_QUERY, {
    skip: !relation,
    fetchPolicy: 'cache-first',
  });
  if (!relation) return (field.options as readonly Option[] | undefined) ?? [];
  const list = (data as Record<string, CrudRecord[]> | undefined)?.[relation.plural];
  const rows = relation.toOptions
    ? relation.toOptions(list ?? [], t)
    : (list ?? []).map((r) => ({
        value: r.id,
        label: String(r[relation.label ?? 'name'] ?? r.id),
        plain: true,
      }));
  const known = [...(relation.extra ?? []), ...rows];
  // A chosen id whose record is gone (e.g. a deleted checkpoint) stays visible, so it can be removed.
  const chosen = value == null ? [] : Array.isArray(value) ? value : [value];
  const missing = list
    ? chosen
        .filter((v) => !known.some((o) => o.value === v))
        .map((v) => ({ value: v as number, label: t('admin.crud.missingRef', { id: v }), plain: true }))
    : [];
  return [...known, ...missing];
}
