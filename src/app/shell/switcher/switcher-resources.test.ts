import { childrenTreesLoaded, childrenTreesLoading, resourceAdded, resourcesLoaded, resourcesSlice, type Resource } from '@/features/workspace';
import type { AppState } from '@/lib/store';
import { selectSwitcherResources } from './switcher-resources';

const r = (id: string, resourceType: string, parentId: string | null = null): Resource => ({ id, name: id, resourceType, parentId, mode: null });

const mine = [r('org', 'organization'), r('shop', 'project', 'org'), r('web', 'channel', 'shop'), r('gone', 'project', 'org'), r('solo', 'project')];
const reduce = (...actions: Parameters<typeof resourcesSlice.reducer>[1][]) => actions.reduce(resourcesSlice.reducer, resourcesSlice.getInitialState());
const listed = (resources: ReturnType<typeof reduce>) =>
  selectSwitcherResources({ resources } as AppState)
    .map((resource) => resource.id)
    .sort();

describe("the switcher's resources", () => {
  it("are the user's own until an organization's tree is read, then that tree under it", () => {
    const loaded = reduce(resourcesLoaded(mine));
    expect(listed(loaded)).toEqual(['gone', 'org', 'shop', 'solo', 'web']);
    const read = resourcesSlice.reducer(
      loaded,
      childrenTreesLoaded({ trees: { org: [r('shop', 'project', 'org'), r('web', 'channel', 'shop'), r('kiosk', 'project', 'org')] }, failed: [] }),
    );
    expect(listed(read)).toEqual(['kiosk', 'org', 'shop', 'solo', 'web']);
  });

  it('keep a created project under its read organization, and a created organization read (empty)', () => {
    const read = reduce(resourcesLoaded(mine), childrenTreesLoaded({ trees: { org: [r('shop', 'project', 'org')] }, failed: [] }));
    const added = [resourceAdded(r('outlet', 'project', 'org')), resourceAdded(r('new-org', 'organization'))].reduce(resourcesSlice.reducer, read);
    expect(added.children.org.map((resource) => resource.id)).toEqual(['shop', 'outlet']);
    expect(added.children['new-org']).toEqual([]);
    expect(listed(added)).toEqual(['new-org', 'org', 'outlet', 'shop', 'solo']);
  });

  it('track trees on their way and refused ones; reading the resources again forgets them all', () => {
    const state = reduce(resourcesLoaded(mine), childrenTreesLoading(['org', 'other']), childrenTreesLoaded({ trees: { org: [] }, failed: ['other'] }));
    expect(state.childrenStatus).toEqual({ other: 'failed' });
    expect(state.children).toEqual({ org: [] });
    const again = resourcesSlice.reducer(state, resourcesLoaded(mine));
    expect(again.children).toEqual({});
    expect(again.childrenStatus).toEqual({});
  });
});
