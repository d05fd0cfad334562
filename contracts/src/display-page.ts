// `@cs/contracts/display-page`: the wall display's server-rendered page (ARCHITECTURE §12a). The backend's HTTP layer
// asks a renderer for the page; the renderer is a Vite SSR build of console code that the composition root (main.ts)
// hands over, so neither side imports the other. Both sides write against these types; what crosses between them as
// JSON (the operation the render's Apollo client sends, the backend's answer) is read through the schemas below.
import { z } from 'zod';
import { graphqlAnswer } from './graphql-answer.ts';

/** The body of an operation as the render's Apollo client posts it (the executor adds system and language). */
export const displayQueryBody = z.object({
  query: z.string(),
  variables: z.record(z.string(), z.unknown()).optional(),
});

/** GraphQL's answer over HTTP: data, errors with their messages. */
export const displayQueryAnswer = graphqlAnswer;
export type DisplayQueryAnswer = z.infer<typeof displayQueryAnswer>;

/** One GraphQL operation, run as an anonymous display runs it: the public allow-list only, never a session. */
export interface DisplayQuery extends z.infer<typeof displayQueryBody> {
  /** X-CS-System: the system the operation is for */
  systemId: number;
  /** Accept-Language */
  locale: string;
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
