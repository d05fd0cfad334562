// The app-wide error boundary: a render error anywhere below shows a translated notice with a reload
// button instead of a blank page (the data router's errorElement did this before main.tsx's declarative
// router). Tiny on purpose: it is in the shell (ARCHITECTURE §11), with a plain button (ui/plain-button.module.css).
import { Center, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../platform/runtime-context.tsx';
import classes from '../ui/plain-button.module.css';

export function CrashNotice() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  return (
    <Center mih="100vh" p="md" role="alert">
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 12,
          maxWidth: 480,
          textAlign: 'center',
        }}
      >
        <Text component="h2" fz="xl" fw={700} m={0}>
          {t('crash.title')}
        </Text>
        <Text>{t('crash.text')}</Text>
        <button type="button" className={classes.button} onClick={() => runtime.reload()}>
          {t('crash.reload')}
        </button>
      </div>
    </Center>
  );
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
