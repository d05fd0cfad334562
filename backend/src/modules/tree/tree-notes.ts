// Notes on devices (tree-notes.graphql; spec 02 §3 "Note (on a device): text, author, created_at. Presets: ...").
// Who may write one: spec 01 §6 names no permission for notes. A node's own general fields (name, texts, comment)
// follow its kind's systemtree permission (tree-permissions.ts: manage_devices, change_tech_devices,
// change_wired_devices, manage_structure; spec 02 §6 "Tree device changes are gated by systemtree permissions");
// a note is a remark on the node as its comment is, so adding one needs exactly what changing the node's comment
// needs ("whoever may edit the node"), on a node the caller may see, in a system the user has access to.
// Not blocked by open calls, an active display group override or a running commit: those rules (spec 02 §4) keep
// the device's configuration consistent with the call system, and a note is never sent there.
import { GraphQLError } from 'graphql';
import { mayUseSystem } from '@cs/rules/permissions';
import { checkRule } from '@cs/rules/validation/check-rule';
import { missingPermission } from '../../auth/errors.ts';
import type { FieldViolation } from '../../crud/entity.ts';
import type { MutationResolvers } from '../../generated/graphql.ts';
import { t } from '../../platform/messages.ts';
import { systemDoc, visibleNode } from './node-detail.ts';
import { NOTE_MAX_LENGTH, noteView } from './note-view.ts';
import { callerOf } from './tree-access.ts';
import { treeIndex } from './tree-index.ts';
import { raise } from './tree-mutations.ts';
import { missingFor } from './tree-permissions.ts';

function violations(preset: string | null | undefined, text: string): FieldViolation[] {
  if (preset && text) return [{ field: 'text', key: 'invalid', data: { value: text } }];
  if (!preset && !text) return [{ field: 'text', key: 'required' }];
  if (text.length > NOTE_MAX_LENGTH)
    return [{ field: 'text', key: 'max_length', data: { max: NOTE_MAX_LENGTH } }];
  // one line, as its input (node-notes.tsx), like every text field of the machinery (issue 33)
  const control = checkRule({ rule: 'no_control' }, text, { field: 'text', record: {}, others: [] });
  return control ? [{ field: 'text', ...control }] : [];
}

export const treeNotes: { Mutation: MutationResolvers } = {
  Mutation: {
    addSystemTreeNodeNote: (_p, { node_id, preset, text }, ctx) => {
      const user = ctx.user;
      // the policy has required a session; the transport has checked X-CS-System, checked here again for the socket
      if (!user || !mayUseSystem(user, ctx.systemId))
        throw new GraphQLError(t(ctx.locale, 'system.unavailable'), {
          extensions: { code: 'SYSTEM_UNAVAILABLE' },
        });
      const caller = callerOf(ctx);
      const node = visibleNode(treeIndex(systemDoc(ctx)), caller, node_id);
      if (!node) return raise(ctx, [{ field: 'node_id', key: 'invalid', data: { value: node_id } }]);
      const missing = missingFor(caller, node, 'comment');
      if (missing)
        throw missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'), { reason: missing });
      const body = (text ?? '').trim();
      const refused = violations(preset, body);
      if (refused.length) raise(ctx, refused);
      const row = ctx.services.deviceNotes.add({
        system_id: ctx.systemId,
        node_id: node.id,
        preset: preset ?? null,
        text: preset ? '' : body,
        user_id: user.id,
        user_name: user.name,
        created_at: new Date(ctx.services.clock.now()).toISOString(),
      });
      ctx.auditChanges = {
        change: 'created',
        node_id: node.id,
        node_name: node.name,
        preset: row.preset,
        text: row.text,
      };
      return noteView(ctx.locale, row);
    },
  },
};
