import { ChartNoAxesColumnIncreasingIcon, FileTextIcon, HouseIcon, LayersIcon, type LucideIcon } from 'lucide-react';
import { paths } from '../paths';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Spec §2 shell links, shared by the desktop sidebar and the mobile bottom bar. */
export const navItems: readonly NavItem[] = [
  { to: paths.dashboard, label: 'Home', icon: HouseIcon },
  { to: paths.summaries, label: 'Summaries', icon: FileTextIcon },
  { to: paths.flashcards, label: 'Flashcards', icon: LayersIcon },
  { to: paths.progress, label: 'Progress', icon: ChartNoAxesColumnIncreasingIcon },
];

/** '/' is the dashboard too, and /decks/:id/study belongs under Flashcards. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === paths.dashboard) return pathname === '/' || pathname.startsWith(paths.dashboard);
  if (item.to === paths.flashcards) return pathname.startsWith(paths.flashcards) || pathname.startsWith('/decks/');
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
