import { defineIsland } from '../islands/define';
import type { ClickToPlayProps } from './ClickToPlay';

export const clickToPlayIsland = defineIsland<ClickToPlayProps>('click-to-play', 'interaction', () => import('./ClickToPlay'));
