// The call log's text filter (spec 02 §3 call log filters): what the user types is never replaced by a late render
// of the text applied before it; a change of the address from elsewhere (reset, back) does set the box.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createRuntime } from '../../platform/runtime.ts';
import { readView } from './call-filters.ts';
import { FilterBar } from './filter-bar.tsx';

const runtimes: Array<ReturnType<typeof createRuntime>> = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

function renderBar(text: string) {
  const runtime = createRuntime({ locale: 'de' });
  runtimes.push(runtime);
  const onChange = vi.fn();
  const ui = (q: string) => (
    <AppProviders runtime={runtime} env="test">
      <FilterBar view={readView(new URLSearchParams(q ? { q } : {}))} onChange={onChange} />
    </AppProviders>
  );
  const view = render(ui(text));
  return {
    onChange,
    rerender: (q: string) => view.rerender(ui(q)),
    box: () => screen.getByRole('textbox', { name: 'Suche' }),
  };
}

describe('call log text filter', () => {
  it('keeps the next text typed while the applied one is still on its way to the address', () => {
    const bar = renderBar('');
    fireEvent.change(bar.box(), { target: { value: 'Zimmer 999' } });
    fireEvent.keyDown(bar.box(), { key: 'Enter' });
    expect(bar.onChange).toHaveBeenLastCalledWith({ text: 'Zimmer 999' });
    fireEvent.change(bar.box(), { target: { value: '102' } });
    bar.rerender('Zimmer 999'); // the address catches up with the first text only now
    expect(bar.box()).toHaveValue('102');
    fireEvent.keyDown(bar.box(), { key: 'Enter' });
    expect(bar.onChange).toHaveBeenLastCalledWith({ text: '102' });
  });

  it('follows the address when it changes from elsewhere', () => {
    const bar = renderBar('Zimmer 999');
    expect(bar.box()).toHaveValue('Zimmer 999');
    bar.rerender(''); // 'Filter zurücksetzen' or the browser's back button
    expect(bar.box()).toHaveValue('');
  });
});
