import { permissionAreas } from '@/lib/permissions/permission-areas';
import { filterAreas } from './filter-areas';

const texts: Record<string, { label: string; line: string }> = {
  'refund.write': { label: 'Remboursements', line: 'Rendre l’argent aux clients' },
  'transactions.read.2479032559': { label: 'Voir les transactions', line: 'Paiements et remboursements' },
  'users.read': { label: 'Voir l’équipe', line: 'Membres et invitations' },
};
const describeName = (name: string) => texts[name] ?? { label: name, line: '' };

describe('filterAreas', () => {
  it('shows every area and permission without a search', () => {
    const all = filterAreas('  ', describeName);
    expect(all.map((match) => match.area)).toEqual(Object.keys(permissionAreas));
    expect(all.every((match) => match.shown.length === match.names.length)).toBe(true);
  });

  it('matches the label or the line, whatever the case and accents, every word; areas without a match are left out', () => {
    const found = filterAreas('REMBOURSEMENT', describeName);
    expect(found).toEqual([{ area: 'payments', names: permissionAreas.payments, shown: ['transactions.read.2479032559', 'refund.write'] }]);
    expect(filterAreas('equipe invitations', describeName).map((match) => [match.area, match.shown])).toEqual([['team', ['users.read']]]);
    expect(filterAreas('equipe paiements', describeName)).toEqual([]);
  });
});
