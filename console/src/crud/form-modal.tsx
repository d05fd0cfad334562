// The modal form of one resource (spec 01 §4 form lifecycle): its controller drawn by FormView.
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { FormView } from './form/form-view.tsx';
import { useFormController } from './form/use-form-controller.ts';
import type { ResourceDef } from './resource.ts';

export function FormModal({
  resource,
  params,
  close,
  readOnly = false,
}: ScreenProps & { resource: ResourceDef; readOnly?: boolean }) {
  const controller = useFormController({ resource, id: params.id, close, readOnly });
  return <FormView controller={controller} />;
}
