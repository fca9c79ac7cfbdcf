import { definedActions } from '@mocks/actions/dispatch';
import { actionContract } from './actions';
import { ordinaryActions, sensitiveActions } from './sensitive-actions';

const mutating = Object.entries(actionContract)
  .filter(([, entry]) => entry.mutates)
  .map(([name]) => name);

describe('the table of sensitive actions', () => {
  it('classifies every mutating action of the catalogue: sensitive or ordinary, never both, never neither', () => {
    const sensitive = new Set(Object.keys(sensitiveActions));
    const ordinary = new Set<string>(ordinaryActions);
    expect(mutating.filter((name) => !sensitive.has(name) && !ordinary.has(name))).toEqual([]);
    expect([...sensitive].filter((name) => ordinary.has(name))).toEqual([]);
    expect([...sensitive, ...ordinary].filter((name) => !mutating.includes(name))).toEqual([]);
  });

  it('names only actions the sandbox implements, so its rules are enforced somewhere', () => {
    const implemented = new Set(definedActions.map((action) => action.name));
    expect(Object.keys(sensitiveActions).filter((name) => !implemented.has(name as never))).toEqual([]);
  });
});
