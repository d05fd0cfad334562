// MSW handler for the global search's device search (console/src/features/shell/global-search/device-search.graphql;
// spec 01 §7 HubPrinterMessage): tests hold a magnet to a mock node or report an error, as the backend's hub service
// does (backend/src/modules/hubs, tested against the twin in device-search.test.ts).
import { graphql, type GraphQLSubscription } from 'msw/graphql';
import { DeviceSearchDocument, type DeviceSearchSubscription } from '../console/src/generated/graphql.ts';
import { MOCK_TREE } from './tree-handlers.ts';

export function createDeviceSearchMock() {
  const ws = graphql.link('*/ws/backend');
  const state = { subscribers: [] as GraphQLSubscription<DeviceSearchSubscription>[], sent: 0 };
  const publish = (message: Omit<DeviceSearchSubscription['hubPrinterMessage'], 'id'>) => {
    const hubPrinterMessage = { id: ++state.sent, ...message };
    for (const s of state.subscribers) s.publish({ data: { hubPrinterMessage } });
  };
  return {
    handlers: [
      ws.subscription(DeviceSearchDocument, ({ subscription, finalize }) => {
        state.subscribers.push(subscription);
        finalize(() => {
          state.subscribers = state.subscribers.filter((s) => s !== subscription);
        });
      }),
    ],
    state,
    /** A magnet held to a mock tree node: its serial as the address. */
    magnet(nodeId: number) {
      const node = MOCK_TREE.find((n) => n.id === nodeId);
      if (!node) throw new Error(`no mock node ${nodeId}`);
      const parent = MOCK_TREE.find((n) => n.id === node.parent_id);
      publish({
        address: node.serial ?? `addr-${node.id}`,
        error: null,
        system_tree_node: {
          id: node.id,
          kind: node.kind,
          name: node.name,
          serial: node.serial ?? null,
          parent_name: parent?.name ?? null,
        },
      });
    },
    /** The subscription itself fails (the socket's error), as a dropped connection to the hub service does. */
    fail(message: string) {
      for (const s of state.subscribers.splice(0)) s.error([{ message }]);
    },
    /** A hub problem: 'no hubs registered' or any other text. */
    error(error: string) {
      publish({ address: null, error, system_tree_node: null });
    },
  };
}
export type DeviceSearchMock = ReturnType<typeof createDeviceSearchMock>;
