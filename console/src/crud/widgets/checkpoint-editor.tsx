// Checkpoint map editor (spec 02 §3, §5): choose the image (5 MB at most; a larger file gives the
// size error, an unreadable one the processing error), click on the image to place a checkpoint,
// give it a number and text, and apply it. A placed but not applied checkpoint is "unsaved": the
// form warns before it is lost on save (resource beforeSubmit). Applied checkpoints are edited (number,
// text, char, diameter, section, position) in the checkpoints field's rows (records widget).
import { Alert, Box, Button, FileButton, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@cs/rules/numbers';
import type { CrudRecord, FormExtraProps } from '../resource.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface Checkpoint {
  id?: number | null;
  number: number | null;
  text: string | null;
  char: string | null;
  /** in percent of the image width */
  diameter: number | null;
  position_x: number;
  position_y: number;
  section_id: number | null;
}

/** Diameter of a new checkpoint in percent of the image width (backend default). */
export const DEFAULT_DIAMETER = 5;

/** UI-only field of the record: the placed checkpoint that is not applied yet. */
export const DRAFT = '_draft_checkpoint';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Resolves when the browser can draw the data URL as an image. */
const loadable = (src: string) =>
  new Promise<boolean>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });

/** A stored image as a data URL, the form in which the backend takes an upload. */
async function fetchDataUrl(url: URL): Promise<string> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`image ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${res.headers.get('content-type') ?? 'image/png'};base64,${btoa(binary)}`;
}

/** The stored image a copy takes along (spec 01 §4 copy): a new map needs an image of its own. */
function useCopiedImage(record: CrudRecord, set: (name: string, value: unknown) => void, failed: () => void) {
  const source = record.id === -1 && !record.image ? ((record.image_url as string | null) ?? null) : null;
  useEffect(() => {
    if (!source) return;
    let live = true;
    fetchDataUrl(new URL(source, window.location.href))
      .then((url) => live && set('image', url))
      .catch(() => live && failed());
    return () => {
      live = false;
    };
    // set and failed are new every render; the source alone decides whether to fetch.
  }, [source]);
}

/** The chosen file as a data URL, or why it cannot be the map (too large, not an image a browser can show). */
async function readMapImage(file: File, t: TFunction): Promise<{ url: string } | { error: string }> {
  if (file.size > MAX_IMAGE_BYTES)
    return {
      error: t('admin.checkpointMaps.tooLarge', {
        size: formatFileSize(file.size),
        max: formatFileSize(MAX_IMAGE_BYTES),
      }),
    };
  try {
    const url = await readDataUrl(file);
    if (!url.startsWith('data:image/') || !(await loadable(url)))
      return { error: t('admin.checkpointMaps.unreadable') };
    return { url };
  } catch {
    return { error: t('admin.checkpointMaps.unreadable') };
  }
}

/** A new checkpoint where the map was clicked (in percent of the image), numbered after the others. */
function draftAt(
  box: DOMRect,
  event: { clientX: number; clientY: number },
  checkpoints: readonly Checkpoint[],
  record: Record<string, unknown>,
): Checkpoint {
  const percent = (offset: number, size: number) =>
    size > 0 ? Math.min(100, Math.max(0, Math.round((offset / size) * 1000) / 10)) : 0;
  return {
    number: Math.max(0, ...checkpoints.map((c) => c.number ?? 0)) + 1,
    text: '',
    char: '',
    diameter: DEFAULT_DIAMETER,
    position_x: percent(event.clientX - box.left, box.width),
    position_y: percent(event.clientY - box.top, box.height),
    section_id: (record.section_id as number | null) ?? null,
  };
}

