// The one loading indicator: a status with a name in the user's language. Mantine's Loader is a plain span, on
// which an aria-label alone is not allowed (axe aria-prohibited-attr) and which screen readers would skip.
import { Center, Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Busy(props: LoaderProps & { label?: string }) {
  const { t } = useTranslation();
  const { label, ...rest } = props;
  return <Loader role="status" aria-label={label ?? t('loading')} {...rest} />;
}

/** A screen's place while its code loads: the indicator, centred. */
export function BusyScreen() {
  return (
    <Center p="xl">
      <Busy />
    </Center>
  );
}
