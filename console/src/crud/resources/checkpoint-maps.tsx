// Checkpoint maps (spec 02 §3): image, checkpoints placed on it and edited in rows, sort page.
import { define } from '../resource.ts';
import { CheckpointEditor, DRAFT } from '../widgets/checkpoint-editor.tsx';

const narrow = { width: '58px' };

export const checkpointMaps = define({
  type: 'CheckpointMap',
  columns: [{ name: 'name' }, { name: 'section_id' }, { name: 'checkpoints' }],
  fields: {
    name: { counter: true },
    // sent only when a new image was chosen (CheckpointEditor sets it)
    image: { widget: 'none' },
    checkpoints: {
      hint: 'admin.hints.checkpoints',
      // rows are added by placing a checkpoint on the map
      newItem: undefined,
      itemFields: {
        number: narrow,
        char: { widget: 'normalised', width: '46px' },
        diameter: narrow,
        position_x: { ...narrow, decimals: 1 },
        position_y: { ...narrow, decimals: 1 },
      },
    },
  },
  FormExtra: CheckpointEditor,
  beforeSubmit: (r) => (r[DRAFT] ? 'admin.checkpointMaps.unsavedWarning' : null),
  hasChildren: (r) => Array.isArray(r.checkpoints) && r.checkpoints.length > 0,
});
