import { allOf, anyOf, isAllowed, type PermissionSet } from './rules';

const set: PermissionSet = {
  catalogue: { 'api-keys.read': '111', 'api-keys.write': '222', 'users.read': '333' },
  granted: new Set(['111', '333']),
};

describe('permission rules', () => {
  it('a single name is granted when its hash is in the granted set', () => {
    expect(isAllowed('api-keys.read', set)).toBe(true);
    expect(isAllowed('api-keys.write', set)).toBe(false);
  });

  it('any-of needs one, all-of needs every one', () => {
    expect(isAllowed(anyOf('api-keys.write', 'users.read'), set)).toBe(true);
    expect(isAllowed(anyOf('api-keys.write'), set)).toBe(false);
    expect(isAllowed(allOf('api-keys.read', 'users.read'), set)).toBe(true);
    expect(isAllowed(allOf('api-keys.read', 'api-keys.write'), set)).toBe(false);
  });

  it('no rule means open to every signed-in user', () => {
    expect(isAllowed(undefined, set)).toBe(true);
  });

  it('a name missing from the catalogue is not granted and is reported', () => {
    const onUnknown = vi.fn();
    expect(isAllowed(anyOf('nope.read', 'users.read'), set, onUnknown)).toBe(true);
    expect(isAllowed('nope.read', set, onUnknown)).toBe(false);
    expect(onUnknown).toHaveBeenCalledWith('nope.read');
  });

  it('does not report names while no catalogue is loaded yet', () => {
    const onUnknown = vi.fn();
    expect(isAllowed('api-keys.read', { granted: new Set(), catalogue: {} }, onUnknown)).toBe(false);
    expect(onUnknown).not.toHaveBeenCalled();
  });
});
