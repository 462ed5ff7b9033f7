import { defineIsland } from '../islands/define';

export const notFoundLogIsland = defineIsland('not-found-log', 'idle', () => import('./NotFoundLog'));
