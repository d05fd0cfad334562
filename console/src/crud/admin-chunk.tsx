// The admin area's chunk: list, form and sort screens looked up by resource name.
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { FormModal } from './form-modal.tsx';
import { ListPage } from './list-page.tsx';
import { RESOURCES } from './registry.ts';
import { SortModal } from './sort-modal.tsx';

const byName = (name: string) => {
  const resource = RESOURCES.find((r) => r.name === name);
  if (!resource) throw new Error(`no admin resource ${name}`);
  return resource;
};

export type AdminScreenProps = ScreenProps & { resource: string; kind: 'list' | 'form' | 'sort' };

export default function AdminScreen({ resource, kind, ...props }: AdminScreenProps) {
  const r = byName(resource);
  if (kind === 'list') return <ListPage resource={r} />;
  if (kind === 'form') return <FormModal resource={r} {...props} />;
  return <SortModal resource={r} {...props} />;
}
