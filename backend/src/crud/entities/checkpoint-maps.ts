// Checkpoint maps (spec 02 §3): a floor image with checkpoints placed on it (positions in percent of
// the image). The image arrives as a data URL, is kept as a file (store/image-store.ts) and is shown
// through /backend/images; up to 5 MB (spec 02 §5, §9).
import { define } from '../entity.ts';
import type { FieldViolation } from '../entity.ts';
import { maxLength, required, unique } from '../rules.ts';
import type { Rule } from '../rules.ts';
import { decodeImage, MAX_IMAGE_BYTES } from '../../store/image-store.ts';

interface Checkpoint {
  number: number;
  position_x: number;
  position_y: number;
}

/** An uploaded image: a readable image data URL of at most 5 MB. */
const image: Rule = (v) => {
  if (v == null || v === '') return null;
  const decoded = decodeImage(String(v));
  if (!decoded) return { key: 'file_unreadable' };
  return decoded.bytes.length > MAX_IMAGE_BYTES ? { key: 'file_too_large', data: { max: '5 MB' } } : null;
};

export const checkpointMaps = define({
  type: 'CheckpointMap',
  plural: 'checkpointMaps',
  store: 'system',
  collection: 'checkpoint_maps',
  entity: 'checkpoint_map',
  permissions: ['admin::manage_system'],
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    section_id: { kind: 'Int' },
    sort_order: { kind: 'Int', default: 999 },
    image: { kind: 'String', secret: true, rules: [image], description: 'data URL of a new image (input only)' },
    image_url: { kind: 'String', readOnly: true, description: 'where the console loads the stored image' },
    checkpoints: {
      kind: 'object',
      gql: '[AdminCheckpoint!]!',
      gqlInput: '[AdminCheckpointInput!]',
      default: [],
      description: 'positions in percent of the image',
    },
  },
  sdl: [
    '"A checkpoint on a map (spec 02 §3): positions in percent of the image width and height."',
    'type AdminCheckpoint {\n  number: Int!\n  text: String\n  char: String\n  diameter: Int\n  position_x: Float!\n  position_y: Float!\n  section_id: Int\n}',
    'input AdminCheckpointInput {\n  number: Int!\n  text: String\n  char: String\n  diameter: Int\n  position_x: Float!\n  position_y: Float!\n  section_id: Int\n}',
  ].join('\n'),
  select: { checkpoints: 'number text char diameter position_x position_y section_id' },
  sortable: true,
  check: (r, { current }) => {
    const errors: FieldViolation[] = [];
    if (!current && !r.image) errors.push({ field: 'image', key: 'required' });
    const list = (r.checkpoints as Checkpoint[] | null) ?? [];
    if (new Set(list.map((c) => c.number)).size < list.length) errors.push({ field: 'checkpoints', key: 'duplicate' });
    else if (list.some((c) => c.position_x < 0 || c.position_x > 100 || c.position_y < 0 || c.position_y > 100)) errors.push({ field: 'checkpoints', key: 'between', data: { min: 0, max: 100 } });
    return errors;
  },
  toRecord: async (r, { ctx }) => {
    const { image: upload, ...rest } = r;
    if (!upload) return rest as typeof r;
    const file = await ctx.services.images.save(`system-${ctx.systemId}-map-${r.id}`, String(upload));
    return { ...rest, image_file: file };
  },
  present: (r) => ({ image_url: r.image_file ? `/backend/images/${String(r.image_file)}` : null }),
  getsConfig: true,
});
