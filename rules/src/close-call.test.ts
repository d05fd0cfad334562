// Spec 01 §4 "Close call" and spec 02 §4 "Call closing rule": one rule for the display's close button and
// the backend's EndCalls check.
import { describe, expect, it } from 'vitest';
import { closeCallVerdict, mayCloseCall } from './close-call.ts';

const facts = (over: Partial<Parameters<typeof closeCallVerdict>[0]> = {}) => ({
  loggedIn: true,
  permissions: [],
  nodeDeniesManualClosure: false,
  sectionAllowsManualClosure: false,
  ...over,
});

describe('close-call rule (spec 01 §4, spec 02 §4)', () => {
  it('allows anyone with calllog::close_calls, even where node and section forbid it', () => {
    const verdict = closeCallVerdict(
      facts({ permissions: ['calllog::close_calls'], nodeDeniesManualClosure: true }),
    );
    expect(verdict).toEqual({ allowed: true });
  });

  it('counts the display permission visuals::close_calls like calllog::close_calls', () => {
    expect(closeCallVerdict(facts({ permissions: ['visuals::close_calls'] })).allowed).toBe(true);
  });

  it('denies when the node forbids manual closure, even if the section allows it', () => {
    expect(
      closeCallVerdict(facts({ nodeDeniesManualClosure: true, sectionAllowsManualClosure: true })),
    ).toEqual({
      allowed: false,
      reason: 'node_denies_manual_closure',
    });
  });

  it('otherwise allows only a logged-in user in a section that allows manual closure', () => {
    expect(closeCallVerdict(facts({ sectionAllowsManualClosure: true }))).toEqual({ allowed: true });
    expect(closeCallVerdict(facts())).toEqual({ allowed: false, reason: 'section_forbids_manual_closure' });
    expect(closeCallVerdict(facts({ loggedIn: false, sectionAllowsManualClosure: true }))).toEqual({
      allowed: false,
      reason: 'not_logged_in',
    });
  });

  it('gives an anonymous viewer nothing, even with permissions on the record', () => {
    expect(closeCallVerdict(facts({ loggedIn: false, permissions: ['calllog::close_calls'] })).allowed).toBe(
      false,
    );
  });

  it('judges the display viewer: superusers close everything, sections decide for others', () => {
    const user = { id: 7, is_superuser: false, permissions: [] };
    const allowing = { section: { allow_manual_call_closure: true }, system_tree_node: null };
    const denying = {
      section: { allow_manual_call_closure: true },
      system_tree_node: { deny_manual_call_closure: true },
    };
    expect(mayCloseCall(user, allowing)).toBe(true);
    expect(mayCloseCall(user, denying)).toBe(false);
    expect(mayCloseCall(user, {})).toBe(false);
    expect(mayCloseCall({ ...user, is_superuser: true }, denying)).toBe(true);
    expect(mayCloseCall({ ...user, id: 0 }, allowing)).toBe(false);
    expect(mayCloseCall(null, allowing)).toBe(false);
  });
});
