// Trainer mode's stage for the library's phone steps (phone-steps.ts): the scenario's nurses use the demo's three
// phones (the App tab's, seed/demo-app.ts), each of its own user where there is one; a phone the browser paired
// gets a fresh pairing token (the App tab's client pairs again when it is opened). App settings change as the
// administrator's mutation changes them (app-management/resolvers.ts). A step settles in a fifth of a second.
import type { Services } from '../context.ts';
import { writeAppSettings } from '../modules/app-management/resolvers.ts';
import { DEMO_APP_USERS } from '../seed/demo-app.ts';
import { demoPairingToken } from './demo-pairing.ts';
import type { PhoneStage } from './phone-steps.ts';

const SETTLE_MS = 200;
/** the demo's embedded phones: app clients 1 to 3 (seed/demo-app.ts demoAppClients) */
const DEMO_PHONES = DEMO_APP_USERS.slice(0, 3).map((u, i) => ({ user: u.name, clientId: i + 1 }));

export function scenarioStage(services: Services, url: () => string): PhoneStage {
  const used = new Map<number, string>();
  return {
    async claimClient(_systemId, user, taken) {
      const tokens = new Set(taken);
      // a token handed out earlier and not in this play's fleet: that play is over, its phone is free again
      for (const [id, token] of used) if (!tokens.has(token)) used.delete(id);
      const own = DEMO_PHONES.find((p) => p.user === user && !used.has(p.clientId));
      const phone = own ?? DEMO_PHONES.find((p) => !used.has(p.clientId));
      if (!phone) return { key: 'no_free_client', detail: "the demo's three phones are all in use" };
      const pairing = await demoPairingToken(services, phone.clientId);
      if (!('token' in pairing))
        return { key: 'no_free_client', detail: `app client ${phone.clientId}: ${pairing.refused}` };
      used.set(phone.clientId, pairing.token);
      return { id: phone.clientId, token: pairing.token };
    },
    async updateAppSettings(systemId, settings) {
      try {
        await writeAppSettings(services, systemId, 'de', settings);
        return 'ok';
      } catch (error) {
        const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
        return typeof code === 'string' ? code : 'error';
      }
    },
    createPhone(systemId, phone) {
      const demo = services.demo;
      if (!demo) throw new Error('trainer mode without the embedded twin');
      return demo.createPhone({ systemId, url: url(), ...phone, clock: services.clock });
    },
    press: (systemId, device, button) => void services.demo?.press(systemId, device, button),
    offerKey: (systemId, device) =>
      services.appGateway.router.offers(systemId).find((o) => o.call.number === device)?.key,
    settle: () => new Promise((resolve) => services.clock.setTimeout(() => resolve(), SETTLE_MS)),
  };
}
