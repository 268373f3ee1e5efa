import { memberApi } from '@/testing/member-api';
import { apiError } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

// Mentor and investor servers for the dashboard tests, answering as docs/pitches.md says and
// keeping what was answered, liked or changed.

type Overrides = Parameters<typeof memberApi>[0];

export const mentorshipRequest = (id: string, founderName: string, overrides: Record<string, unknown> = {}) => ({
  id,
  founderId: `f-${id}`,
  founderName,
  startupName: `${founderName.split(' ')[0]} Labs`,
  industry: 'Fintech',
  stage: 'Seed',
  request: 'Help me find our first 100 merchants.',
  experience: 4,
  location: 'Bengaluru',
  photoUrl: null,
  receivedAt: '2025-11-28T09:00:00Z',
  ...overrides,
});

export const mentee = (id: string, founderName: string, overrides: Record<string, unknown> = {}) => ({
  id,
  founderId: `f-${id}`,
  founderName,
  startupName: `${founderName.split(' ')[0]} Labs`,
  industry: 'SaaS',
  stage: 'Pre-seed',
  nextMeeting: null as string | null,
  progress: 40,
  conversationId: `conv-${id}`,
  ...overrides,
});

export type TestMentorshipRequest = ReturnType<typeof mentorshipRequest>;
export type TestMentee = ReturnType<typeof mentee>;

/** The mentor routes over `requests` and `mentees`, which they change as the server would. */
export function mentorApi(state: { requests: TestMentorshipRequest[]; mentees: TestMentee[] }, overrides: Overrides = {}) {
  const routes: Overrides = {
    'GET /api/mentor/requests': () => jsonResponse(200, { items: state.requests }),
    'GET /api/mentor/mentees': () => jsonResponse(200, { items: state.mentees }),
  };
  for (const request of state.requests) {
    routes[`POST /api/mentor/requests/${request.id}/accept`] = () => {
      state.requests = state.requests.filter((each) => each.id !== request.id);
      const accepted = mentee(`m-${request.id}`, request.founderName, { startupName: request.startupName, industry: request.industry, stage: request.stage, progress: 0 });
      state.mentees = [accepted, ...state.mentees];
      return jsonResponse(200, { mentee: accepted });
    };
    routes[`POST /api/mentor/requests/${request.id}/decline`] = () => {
      state.requests = state.requests.filter((each) => each.id !== request.id);
      return new Response(null, { status: 204 });
    };
  }
  for (const each of state.mentees) {
    routes[`PATCH /api/mentor/mentees/${each.id}`] = ({ body }) => {
      const change = body as Partial<TestMentee>;
      if (change.progress !== undefined && (change.progress < 0 || change.progress > 100)) {
        return apiError(400, 'validation_failed', 'Check the mentee.', { progress: 'Progress is 0 to 100.' });
      }
      const stored = { ...each, ...state.mentees.find((one) => one.id === each.id), ...change };
      state.mentees = state.mentees.map((one) => (one.id === each.id ? stored : one));
      return jsonResponse(200, { mentee: stored });
    };
  }
  return memberApi({ ...routes, ...overrides });
}

export const startup = (founderId: string, founderName: string, startupName: string, overrides: Record<string, unknown> = {}) => ({
  founderId,
  founderName,
  startupName,
  industry: 'AI/ML',
  stage: 'Seed',
  description: 'Voice ordering for kirana stores.',
  teamSize: 6,
  raisedSoFar: null,
  traction: { revenueBand: null, users: null, growth: null },
  location: 'Pune',
  tags: ['B2B', 'Voice'],
  photoUrl: null,
  matchPercentage: 87,
  pitched: false,
  pitch: null as null | { id: string; message: string; pitchDeckLink: string | null; sentAt: string },
  ...overrides,
});

export const likedStartup = (founderId: string, founderName: string, startupName: string, overrides: Record<string, unknown> = {}) => ({
  founderId,
  founderName,
  startupName,
  industry: 'Fintech',
  stage: 'Series A',
  likedDate: '2025-11-20T10:00:00Z',
  introduction: null as null | { id: string; status: 'pending' | 'accepted' | 'declined' },
  ...overrides,
});

export type TestStartup = ReturnType<typeof startup>;
export type TestLikedStartup = ReturnType<typeof likedStartup>;

/** The investor routes over `startups` and `liked`, which they change as the server would. */
export function investorApi(state: { startups: TestStartup[]; liked: TestLikedStartup[] }, overrides: Overrides = {}) {
  const routes: Overrides = {
    'GET /api/investor/startups': () => jsonResponse(200, { items: state.startups }),
    'GET /api/investor/liked': () => jsonResponse(200, { items: state.liked }),
  };
  const founders = [...state.startups.map((each) => each.founderId), ...state.liked.map((each) => each.founderId)];
  for (const founderId of founders) {
    routes[`POST /api/investor/startups/${founderId}/like`] = () => {
      const liked = state.startups.find((each) => each.founderId === founderId);
      state.startups = state.startups.filter((each) => each.founderId !== founderId);
      if (liked) state.liked = [likedStartup(founderId, liked.founderName, liked.startupName, { likedDate: '2025-12-01T10:00:00Z' }), ...state.liked];
      return new Response(null, { status: 204 });
    };
    routes[`POST /api/investor/startups/${founderId}/skip`] = () => {
      state.startups = state.startups.filter((each) => each.founderId !== founderId);
      return new Response(null, { status: 204 });
    };
    routes[`POST /api/investor/startups/${founderId}/contact`] = () => {
      const introduction = { id: `intro-${founderId}`, status: 'pending' as const };
      state.liked = state.liked.map((each) => (each.founderId === founderId ? { ...each, introduction } : each));
      return jsonResponse(201, { introduction });
    };
  }
  return memberApi({ ...routes, ...overrides });
}
