// One category of the global search's hits under its heading (spec 01 §2: results grouped by category with
// headings). Spotlight's own group draws its label with CSS, which neither the accessibility tree nor a test can
// read: the heading here is text, and the group is named by it.
import { Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCategories } from './use-global-search.ts';
import type { SearchHit } from './search-target.ts';

export function SearchCategory({
  category,
  open,
}: {
  category: SearchCategories[number];
  open: (hit: SearchHit) => void;
}) {
  const { t } = useTranslation();
  const heading = useId();
  const shown = category.results.length;
  return (
    <div role="group" aria-labelledby={heading}>
      <Text id={heading} size="xs" fw={700} tt="uppercase" c="gray.7" px="md" pt="sm" pb={4}>
        {t(`search.categories.${category.category}`, { defaultValue: category.category })}
      </Text>
      {category.results.map((hit) => (
        <Spotlight.Action
          key={`${hit.entity}:${hit.key}`}
          label={hit.title}
          description={hit.subtitle ?? undefined}
          onClick={() => open(hit)}
        />
      ))}
      {category.total > shown && (
        <Text size="xs" c="gray.7" px="md" pb="xs">
          {t('search.more', { shown, total: category.total })}
        </Text>
      )}
    </div>
  );
}
