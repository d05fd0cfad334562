// A module loaded without Suspense (ui/module-loader.ts, issue 15 first row of /tree): the component shows its own
// placeholder, then the module in an ordinary update; a preloaded module renders at once; a failed load reaches the
// error boundary and is tried again by the next use.
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { moduleLoader } from './module-loader.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

const Greeting = () => <p>loaded</p>;

function user(loader: ReturnType<typeof moduleLoader<{ Greeting: typeof Greeting }>>) {
  return function Page() {
    const module = loader.useModule();
    return module ? <module.Greeting /> : <p>waiting</p>;
  };
}

describe('moduleLoader', () => {
  it('shows the placeholder until the module is there, then the module', async () => {
    const load = deferred<{ Greeting: typeof Greeting }>();
    const Page = user(moduleLoader(() => load.promise));
    render(<Page />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => load.resolve({ Greeting }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('renders a preloaded module at once and loads it once', async () => {
    let loads = 0;
    const loader = moduleLoader(async () => (loads++, { Greeting }));
    await loader.preload();
    const Page = user(loader);
    render(<Page />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    await loader.preload();
    expect(loads).toBe(1);
  });

  it('throws a failed load to the error boundary, and loads again on the next use', async () => {
    let attempt = 0;
    const loader = moduleLoader(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk gone');
      return { Greeting };
    });
    const Page = user(loader);
    const first = render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
    first.unmount();
    render(<Page />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
