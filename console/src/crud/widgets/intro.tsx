// A form's opening sentence saying what the record is for (issue 38: Mitanzeigen, Umleitungen and Zusammenlegungen
// each say what they do with calls, so nobody takes one for another), as the resource's FormExtra.
import { Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormExtraProps } from '../resource.ts';

export function introOf(key: string): ComponentType<FormExtraProps> {
  return function Intro() {
    const { t } = useTranslation();
    return <Text size="sm">{t(key)}</Text>;
  };
}
