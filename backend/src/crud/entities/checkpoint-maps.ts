// Checkpoint maps (spec 02 §3): a floor image with checkpoints placed on it (positions in percent of
// the image). The image arrives as a data URL, is kept as a file (store/image-store.ts) and is shown
// through /backend/images; up to 5 MB (spec 02 §5, §9).
import { define } from '../entity.ts';
import type { FieldViolation } from '../entity.ts';
import { between, deviceText, maxLength, required, unique } from '../rules.ts';
import type { Rule } from '../rules.ts';
import { decodeImage, MAX_IMAGE_BYTES } from '../../store/image-store.ts';

/** An uploaded image: a readable image data URL of at most 5 MB (which bounds its length). */
const image: Rule = Object.assign(
  (v: unknown) => {
    if (v == null || v === '') return null;
    const decoded = decodeImage(String(v));
    if (!decoded) return { key: 'file_unreadable' };
    return decoded.bytes.length > MAX_IMAGE_BYTES ? { key: 'file_too_large', data: { max: '5 MB' } } : null;
  },
  { bounded: true as const },
);

export const checkpointMaps = define({
  type: 'CheckpointMap',
  plural: 'checkpointMaps',
  store: 'system',
  collection: 'checkpoint_maps',
  entity: 'checkpoint_map',
  permissions: ['admin::manage_system'],
  route: { segment: 'checkpointmaps' },
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    section_id: { kind: 'Int', ref: { to: 'Section' } },
    sort_order: { kind: 'Int', default: 999 },
    image: {
      kind: 'String',
      secret: true,
      stored: false,
      rules: [image],
      description: 'data URL of a new image (input only)',
    },
    image_url: {
      kind: 'String',
      readOnly: true,
      stored: false,
      description: 'where the console loads the stored image',
    },
    checkpoints: {
      kind: 'object',
      default: [],
      description: 'positions in percent of the image',
      shape: {
        type: 'Checkpoint',
        list: true,
        ids: true,
        description:
          'A checkpoint on a map (spec 02 §3): positions and diameter in percent of the image width and height.',
        fields: {
          number: {
            kind: 'Int',
            rules: [required(), between(1, 255), unique()],
            description: 'unique within the map',
          },
          text: {
            kind: 'String',
            rules: [deviceText(19)],
            default: '',
            description: 'device text: 19 characters, no umlauts',
          },
          char: { kind: 'String', rules: [maxLength(1)], default: '' },
          diameter: {
            kind: 'Int',
            rules: [required(), between(1, 50)],
            default: 5,
            description: 'in percent of the image width',
          },
          section_id: { kind: 'Int', ref: { to: 'Section' } },
          position_x: { kind: 'Float', rules: [required(), between(0, 100)] },
          position_y: { kind: 'Float', rules: [required(), between(0, 100)] },
        },
      },
    },
  },
  storedExtras: { image_file: 'string | null' },
  sortable: true,
  check: (r, { current }) => {
    const errors: FieldViolation[] = [];
    if (!current && !r.image) errors.push({ field: 'image', key: 'required' });
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
