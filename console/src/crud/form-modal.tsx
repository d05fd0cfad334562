// The modal form of one resource (spec 01 §4 form lifecycle): its controller drawn by FormView.
import { useLocation, useNavigate } from 'react-router';
import { closeTarget } from '../platform/modal-stack/modal-chain.ts';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { routeByName } from '../platform/routes/route-match.ts';
import { FormView } from './form/form-view.tsx';
import { useFormController } from './form/use-form-controller.ts';
import type { CrudRecord, ResourceDef } from './resource.ts';

type FormModalProps = ScreenProps & {
  resource: ResourceDef;
  readOnly?: boolean;
  onSaved?: (saved: CrudRecord) => void;
};

/**
 * A new form per record where a created record stays open (openAfterCreate): it starts from what the server saved.
 * Other forms keep their state: a form under a nested one (groups/edit/:groupid/displayGroups/:id?) sees the nested
 * record's id in the route and must not start again, losing what the user typed.
 */
export function FormModal(props: FormModalProps) {
  return <RecordForm key={props.resource.openAfterCreate ? (props.params.id ?? 'new') : 'form'} {...props} />;
}

function RecordForm({ resource, params, close, onSaved, readOnly = false }: FormModalProps) {
  const controller = useFormController({
    resource,
    id: params.id,
    close,
    readOnly,
    ...(onSaved ? { onSaved } : {}),
  });
  return <FormView controller={controller} />;
}

/**
 * A form over another form (spec 01 §2 groups/edit/:groupid/displayGroups/:id?): saving returns to the parent
 * form with the saved record's id in the history state (`addedDisplayGroup`), which the parent's field picks up.
 */
export function NestedFormModal({ route, ...props }: ScreenProps & { resource: ResourceDef; route: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const def = routeByName(route);
  const onSaved = (saved: CrudRecord) =>
    def
      ? navigate(closeTarget(def, props.params, search), { state: { addedDisplayGroup: saved.id } })
      : props.close?.();
  return <FormModal {...props} onSaved={onSaved} />;
}
