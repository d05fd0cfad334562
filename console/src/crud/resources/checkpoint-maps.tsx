// Checkpoint maps (spec 02 §3): image, checkpoints placed on it and edited in rows, sort page.
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
    {
      name: 'checkpoints',
      widget: 'records',
      itemIds: true,
      hint: 'admin.hints.checkpoints',
      items: [
        { name: 'number', widget: 'number', min: 1, max: 255, required: true, width: '58px' },
        { name: 'text', widget: 'text', maxLength: 19 },
        { name: 'char', widget: 'normalised', maxLength: 1, width: '46px' },
        { name: 'diameter', widget: 'number', min: 1, max: 50, required: true, width: '58px' },
        { name: 'section_id', widget: 'select', options: SECTIONS },
        {
          name: 'position_x',
          widget: 'number',
          min: 0,
          max: 100,
          decimals: 1,
          required: true,
          width: '58px',
        },
        {
          name: 'position_y',
          widget: 'number',
          min: 0,
          max: 100,
          decimals: 1,
          required: true,
          width: '58px',
        },
      ],
    },
  ],
  defaults: { name: '', section_id: null, checkpoints: [] },
  FormExtra: CheckpointEditor,
  beforeSubmit: (r) => (r[DRAFT] ? 'admin.checkpointMaps.unsavedWarning' : null),
  hasChildren: (r) => Array.isArray(r.checkpoints) && r.checkpoints.length > 0,
});
