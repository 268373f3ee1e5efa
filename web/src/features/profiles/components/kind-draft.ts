import type { MyProfile } from '@/features/profiles/api/get-my-profile';
import type { KindSectionsInput } from '@/features/profiles/api/kind-sections';
import type { AvailabilitySlot } from '@/lib/availability';

/** What the kind sections' inputs hold while the member edits: numbers as typed. */
export interface FounderDraft {
  fundingStage: string;
  teamSize: string;
  raisedSoFar: string;
  cofounderRoles: string[];
  mentorAreas: string[];
  investors: boolean;
  revenueBand: string;
  users: string;
  growth: string;
}
export interface MentorDraft {
  expertise: string[];
  mentorshipAreas: string[];
  hourlyRate: string;
  proBono: boolean;
  slots: AvailabilitySlot[];
  sessionsGiven: string;
}
export interface InvestorDraft {
  firm: string;
  role: string;
  focusAreas: string[];
  stages: string[];
  chequeMin: string;
  chequeMax: string;
  portfolio: Array<{ name: string; url: string }>;
  recentInvestments: string[];
  thesis: string;
}
export interface KindDraft {
  founder: FounderDraft | null;
  mentor: MentorDraft | null;
  investor: InvestorDraft | null;
}

const typed = (n: number | null) => (n === null ? '' : String(n));

export function draftOf(p: Pick<MyProfile, 'founder' | 'mentor' | 'investor'>): KindDraft {
  return {
    founder: p.founder && {
      fundingStage: p.founder.fundingStage ?? '',
      teamSize: typed(p.founder.teamSize),
      raisedSoFar: typed(p.founder.raisedSoFar),
      cofounderRoles: p.founder.lookingFor.cofounderRoles,
      mentorAreas: p.founder.lookingFor.mentorAreas,
      investors: p.founder.lookingFor.investors,
      revenueBand: p.founder.traction.revenueBand ?? '',
      users: typed(p.founder.traction.users),
      growth: typed(p.founder.traction.growth),
    },
    mentor: p.mentor && {
      expertise: p.mentor.expertise,
      mentorshipAreas: p.mentor.mentorshipAreas,
      hourlyRate: typed(p.mentor.hourlyRate),
      proBono: p.mentor.proBono,
      slots: p.mentor.availabilitySlots,
      sessionsGiven: typed(p.mentor.sessionsGiven),
    },
    investor: p.investor && {
      firm: p.investor.firm ?? '',
      role: p.investor.role ?? '',
      focusAreas: p.investor.focusAreas,
      stages: p.investor.stages,
      chequeMin: typed(p.investor.chequeMin),
      chequeMax: typed(p.investor.chequeMax),
      portfolio: p.investor.portfolio.map((c) => ({ name: c.name, url: c.url ?? '' })),
      recentInvestments: p.investor.recentInvestments,
      thesis: p.investor.thesis ?? '',
    },
  };
}

/** The sections to send, and the fields typed as something other than a whole number ("mentor.hourlyRate"). */
export function inputOf(draft: KindDraft): { input: KindSectionsInput; notWhole: string[] } {
  const notWhole: string[] = [];
  const whole = (key: string, text: string): number | null => {
    const trimmed = text.trim().replace(/[,\s]/g, '');
    if (trimmed === '') return null;
    if (!/^-?\d+$/.test(trimmed)) notWhole.push(key);
    return Number(trimmed);
  };
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const input: KindSectionsInput = {};
  const { founder, mentor, investor } = draft;
  if (founder) {
    input.founder = {
      fundingStage: (orNull(founder.fundingStage) as NonNullable<KindSectionsInput['founder']>['fundingStage']) ?? null,
      teamSize: whole('founder.teamSize', founder.teamSize),
      raisedSoFar: whole('founder.raisedSoFar', founder.raisedSoFar),
      lookingFor: { cofounderRoles: founder.cofounderRoles, mentorAreas: founder.mentorAreas, investors: founder.investors },
      traction: {
        revenueBand: (orNull(founder.revenueBand) as NonNullable<NonNullable<KindSectionsInput['founder']>['traction']>['revenueBand']) ?? null,
        users: whole('founder.traction.users', founder.users),
        growth: whole('founder.traction.growth', founder.growth),
      },
    };
  }
  if (mentor) {
    input.mentor = {
      expertise: mentor.expertise,
      mentorshipAreas: mentor.mentorshipAreas,
      hourlyRate: mentor.proBono ? null : whole('mentor.hourlyRate', mentor.hourlyRate),
      proBono: mentor.proBono,
      availabilitySlots: mentor.slots,
      sessionsGiven: whole('mentor.sessionsGiven', mentor.sessionsGiven),
    };
  }
  if (investor) {
    input.investor = {
      firm: orNull(investor.firm),
      role: orNull(investor.role),
      focusAreas: investor.focusAreas,
      stages: investor.stages as NonNullable<NonNullable<KindSectionsInput['investor']>['stages']>,
      chequeMin: whole('investor.chequeMin', investor.chequeMin),
      chequeMax: whole('investor.chequeMax', investor.chequeMax),
      portfolio: investor.portfolio.filter((c) => c.name.trim() !== '').map((c) => ({ name: c.name.trim(), url: orNull(c.url) })),
      recentInvestments: investor.recentInvestments,
      thesis: orNull(investor.thesis),
    };
  }
  return { input, notWhole };
}
