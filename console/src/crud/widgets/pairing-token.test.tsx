// An app client's pairing in app management (spec 02 §3 app client, docs/protocols.md §7; issue 38 item 9): saving a
// new client keeps its form open on the pairing code, shown as a QR code of the /app link and as twelve characters in
// groups of four, with a copy button of its own name (the form's 'Kopieren' copies the record).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_PAIRING_CODE } from '../../../../mocks/admin-handlers.ts';
import { useAdminScreens } from '../../test/crud-helpers.ts';
import { renderScreen } from '../../test/render-app.tsx';

useAdminScreens();

describe('app client pairing code', () => {
  it('a new client stays open after saving and shows its QR code and its code in groups', async () => {
    expect(MOCK_PAIRING_CODE).toBe('K7QM4XTP9HRW');
    const { user, location } = renderScreen('/appmanagement/clients/edit/-1', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Client' }, { timeout: 5_000 });
    expect(within(form).getByText('Der Kopplungscode erscheint nach dem Speichern.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Telefon Station 2');
    await user.type(within(form).getByRole('textbox', { name: /^Server-Adresse/ }), 'http://10.0.0.5:8080');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(location()).toBe('/appmanagement/clients/edit/1'));
    // the form of the saved client, loaded anew
    const code = await screen.findByTestId('pairing-code', {}, { timeout: 5_000 });
    expect(code).toHaveTextContent('K7QM-4XTP-9HRW');
    const again = screen.getByRole('form', { name: 'Client' });
    const qr = await within(again).findByRole(
      'img',
      { name: 'QR-Code zum Koppeln, Code K7QM-4XTP-9HRW' },
      { timeout: 5_000 },
    );
    expect(qr).toHaveAttribute('data-qr', 'http://10.0.0.5:8080/app#pair=K7QM-4XTP-9HRW');
    expect(within(again).getByRole('button', { name: 'Code kopieren' })).toBeInTheDocument();
    expect(within(again).getByText('Der QR-Code öffnet http://10.0.0.5:8080/app')).toBeInTheDocument();
  });
});
