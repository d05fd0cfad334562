// `@cs/contracts/display-page`: the wall display's server-rendered page (ARCHITECTURE §12a). The backend's HTTP layer
// asks a renderer for the page; the renderer is a Vite SSR build of console code that the composition root (main.ts)
// hands over, so neither side imports the other. Both sides write against these types.

/** One GraphQL operation, run as an anonymous display runs it: the public allow-list only, never a session. */
export interface DisplayQuery {
  query: string;
  variables?: Record<string, unknown>;
  /** X-CS-System: the system the operation is for */
  systemId: number;
  /** Accept-Language */
  locale: string;
}

export interface DisplayQueryAnswer {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string }>;
}

export interface DisplayPageRequest {
  /** path and query of the page: /display, /display/wohnbereich-1?fontSize=larger */
  url: string;
  /** the page a browser gets without the renderer (the console's build: pages/display.html) */
  template: string;
  /** runs an operation against this backend; rejects when the system is unavailable (HTTP 424) */
  execute: (query: DisplayQuery) => Promise<DisplayQueryAnswer>;
  /** the response's Content-Security-Policy nonce, for the page's one inline script */
  nonce: string;
  /** the backend's clock (ms since the epoch): times on the page are rendered at this instant */
  now: number;
}

export interface DisplayRenderer {
  /**
   * The page with the open calls in its HTML and the data they came from, for the browser to hydrate; null when the
   * page is not one the renderer draws (the template is sent). Rejects on any failure: the backend then sends the
   * template, and the browser renders the display as it does without a renderer.
   */
  render(request: DisplayPageRequest): Promise<string | null>;
}
