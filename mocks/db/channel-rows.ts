import { isChannel, type Channel } from './channels';
import { db } from './store';

/** The project's channels (resources rows of type `channel` under it). */
export const channelsOf = (projectId: string): Channel[] => db.resources.filter((r) => isChannel(r) && r.parentId === projectId) as Channel[];
