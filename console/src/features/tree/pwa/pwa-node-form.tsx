// /pwa/system/edit/:id? (spec 01 §2 mobile-style layout: systemtree::use_module; back returns to pwa-system): the
// tree's node form full screen. Saving, deleting and cancelling return to the level of the list it was opened from
// (?at= in the address); a child's link opens the child's form here too.
import { useNavigate, useSearchParams } from 'react-router';
import type { ScreenProps } from '../../../platform/modal-stack/modal-stack.tsx';
import { NodeForm } from '../form/node-form.tsx';

export function PwaNodeForm({ params }: ScreenProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const at = search.get('at');
  const list = at ? `/pwa/system?at=${encodeURIComponent(at)}` : '/pwa/system';
  return (
    <NodeForm
      params={params}
      close={() => void navigate(list)}
      linkTo={(id) => `/pwa/system/edit/${id}${at ? `?at=${encodeURIComponent(at)}` : ''}`}
    />
  );
}
