import { describe, expect, it } from 'vitest';
import { mayDo, type StaffAction } from './staff-permissions.ts';

describe('staff roles', () => {
  it.each<[StaffAction, boolean, boolean, boolean]>([
    // action, owner, manager, host
    ['workspace.view', true, true, true],
    ['team.view', true, true, false],
    ['team.invite', true, false, false],
    ['team.remove', true, false, false],
  ])('%s: owner %s, manager %s, host %s', (action, owner, manager, host) => {
    expect([mayDo('owner', action), mayDo('manager', action), mayDo('host', action)]).toEqual([
      owner,
      manager,
      host,
    ]);
  });
});
