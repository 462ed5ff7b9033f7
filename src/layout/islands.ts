import { defineIsland } from '../islands/define';
import type { NavMenuProps } from './NavMenu';
import type { ScrollTopButtonProps } from './ScrollTopButton';

export const navMenuIsland = defineIsland<NavMenuProps>('nav-menu', 'interaction', () => import('./NavMenu'));
export const scrollTopIsland = defineIsland<ScrollTopButtonProps>('scroll-top', 'interaction', () => import('./ScrollTopButton'));
// The year a visitor reads is the build's until the footer scrolls into view; only then can it differ.
export const currentYearIsland = defineIsland('current-year', 'visible', () => import('./CurrentYear'));
