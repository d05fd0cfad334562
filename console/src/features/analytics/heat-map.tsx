// Calls by weekday and local hour as a table whose cells are shaded by their count (darker = more calls): readable
// in print and by a screen reader, each cell says its weekday, hour and count.
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './heat-map.module.css';

export function HeatMap({ rows }: { rows: readonly (readonly number[])[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...rows.flat());
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('analytics.heatMap')}
      </Title>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">
                <span className={classes.hidden}>{t('analytics.hour')}</span>
              </th>
              {Array.from({ length: 24 }, (_, h) => (
                <th key={h} scope="col">
                  {String(h).padStart(2, '0')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((hours, d) => (
              <tr key={d}>
                <th scope="row">{t(`analytics.weekdaysShort.${d}`)}</th>
                {hours.map((n, h) => {
                  const level = n === 0 ? 0 : Math.ceil((n / max) * 5);
                  return (
                    <td
                      key={h}
                      data-level={level}
                      title={t('analytics.heatMapCell', {
                        weekday: t(`analytics.weekdays.${d}`),
                        hour: h,
                        count: n,
                      })}
                    >
                      {n || ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Paper>
  );
}
