// The cards' texts are remembered per language (card-texts.tsx): a change of language still reaches every card
// of a standing grid, and the remembered texts are those i18next gives (spec 01 §2 call card: handler, time
// since opened; spec 01 §3 AuthUser.locale).
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { switchLocale } from '../../../platform/i18n/i18n.ts';
import { createRuntime } from '../../../platform/runtime.ts';
import { mockCall } from '../../../../../mocks/display-data.ts';
import { CallGrid } from '../layout/call-grid.tsx';

const runtimes: Array<ReturnType<typeof createRuntime>> = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

const LAYOUT = { columns: 2, visible: 10, titlePx: 24, rowPx: 120 } as const;

describe('card texts', () => {
  it('follow a change of language on a standing grid, and back', async () => {
    const runtime = createRuntime({ locale: 'de' });
    runtimes.push(runtime);
    const calls = [
      mockCall({ id: 1, callType: 4, room: 'Zimmer 101', age: 180, handler: 'Anna Meier' }),
      mockCall({ id: 2, callType: 4, room: 'Zimmer 102', age: 180 }),
    ];
    render(
      <AppProviders runtime={runtime} env="test">
        <CallGrid calls={calls} layout={{ ...LAYOUT }} showSystem={false} />
      </AppProviders>,
    );
    expect(screen.getByTestId('handler')).toHaveTextContent('Übernommen von Anna M.');
    expect(screen.getAllByText('3 min')).toHaveLength(2);

    await act(() => switchLocale(runtime.i18n, 'fr'));
    await waitFor(() =>
      expect(screen.getByTestId('handler')).toHaveTextContent('Pris en charge par Anna M.'),
    );

    await act(() => switchLocale(runtime.i18n, 'de'));
    await waitFor(() => expect(screen.getByTestId('handler')).toHaveTextContent('Übernommen von Anna M.'));
  });
});
