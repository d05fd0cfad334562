// The demo's embedded clients (spec 02 §7 demoClient): their phone's pairing token from the demo REST
// (backend/src/http/demo-app-routes.ts), same-origin like the demo console's own calls.
export async function fetchDemoToken(clientId: number, locale: string): Promise<string> {
  const response = await fetch('/backend/demo/app/pairing', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify({ client_id: clientId }),
  });
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (!response.ok || typeof body?.token !== 'string')
    throw new Error(`demo pairing token: ${response.status}`);
  return body.token;
}
