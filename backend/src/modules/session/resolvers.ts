// The signed-in user and the set-password mutation (spec 01 §2 set-password, spec 02 §2).
import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.ts';
import { anonymousUser, toAuthUser } from '../../auth/auth-user.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { ValidationFailed } from '../../auth/errors.ts';
import { PASSWORD_MAX_LENGTH, validatePasswordChange } from './password-rules.ts';

export const sessionResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    authUser: (_p, _a, ctx) =>
      ctx.user ? toAuthUser(ctx.user, ctx.services.users.rolesOf(ctx.user)) : anonymousUser(ctx.locale),
  },
  Mutation: {
    userSetPassword: async (_p, { password, password_repeat }, ctx) => {
      const user = ctx.user;
      if (!user) throw new Error('unreachable: the policy requires a session');
      const sameAsCurrent =
        password.length > 0 &&
        password.length <= PASSWORD_MAX_LENGTH &&
        (await verifyPassword(password, user.password_hash));
      const errors = validatePasswordChange(ctx.locale, password, password_repeat, sameAsCurrent);
      if (errors.length > 0) throw new ValidationFailed(errors);
      await ctx.services.users.setPassword(user.id, await hashPassword(password), false);
      // Whoever knew the old password is signed out everywhere; this session goes on.
      ctx.services.sessions.endAllOf(user.id, 'password_changed', ctx.session?.id ?? null);
      return { id: user.id };
    },
  },
};
