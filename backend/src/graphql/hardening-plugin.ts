// Production hardening of the GraphQL layer, applied to HTTP and WebSocket through
// yoga.getEnveloped: no introspection, depth/alias/field limits, no "Did you mean" suggestions.
import { NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { operationLimitsRule } from './operation-limits.ts';
import type { OperationLimits } from './operation-limits.ts';

export function hardeningPlugin(limits?: OperationLimits): Plugin {
  return {
    onValidate({ addValidationRule, setValidationFn }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
      addValidationRule(operationLimitsRule(limits));
      // Suggestions would reveal field names that introspection hides.
      setValidationFn((schema, documentAST, rules) =>
        validate(schema, documentAST, rules, { hideSuggestions: true }),
      );
    },
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => executeFn({ ...args, hideSuggestions: true } as typeof args));
    },
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn((args) => subscribeFn({ ...args, hideSuggestions: true } as typeof args));
    },
  };
}
