// The report mails read the monitor's incidents (issue 18: reports and instant notifications list the incidents of
// spec 02 §3 with the device's node as configured now). Against the real server's services and demo facility.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentEvent } from '../../platform/event-bus.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { incidentReportSource } from './incident-report-source.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DEVICE = 8;
function nodeAndPath(systemId: number, device: number) {
  const nodes = server.services.systems.get(systemId)!.nodes;
  const node = nodes.find((n) => n.number === device)!;
  const names: string[] = [];
  for (let at: typeof node | undefined = node; at; at = nodes.find((n) => n.id === at!.parent_id))
    names.unshift(at.name);
  return { node, path: names.join(' / ') };
}

function openBattery(at: string): IncidentEvent {
  return server.services.incidents.open({
    system_id: 1,
    device_number: DEVICE,
    hub_id: null,
    kind: 'battery',
    monitor_id: 0,
    severity: 'Warning',
    detail: '{}',
    opened_at: at,
  });
}

describe('incidentReportSource', () => {
  it('lists the incidents open within a period with their node, path and link kind, and none of another period', () => {
    const row = openBattery('2025-01-06T07:00:00.000Z');
    const source = incidentReportSource({
      incidents: server.services.incidents,
      bus: server.services.bus,
      system: (id) => server.services.systems.get(id),
      battery: () => 31,
    });
    const { node, path } = nodeAndPath(1, DEVICE);
    const listed = source.listForReport(1, '2025-01-06T00:00:00.000Z', '2025-01-07T00:00:00.000Z');
    expect(listed.find((i) => i.id === row.id)).toMatchObject({
      kind: 'battery',
      severity: 'Warning',
      state: 'New',
      node_id: node.id,
      node_name: node.name,
      node_path: path,
      device_id: DEVICE,
      device_kind: node.kind === 'radio' ? 'radio' : expect.any(String),
      battery: 31,
    });
    expect(path.split(' / ').length).toBeGreaterThan(1);
    expect(source.listForReport(1, '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z')).toEqual([]);
  });

  it("is what the backend's report mails use: an incident the monitor opens becomes a notification in the send log", async () => {
    const before = server.services.sendLog.list(500).length;
    const row = openBattery('2025-01-06T08:00:00.000Z');
    // the monitor announces what it opens on the bus (modules/incidents/monitoring-service.ts)
    server.services.bus.publish('incidentOpened', row);
    const rows = server.services.sendLog.list(500);
    expect(rows.length).toBeGreaterThan(before);
    const notification = rows.find(
      (r) => r.kind === 'notification' && r.mail.includes(nodeAndPath(1, DEVICE).path),
    );
    // the demo report 'Technik' wants battery notifications (seed/demo-installation.ts)
    expect(notification?.recipients).toContain('@demo-pflegeheim.example');
  });
});
