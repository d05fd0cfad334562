// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.

/** Every field an entity description marks secret, at any depth (auth/secrets.ts redacts them). */
export const SECRET_FIELDS: readonly string[] = ['image', 'password', 'password_repeat', 'secret'];
