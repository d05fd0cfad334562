// The display's route loads its chunk without Suspense (lazy.tsx, ui/module-loader.ts): a chunk that comes late shows
// the busy indicator and then the display as soon as the code is there, with no 300 ms hold by React; once there,
// every later mount renders the display in its first render (a wall screen's call form closing, a profile switch).
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { DisplayRoute } from './lazy.tsx';

const chunk = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./display-screen.tsx', async () => {
  await chunk.arrived;
  return { DisplayScreen: ({ params }: ScreenProps) => <p>display {params.slug}</p> };
});

const mount = () =>
  render(
    <MantineProvider>
      <DisplayRoute params={{ slug: 'station-2' }} />
    </MantineProvider>,
  );

describe('DisplayRoute', () => {
  it('shows the busy indicator until the chunk is there, then the display', async () => {
    const first = mount();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => chunk.arrive());
    expect(await screen.findByText('display station-2')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();
  });

  it('renders the display in the first render once its chunk is there', async () => {
    await DisplayRoute.preload();
    mount();
    expect(screen.getByText('display station-2')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
