// The display's status callouts (spec 01 §2: an error callout if any panel fails; a warning when no systems are
// subscribed). Each failure says what still shows and that the display keeps trying; it goes by itself when
// the next attempt succeeds.
import { Alert } from '@mantine/core';
import button from '../../../ui/plain-button.module.css';
import { useTranslation } from 'react-i18next';

export interface PanelFailure {
  system: string;
  /** 'calls': no current list (the shown one may be old); 'relations': calls shown unfiltered */
  what: 'calls' | 'relations';
}

export interface StatusCalloutsProps {
  failures: readonly PanelFailure[];
  /** a system asked for (URL, stored choice, profile) that is not available, and the one shown instead */
  fallback: { requested: readonly number[]; shown: string | null } | null;
  noSystems: boolean;
  onOpenSettings?: () => void;
}

export function StatusCallouts({ failures, fallback, noSystems, onOpenSettings }: StatusCalloutsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failures.map((f) => (
        <Alert
          key={`${f.system}:${f.what}`}
          color={f.what === 'calls' ? 'red' : 'orange'}
          title={t(f.what === 'calls' ? 'display.panelError' : 'display.relationsError', {
            system: f.system,
          })}
          data-testid="panel-error"
          data-what={f.what}
        >
          {t(f.what === 'calls' ? 'display.retrying' : 'display.relationsRetrying')}
        </Alert>
      ))}
      {fallback && (
        <Alert
          color="orange"
          title={t('display.systemFallback', { systems: fallback.requested.join(', ') })}
          data-testid="system-fallback"
        >
          {fallback.shown && t('display.systemShown', { system: fallback.shown })}
        </Alert>
      )}
      {noSystems && (
        <Alert color="orange" title={t('display.noSystems')}>
          {onOpenSettings && (
            <button
              type="button"
              className={`${button.button} ${button.small}`}
              style={{ marginTop: 'var(--mantine-spacing-xs)' }}
              onClick={onOpenSettings}
            >
              {t('display.openSettings')}
            </button>
          )}
        </Alert>
      )}
    </>
  );
}
