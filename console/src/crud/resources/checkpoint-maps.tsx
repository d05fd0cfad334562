// Checkpoint maps (spec 02 §3): image, checkpoints placed on it, sort page.
import { define } from '../resource.ts';
import { SECTIONS } from '../options.ts';
import { CheckpointEditor, DRAFT } from '../widgets/checkpoint-editor.tsx';

export const checkpointMaps = define({
  name: 'checkpointMaps',
  type: 'CheckpointMap',
  plural: 'checkpointMaps',
  sortable: true,
  columns: [{ name: 'name' }, { name: 'section_id' }, { name: 'checkpoints' }],
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 64, counter: true },
    { name: 'section_id', widget: 'select', options: SECTIONS },
    // sent only when a new image was chosen (CheckpointEditor sets it)
    { name: 'image', widget: 'none' },
    { name: 'checkpoints', widget: 'none' },
  ],
  defaults: { name: '', section_id: null, checkpoints: [] },
  FormExtra: CheckpointEditor,
  beforeSubmit: (r) => (r[DRAFT] ? 'admin.checkpointMaps.unsavedWarning' : null),
  hasChildren: (r) => Array.isArray(r.checkpoints) && r.checkpoints.length > 0,
});
