import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../app/theme.ts';
import { createI18n } from '../i18n/i18n.ts';
import { routeByName } from '../routes/route-match.ts';
import { closeTarget } from './modal-chain.ts';
import { useCloseGuard } from './close-guard.ts';
import { ModalStack, type ScreenDef, type ScreenProps } from './modal-stack.tsx';

// Stand-in screens on the real route metadata of app management groups (spec 01 §2): a list, its
// modal form and the nested display-group modal that re-passes groupid as the form's id.
const layer = (label: string) =>
  function Layer({ params, close }: ScreenProps) {
    return (
      <section aria-label={label}>
        <p>{`${label} ${JSON.stringify(params)}`}</p>
        <input aria-label={`${label} input`} />
        {close && <button onClick={close}>{`close ${label}`}</button>}
      </section>
    );
  };
const screens: Record<string, ScreenDef> = {
  appUserGroups: { Component: layer('groups') },
  appUserGroupsForm: { Component: layer('group form') },
  appUserGroupsDisplayGroupForm: { Component: layer('display group form') },
};

function renderStack(path: string) {
  const routes = Object.keys(screens).map((name) => ({
    path: routeByName(name)!.path,
    element: <ModalStack routeName={name} screens={screens} />,
  }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createI18n('de')}>
      <MantineProvider env="test" theme={consoleTheme(createI18n('de').t)}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { router, location: () => router.state.location.pathname + router.state.location.search };
}

describe('modal stack (spec 01 §2 route guard rules: modal routes)', () => {
  it('stacks modals over their parent page with each layer getting its own params', () => {
    renderStack('/appmanagement/groups/edit/7/displayGroups/3');
    expect(screen.getByText('groups {}')).toBeInTheDocument();
    expect(screen.getByText('group form {"id":"7"}')).toBeInTheDocument();
    expect(screen.getByText('display group form {"groupid":"7","id":"3"}')).toBeInTheDocument();
  });

  it('Escape closes only the top modal and re-passes the listed params to its parent', async () => {
    const { location } = renderStack('/appmanagement/groups/edit/7/displayGroups/3?tab=2');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(location()).toBe('/appmanagement/groups/edit/7?tab=2'));
    expect(screen.queryByText(/^display group form/)).not.toBeInTheDocument();
    expect(screen.getByText('group form {"id":"7"}')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(location()).toBe('/appmanagement/groups?tab=2'));
  });

  it('Escape in an input leaves the input, not the modal; the next Escape closes it (spec 01 §2)', async () => {
    const { location } = renderStack('/appmanagement/groups/edit/7');
    const input = screen.getByLabelText('group form input');
    input.focus();
    // act() runs the key's handlers and every update and effect they cause before it returns.
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(location()).toBe('/appmanagement/groups/edit/7');
    expect(input).not.toHaveFocus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(location()).toBe('/appmanagement/groups'));
  });

  it('a screen with unsaved work is asked first; Escape and the close button respect its answer', async () => {
    let allow = false;
    screens.appUserGroupsForm = {
      Component: function Guarded(props: ScreenProps) {
        useCloseGuard(() => allow);
        return layer('group form')(props);
      },
    };
    const { location } = renderStack('/appmanagement/groups/edit/7');
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(location()).toBe('/appmanagement/groups/edit/7');
    allow = true;
    await userEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(location()).toBe('/appmanagement/groups'));
    screens.appUserGroupsForm = { Component: layer('group form') };
  });

  it('focus returns to what opened the modal when it closes (WCAG 2.4.3)', async () => {
    const { router } = renderStack('/appmanagement/groups');
    const opener = screen.getByLabelText('groups input');
    opener.focus();
    await act(() => router.navigate('/appmanagement/groups/edit/7'));
    await screen.findByText('group form {"id":"7"}');
    await userEvent.click(screen.getByRole('button', { name: 'close group form' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closing by the close action navigates to the parent', async () => {
    const { location } = renderStack('/appmanagement/groups/edit/7');
    await userEvent.click(screen.getByRole('button', { name: 'close group form' }));
    await waitFor(() => expect(location()).toBe('/appmanagement/groups'));
  });

  it('the display call form re-passes the display slug (spec 01 §2 public routes)', () => {
    const modal = routeByName('displayCallForm')!;
    expect(closeTarget(modal, { slug: 'station-a', id: '12' })).toBe('/display/station-a');
    expect(closeTarget(modal, { id: '12' })).toBe('/display');
  });
});
