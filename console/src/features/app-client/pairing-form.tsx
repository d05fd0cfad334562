// Pairing a phone (spec 02 §3 app client, docs/protocols.md §7; issue 38 item 9): the QR code app management shows,
// read by the phone's camera here (or a photo of it, where the page may not use the camera: an http address in the
// facility's network), or its code of twelve characters typed in. A typed code is checked before it is sent: a code
// too short or with characters no code has is said so, not sent to be refused as unknown.
import { pairingCodeProblem, pairingTokenOf, PAIRING_CODE_LENGTH } from '@cs/contracts/app/pairing-code';
import { Button, Divider, FileButton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraPossible, scanCamera, tokenInPhoto } from './qr-scan.ts';

/** Longer input than a code with its two separators is a token of an older installation: sent as it is. */
const CODE_WITH_SEPARATORS = PAIRING_CODE_LENGTH + 2;

function CameraScan({ onToken, onCancel }: { onToken: (token: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    scanCamera(video.current as HTMLVideoElement, onToken).then(
      (scan) => (live ? (stop = scan.stop) : scan.stop()),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [onToken]);
  return (
    <Stack gap="xs">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('appClient.pairing.camera')}
        style={{ width: '100%', borderRadius: 8, background: '#000', minHeight: 180 }}
      />
      <Text size="sm" role="status">
        {failed ? t('appClient.pairing.noCamera') : t('appClient.pairing.scanning')}
      </Text>
      <Button variant="default" onClick={onCancel}>
        {t('appClient.pairing.cancelScan')}
      </Button>
    </Stack>
  );
}

export function PairingForm({ pair, online }: { pair: (token: string) => void; online: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [reading, setReading] = useState(false);
  const scanned = useRef(pair);
  scanned.current = pair;
  const onScanned = useRef((token: string) => {
    setScanning(false);
    scanned.current(token);
  }).current;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    const problem = typed.length <= CODE_WITH_SEPARATORS ? pairingCodeProblem(typed) : null;
    if (problem)
      return setError(
        problem.problem === 'characters'
          ? t('appClient.pairing.errors.characters', { chars: problem.chars })
          : t('appClient.pairing.errors.length'),
      );
    setError(null);
    pair(pairingTokenOf(typed));
  };
  const fromPhoto = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    const token = await tokenInPhoto(file);
    setReading(false);
    if (token) {
      setError(null);
      pair(token);
    } else setError(t('appClient.pairing.errors.noCode'));
  };

  return (
    <form onSubmit={submit} aria-labelledby="app-pairing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="app-pairing-title">
          {t('appClient.pairing.title')}
        </Title>
        <Text size="sm">{t('appClient.pairing.text')}</Text>
        {scanning ? (
          <CameraScan onToken={onScanned} onCancel={() => setScanning(false)} />
        ) : (
          <>
            {cameraPossible() && (
              <Button
                leftSection={<IconCamera size={18} aria-hidden />}
                disabled={!online}
                onClick={() => setScanning(true)}
              >
                {t('appClient.pairing.scan')}
              </Button>
            )}
            <FileButton onChange={(file) => void fromPhoto(file)} accept="image/*" capture="environment">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhoto size={18} aria-hidden />}
                  loading={reading}
                  disabled={!online}
                >
                  {t('appClient.pairing.photo')}
                </Button>
              )}
            </FileButton>
          </>
        )}
        <Divider label={t('appClient.pairing.alternative')} labelPosition="center" />
        <TextInput
          label={t('appClient.pairing.token')}
          description={t('appClient.pairing.codeHint')}
          placeholder="XXXX-XXXX-XXXX"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          required
        />
        <Button type="submit" disabled={!online}>
          {t('appClient.pairing.submit')}
        </Button>
      </Stack>
    </form>
  );
}
