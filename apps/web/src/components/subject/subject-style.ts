import { KNOWN_SUBJECTS } from '@revisely/contracts';
import {
  AtomIcon,
  BookOpenIcon,
  BookOpenTextIcon,
  BrainIcon,
  BriefcaseIcon,
  ChurchIcon,
  ClapperboardIcon,
  CodeIcon,
  CogIcon,
  DnaIcon,
  DramaIcon,
  EarthIcon,
  FlaskConicalIcon,
  GavelIcon,
  LandmarkIcon,
  LanguagesIcon,
  LeafIcon,
  LightbulbIcon,
  MegaphoneIcon,
  MountainIcon,
  MusicIcon,
  PaletteIcon,
  ReceiptIcon,
  ShapesIcon,
  SigmaIcon,
  StethoscopeIcon,
  TelescopeIcon,
  TrendingUpIcon,
  UsersIcon,
  VoteIcon,
  type LucideIcon,
} from 'lucide-react';

export type KnownSubject = (typeof KNOWN_SUBJECTS)[number];

export interface SubjectStyle {
  /** The spec §3 subject this matched, or null for the default style. */
  subject: KnownSubject | null;
  icon: LucideIcon;
  /** Background and foreground of the icon tile, for light and dark themes. */
  tileClassName: string;
  /** Text colour for a subject label on a card. */
  textClassName: string;
}

// Full class strings (not built from parts) so Tailwind's scanner sees every one.
const palette = {
  emerald: {
    tile: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300',
    text: 'text-emerald-700 dark:text-emerald-300',
  },
  cyan: {
    tile: 'bg-cyan-100 text-cyan-700 dark:bg-cyan-400/15 dark:text-cyan-300',
    text: 'text-cyan-700 dark:text-cyan-300',
  },
  blue: {
    tile: 'bg-blue-100 text-blue-700 dark:bg-blue-400/15 dark:text-blue-300',
    text: 'text-blue-700 dark:text-blue-300',
  },
  indigo: {
    tile: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-400/15 dark:text-indigo-300',
    text: 'text-indigo-700 dark:text-indigo-300',
  },
  violet: {
    tile: 'bg-violet-100 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300',
    text: 'text-violet-700 dark:text-violet-300',
  },
  purple: {
    tile: 'bg-purple-100 text-purple-700 dark:bg-purple-400/15 dark:text-purple-300',
    text: 'text-purple-700 dark:text-purple-300',
  },
  fuchsia: {
    tile: 'bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-400/15 dark:text-fuchsia-300',
    text: 'text-fuchsia-700 dark:text-fuchsia-300',
  },
  pink: {
    tile: 'bg-pink-100 text-pink-700 dark:bg-pink-400/15 dark:text-pink-300',
    text: 'text-pink-700 dark:text-pink-300',
  },
  rose: {
    tile: 'bg-rose-100 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300',
    text: 'text-rose-700 dark:text-rose-300',
  },
  red: { tile: 'bg-red-100 text-red-700 dark:bg-red-400/15 dark:text-red-300', text: 'text-red-700 dark:text-red-300' },
  orange: {
    tile: 'bg-orange-100 text-orange-700 dark:bg-orange-400/15 dark:text-orange-300',
    text: 'text-orange-700 dark:text-orange-300',
  },
  amber: {
    tile: 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
    text: 'text-amber-800 dark:text-amber-300',
  },
  lime: {
    tile: 'bg-lime-100 text-lime-800 dark:bg-lime-400/15 dark:text-lime-300',
    text: 'text-lime-800 dark:text-lime-300',
  },
  green: {
    tile: 'bg-green-100 text-green-700 dark:bg-green-400/15 dark:text-green-300',
    text: 'text-green-700 dark:text-green-300',
  },
  teal: {
    tile: 'bg-teal-100 text-teal-700 dark:bg-teal-400/15 dark:text-teal-300',
    text: 'text-teal-700 dark:text-teal-300',
  },
  sky: { tile: 'bg-sky-100 text-sky-700 dark:bg-sky-400/15 dark:text-sky-300', text: 'text-sky-700 dark:text-sky-300' },
  stone: {
    tile: 'bg-stone-200 text-stone-700 dark:bg-stone-400/15 dark:text-stone-300',
    text: 'text-stone-700 dark:text-stone-300',
  },
  slate: {
    tile: 'bg-slate-200 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300',
    text: 'text-slate-700 dark:text-slate-300',
  },
  gray: { tile: 'bg-gray-100 text-gray-600 dark:bg-gray-400/15 dark:text-gray-300', text: 'text-muted-foreground' },
} as const;

