// The presentational form (spec 01 §4, §5) draws whatever its controller holds: the fields of the
// description with their limits, errors under their inputs and above the form, notes for copies and
// read-only records; every user action goes back to the controller.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createRuntime } from '../../platform/runtime.ts';
import { fakeFormController } from '../../test/fake-controllers.ts';
import { RESOURCES } from '../registry.ts';
import type { ResourceDef } from '../resource.ts';
import { FormView } from './form-view.tsx';
import type { FormController } from './use-form-controller.ts';

const callSources = RESOURCES.find((r) => r.name === 'callSources') as ResourceDef;
const runtime = createRuntime({ reload: () => {} });
afterAll(() => runtime.dispose());

function show(c: FormController) {
  const { unmount } = render(
    <AppProviders runtime={runtime} env="test">
      <FormView controller={c} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), form: screen.getByRole('form', { name: 'Rufquelle' }), unmount };
}

describe('FormView', () => {
  it('draws the description’s fields with their limits; typing, leaving and saving go to the controller', async () => {
    const c = fakeFormController(
      callSources,
      { id: -1, number: null, text: 'Bad', char: '' },
      {
        set: vi.fn(),
        touch: vi.fn(),
        submit: vi.fn(async () => {}),
      },
    );
    const { user, form } = show(c);
    expect(within(form).getByRole('textbox', { name: /^Gerätetext/ })).toHaveAttribute('maxlength', '7');
    expect(within(form).getByTestId('text-remaining')).toHaveTextContent('Noch 4 Zeichen');
    expect(within(form).getByRole('textbox', { name: /^Nummer/ })).toBeRequired();
    await user.type(within(form).getByRole('textbox', { name: /^Gerätetext/ }), 'e');
    expect(c.set).toHaveBeenCalledWith('text', 'Bade');
    await user.tab();
    expect(c.touch).toHaveBeenCalledWith('text');
    expect(within(form).queryByRole('button', { name: 'Kopieren' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(c.submit).toHaveBeenCalledOnce();
  });

  it('errors show under their inputs in red and the form’s own above (spec 01 §5)', () => {
    const { form } = show(
      fakeFormController(
        callSources,
        { id: 3, number: 3, text: 'Bad', char: '' },
        {
          errors: { text: 'Höchstens 7 Zeichen erlaubt.' },
          formErrors: ['Die Verbindung ist unterbrochen.'],
        },
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Die Verbindung ist unterbrochen.');
    expect(within(form).getByText('Höchstens 7 Zeichen erlaubt.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Gerätetext/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('a stored record offers copy; a copy says so; a read-only record disables saving', async () => {
    const startCopy = vi.fn();
    const stored = { id: 3, number: 3, text: 'Bad', char: '' };
    const first = show(fakeFormController(callSources, stored, { startCopy }));
    await first.user.click(within(first.form).getByRole('button', { name: 'Kopieren' }));
    expect(startCopy).toHaveBeenCalledOnce();
    first.unmount();
    const copy = show(fakeFormController(callSources, { ...stored, id: -1 }, { copying: true }));
    expect(within(copy.form).getByText('Kopie: Speichern legt einen neuen Eintrag an.')).toBeInTheDocument();
    copy.unmount();
    const locked = show(fakeFormController(callSources, stored, { locked: true }));
    expect(within(locked.form).getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(within(locked.form).getByRole('textbox', { name: /^Gerätetext/ })).toBeDisabled();
  });

  it('while the record loads it shows a loader; a record that is gone says so', () => {
    const draw = (c: FormController) =>
      render(
        <AppProviders runtime={runtime} env="test">
          <FormView controller={c} />
        </AppProviders>,
      );
    const loading = draw(fakeFormController(callSources, null, { loading: true }));
    expect(screen.getByLabelText('Wird geladen …')).toBeInTheDocument();
    loading.unmount();
    draw(fakeFormController(callSources, null));
    expect(screen.getByText('Der Eintrag existiert nicht mehr.')).toBeInTheDocument();
  });
});
