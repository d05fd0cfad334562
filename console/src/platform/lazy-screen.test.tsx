// A screen's code and texts loaded with the page (platform/lazy-screen.tsx, main.tsx): a cold start preloads the screens
// of its path, and a screen loaded before its route renders shows at once, with no fallback in between (through
// lazy() React would hold it back 300 ms after a shown fallback; issue 15 first row of /tree).
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.tsx';

describe('lazyScreen', () => {
  it('renders a preloaded screen in its first render, and loads its code once', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads++;
      return () => <p>the screen</p>;
    });
    await Screen.preload();
    render(<Screen params={{}} />);
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('shows the busy indicator until a screen not preloaded is there', async () => {
    let arrive!: () => void;
    const Screen = lazyScreen(
      () => new Promise((resolve) => (arrive = () => resolve(() => <p>the screen</p>))),
    );
    render(
      <MantineProvider>
        <Screen params={{}} />
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it('loads again after a failed load', async () => {
    let attempt = 0;
    const Screen = lazyScreen(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk gone');
      return () => <p>the screen</p>;
    });
    await expect(Screen.preload()).rejects.toThrow('chunk gone');
    await Screen.preload();
    render(<Screen params={{}} />);
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });
});
