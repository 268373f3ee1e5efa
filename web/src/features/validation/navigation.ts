import { Lightbulb } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The validation module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'ideaValidation', to: founder.ideaValidation.getHref(), icon: Lightbulb, sidebar: { group: 'grow', order: 4 } },
];

export default navigation;
