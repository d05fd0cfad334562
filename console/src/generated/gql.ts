/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation UserSetPassword($password: String!, $password_repeat: String!) {\n  userSetPassword(password: $password, password_repeat: $password_repeat) {\n    id\n  }\n}": typeof types.UserSetPasswordDocument,
    "query AppData($hasSession: Boolean!) {\n  license {\n    id\n    name\n    features {\n      analytics\n      log\n      management\n    }\n    limits {\n      devices\n      visuals\n      app_clients\n      systems\n    }\n  }\n  appState {\n    last_gets_change\n    last_gets_commit\n    committing_gets_config\n    configurator_ip\n    configurator_version\n    setup_time\n    offline_mode\n    app_gateway_enabled\n    app_gateway_system_id\n    outdated_hubs {\n      id\n      name\n      last_sync\n    }\n    features {\n      display_group_overrides\n      demo_mode\n    }\n  }\n  authUser {\n    ...AuthUserFields\n  }\n  globalSettings {\n    ignore_linkable_node_pool_for_super_users\n    battery_threshold_low\n    battery_threshold_critical\n  }\n  globalAppSettings @include(if: $hasSession) {\n    subscriptions_enabled\n  }\n  publicSystemParams {\n    id\n    name\n    weekend_start\n    weekend_stop\n  }\n}\n\nfragment AuthUserFields on AuthUser {\n  id\n  name\n  is_superuser\n  locale\n  homepage\n  system_access\n  permissions {\n    code\n  }\n  roles\n  password_is_temporary\n}": typeof types.AppDataDocument,
    "subscription SystemMessages {\n  systemMessages {\n    subject\n    payload\n  }\n}": typeof types.SystemMessagesDocument,
};
const documents: Documents = {
    "mutation UserSetPassword($password: String!, $password_repeat: String!) {\n  userSetPassword(password: $password, password_repeat: $password_repeat) {\n    id\n  }\n}": types.UserSetPasswordDocument,
    "query AppData($hasSession: Boolean!) {\n  license {\n    id\n    name\n    features {\n      analytics\n      log\n      management\n    }\n    limits {\n      devices\n      visuals\n      app_clients\n      systems\n    }\n  }\n  appState {\n    last_gets_change\n    last_gets_commit\n    committing_gets_config\n    configurator_ip\n    configurator_version\n    setup_time\n    offline_mode\n    app_gateway_enabled\n    app_gateway_system_id\n    outdated_hubs {\n      id\n      name\n      last_sync\n    }\n    features {\n      display_group_overrides\n      demo_mode\n    }\n  }\n  authUser {\n    ...AuthUserFields\n  }\n  globalSettings {\n    ignore_linkable_node_pool_for_super_users\n    battery_threshold_low\n    battery_threshold_critical\n  }\n  globalAppSettings @include(if: $hasSession) {\n    subscriptions_enabled\n  }\n  publicSystemParams {\n    id\n    name\n    weekend_start\n    weekend_stop\n  }\n}\n\nfragment AuthUserFields on AuthUser {\n  id\n  name\n  is_superuser\n  locale\n  homepage\n  system_access\n  permissions {\n    code\n  }\n  roles\n  password_is_temporary\n}": types.AppDataDocument,
    "subscription SystemMessages {\n  systemMessages {\n    subject\n    payload\n  }\n}": types.SystemMessagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserSetPassword($password: String!, $password_repeat: String!) {\n  userSetPassword(password: $password, password_repeat: $password_repeat) {\n    id\n  }\n}"): (typeof documents)["mutation UserSetPassword($password: String!, $password_repeat: String!) {\n  userSetPassword(password: $password, password_repeat: $password_repeat) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppData($hasSession: Boolean!) {\n  license {\n    id\n    name\n    features {\n      analytics\n      log\n      management\n    }\n    limits {\n      devices\n      visuals\n      app_clients\n      systems\n    }\n  }\n  appState {\n    last_gets_change\n    last_gets_commit\n    committing_gets_config\n    configurator_ip\n    configurator_version\n    setup_time\n    offline_mode\n    app_gateway_enabled\n    app_gateway_system_id\n    outdated_hubs {\n      id\n      name\n      last_sync\n    }\n    features {\n      display_group_overrides\n      demo_mode\n    }\n  }\n  authUser {\n    ...AuthUserFields\n  }\n  globalSettings {\n    ignore_linkable_node_pool_for_super_users\n    battery_threshold_low\n    battery_threshold_critical\n  }\n  globalAppSettings @include(if: $hasSession) {\n    subscriptions_enabled\n  }\n  publicSystemParams {\n    id\n    name\n    weekend_start\n    weekend_stop\n  }\n}\n\nfragment AuthUserFields on AuthUser {\n  id\n  name\n  is_superuser\n  locale\n  homepage\n  system_access\n  permissions {\n    code\n  }\n  roles\n  password_is_temporary\n}"): (typeof documents)["query AppData($hasSession: Boolean!) {\n  license {\n    id\n    name\n    features {\n      analytics\n      log\n      management\n    }\n    limits {\n      devices\n      visuals\n      app_clients\n      systems\n    }\n  }\n  appState {\n    last_gets_change\n    last_gets_commit\n    committing_gets_config\n    configurator_ip\n    configurator_version\n    setup_time\n    offline_mode\n    app_gateway_enabled\n    app_gateway_system_id\n    outdated_hubs {\n      id\n      name\n      last_sync\n    }\n    features {\n      display_group_overrides\n      demo_mode\n    }\n  }\n  authUser {\n    ...AuthUserFields\n  }\n  globalSettings {\n    ignore_linkable_node_pool_for_super_users\n    battery_threshold_low\n    battery_threshold_critical\n  }\n  globalAppSettings @include(if: $hasSession) {\n    subscriptions_enabled\n  }\n  publicSystemParams {\n    id\n    name\n    weekend_start\n    weekend_stop\n  }\n}\n\nfragment AuthUserFields on AuthUser {\n  id\n  name\n  is_superuser\n  locale\n  homepage\n  system_access\n  permissions {\n    code\n  }\n  roles\n  password_is_temporary\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SystemMessages {\n  systemMessages {\n    subject\n    payload\n  }\n}"): (typeof documents)["subscription SystemMessages {\n  systemMessages {\n    subject\n    payload\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;