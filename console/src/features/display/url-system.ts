// The two things the display's early start (feed/early-feed.ts, in the shell chunk) reads from its URL: the
// system parameter (spec 01 §2: two digits) and whether there is a query at all (ad-hoc settings).
export function urlSystem(params: URLSearchParams): number | undefined {
  const system = params.get('system');
  return system && /^\d{1,2}$/.test(system) ? Number(system) : undefined;
}

/** Any query parameter means ad-hoc settings (spec 01 §2): no redirect to a remembered profile. */
export const hasQuery = (search: string) => new URLSearchParams(search).size > 0;