/** A checkpoint on the map: its character (or number) in a circle of its diameter; the one being placed in orange. */
function CheckpointMarker({ checkpoint, isDraft }: { checkpoint: Checkpoint; isDraft: boolean }) {
  return (
    <Box
      pos="absolute"
      title={`${checkpoint.number ?? ''} ${checkpoint.text ?? ''}`}
      style={{
        left: `${checkpoint.position_x}%`,
        top: `${checkpoint.position_y}%`,
        transform: 'translate(-50%, -50%)',
        width: `max(22px, ${Math.min(50, Math.max(1, checkpoint.diameter ?? DEFAULT_DIAMETER))}%)`,
        aspectRatio: '1',
        borderRadius: '50%',
        border: `2px solid ${isDraft ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-teal-7)'}`,
        background: isDraft ? 'rgba(253, 126, 20, 0.25)' : 'rgba(12, 166, 120, 0.25)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Box
        style={{
          background: isDraft ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-teal-7)',
          color: 'white',
          borderRadius: 9,
          fontSize: 11,
          lineHeight: '18px',
          minWidth: 18,
          padding: '0 4px',
          textAlign: 'center',
        }}
      >
        {checkpoint.char || checkpoint.number}
      </Box>
    </Box>
  );
}

export function CheckpointEditor({ record, setRecord, set, disabled }: FormExtraProps) {
  const { t } = useTranslation();
  const [fileError, setFileError] = useState<string | null>(null);
  useCopiedImage(record, set, () => setFileError(t('admin.checkpointMaps.copyImageFailed')));
  const checkpoints = (record.checkpoints as Checkpoint[] | null) ?? [];
  const draft = (record[DRAFT] as Checkpoint | undefined) ?? null;
  const src = (record.image as string | undefined) || (record.image_url as string | null) || null;

  const choose = async (file: File | null) => {
    if (!file) return;
    setFileError(null);
    const read = await readMapImage(file, t);
    if ('error' in read) setFileError(read.error);
    else setRecord({ ...record, image: read.url });
  };

  const place = (event: React.MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const draftOf = draftAt(event.currentTarget.getBoundingClientRect(), event, checkpoints, record);
    setRecord({ ...record, [DRAFT]: draftOf });
  };
  const setDraft = (patch: Partial<Checkpoint>) =>
    setRecord({ ...record, [DRAFT]: { ...(draft as Checkpoint), ...patch } });
  const apply = () => {
    const { [DRAFT]: _d, ...rest } = record;
    setRecord({ ...rest, id: record.id, checkpoints: [...checkpoints, draft as Checkpoint] });
  };

  return (
    <Stack gap="xs">
      <Group>
        <FileButton
          onChange={choose}
          accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
          disabled={disabled}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />}>
              {t('admin.checkpointMaps.chooseImage')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('admin.checkpointMaps.imageHint', { max: formatFileSize(MAX_IMAGE_BYTES) })}
        </Text>
      </Group>
      {fileError && (
        <Alert color="red" role="alert">
          {fileError}
        </Alert>
      )}
      {src && (
        <Box
          pos="relative"
          onClick={place}
          style={{ cursor: disabled ? 'default' : 'crosshair', lineHeight: 0 }}
          data-testid="checkpoint-map"
        >
          <img
            src={src}
            alt={t('admin.checkpointMaps.image')}
            style={{ width: '100%', border: '1px solid var(--mantine-color-gray-4)' }}
          />
          {[...checkpoints, ...(draft ? [draft] : [])].map((c, i) => (
            <CheckpointMarker
              key={`${i}-${c === draft ? 'draft' : 'cp'}`}
              checkpoint={c}
              isDraft={c === draft}
            />
          ))}
        </Box>
      )}
      {draft && (
        <Group align="flex-end">
          <NumberInput
            label={t('admin.checkpointMaps.number')}
            value={draft.number ?? ''}
            min={1}
            onChange={(v) => setDraft({ number: Number(v) })}
            w={110}
          />
          <TextInput
            label={t('admin.checkpointMaps.text')}
            value={draft.text ?? ''}
            onChange={(e) => setDraft({ text: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Button onClick={apply}>{t('admin.checkpointMaps.apply')}</Button>
        </Group>
      )}
    </Stack>
  );
}
