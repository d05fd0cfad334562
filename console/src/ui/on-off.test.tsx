// On/off values look and read the same in every table (issue 38 item 14; docs/decisions/on-off.md): a check mark
// named 'Ein' and a dash named 'Aus', in the user's language; the tree views' list shows its flags so.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdminScreens } from '../test/crud-helpers.ts';
import { renderScreen } from '../test/render-app.tsx';

useAdminScreens();

describe('on/off in a list', () => {
  it('a flag column shows a named check mark for on and a named dash for off', async () => {
    renderScreen('/admin/treeviews', {
      sessionUser: 'admin',
      admin: {
        data: {
          TreeView: [
            {
              id: 1,
              name: 'Nachtsicht',
              is_enabled: true,
              is_system_view: false,
              apply_permissions: false,
              sort_order: 1,
              filters: [],
              role_permissions: [],
            },
          ],
        },
      },
    });
    const row = await within(await screen.findByRole('table', {}, { timeout: 5000 })).findByTestId('row-1');
    expect(within(row).getByRole('img', { name: 'Ein' })).toBeInTheDocument();
    expect(within(row).getAllByRole('img', { name: 'Aus' })).toHaveLength(2);
    expect(within(row).queryByText('✓')).not.toBeInTheDocument();
  });
});
