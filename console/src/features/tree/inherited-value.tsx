// An effective value and where it comes from (spec 02 §3 inheritance flags): "inherited from <node>", and the
// node's own value that inheriting sets aside.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Inherited {
  inherited: boolean;
  source: { id: number; name: string };
  /** a text's effective value */
  value?: string;
  /** the text the node holds itself (unused while inheriting) */
  own?: string;
  /** a reference's effective name */
  name?: string | null;
}

export function InheritedValue({ value }: { value: Inherited }) {
  const { t } = useTranslation();
  const shown = (value.value ?? value.name) || t('tree.details.none');
  return (
    <>
      <Text size="sm" component="span">
        {shown}
      </Text>
      {value.inherited && (
        <Text size="xs" c="dimmed">
          {t('tree.details.inheritedFrom', { name: value.source.name })}
        </Text>
      )}
      {value.inherited && value.own !== undefined && value.own !== '' && value.own !== value.value && (
        <Text size="xs" c="dimmed">
          {t('tree.details.ownIgnored', { value: value.own })}
        </Text>
      )}
    </>
  );
}