type PaletteName = keyof typeof palette;

const subjects: Record<KnownSubject, { icon: LucideIcon; colour: PaletteName }> = {
  Biology: { icon: DnaIcon, colour: 'emerald' },
  Chemistry: { icon: FlaskConicalIcon, colour: 'cyan' },
  Physics: { icon: AtomIcon, colour: 'blue' },
  Mathematics: { icon: SigmaIcon, colour: 'indigo' },
  'Computer Science': { icon: CodeIcon, colour: 'violet' },
  Engineering: { icon: CogIcon, colour: 'slate' },
  English: { icon: BookOpenTextIcon, colour: 'rose' },
  History: { icon: LandmarkIcon, colour: 'amber' },
  Geography: { icon: EarthIcon, colour: 'teal' },
  Philosophy: { icon: LightbulbIcon, colour: 'purple' },
  'Religious Studies': { icon: ChurchIcon, colour: 'stone' },
  Psychology: { icon: BrainIcon, colour: 'pink' },
  Sociology: { icon: UsersIcon, colour: 'orange' },
  Politics: { icon: VoteIcon, colour: 'red' },
  Economics: { icon: TrendingUpIcon, colour: 'green' },
  Business: { icon: BriefcaseIcon, colour: 'sky' },
  Accounting: { icon: ReceiptIcon, colour: 'lime' },
  Marketing: { icon: MegaphoneIcon, colour: 'fuchsia' },
  Law: { icon: GavelIcon, colour: 'stone' },
  Art: { icon: PaletteIcon, colour: 'fuchsia' },
  Music: { icon: MusicIcon, colour: 'violet' },
  Drama: { icon: DramaIcon, colour: 'rose' },
  'Media Studies': { icon: ClapperboardIcon, colour: 'orange' },
  French: { icon: LanguagesIcon, colour: 'blue' },
  Spanish: { icon: LanguagesIcon, colour: 'amber' },
  German: { icon: LanguagesIcon, colour: 'slate' },
  Italian: { icon: LanguagesIcon, colour: 'green' },
  Mandarin: { icon: LanguagesIcon, colour: 'red' },
  Japanese: { icon: LanguagesIcon, colour: 'pink' },
  'Environmental Science': { icon: LeafIcon, colour: 'lime' },
  Geology: { icon: MountainIcon, colour: 'stone' },
  Astronomy: { icon: TelescopeIcon, colour: 'indigo' },
  Medicine: { icon: StethoscopeIcon, colour: 'red' },
  Other: { icon: ShapesIcon, colour: 'slate' },
};

const byLowerName = new Map<string, KnownSubject>(KNOWN_SUBJECTS.map((s) => [s.toLowerCase(), s]));
// Longest first so 'Environmental Science' is tried before a shorter name it might start with.
const byLength = [...KNOWN_SUBJECTS].sort((a, b) => b.length - a.length);

/**
 * Exact names match first (case-insensitive); otherwise a known name that starts the subject as a
 * whole word, so the option lists' 'Business Studies', 'English Literature' or 'Mandarin Chinese'
 * keep their family's look. Anything else is the spec's default grey with a generic icon.
 */
export function matchSubject(subject: string | null | undefined): KnownSubject | null {
  const normalised = (subject ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!normalised) return null;
  const exact = byLowerName.get(normalised);
  if (exact) return exact;
  return byLength.find((known) => new RegExp(`^${known.toLowerCase()}\\b`).test(normalised)) ?? null;
}

export function subjectStyle(subject: string | null | undefined): SubjectStyle {
  const known = matchSubject(subject);
  if (!known)
    return { subject: null, icon: BookOpenIcon, tileClassName: palette.gray.tile, textClassName: palette.gray.text };
  const { icon, colour } = subjects[known];
  return { subject: known, icon, tileClassName: palette[colour].tile, textClassName: palette[colour].text };
}
